import type { Kysely } from "kysely";

/*
 * Indexes for the paged dashboard lists of a company with thousands of experts and offers.
 * Each replaces a one-column index on company_id, whose lookups it still serves as its prefix.
 * - My gigs groups the company's candidates by gig and checks their status (the "pending"
 *   filter); the overview counts them by stage: both read the index alone, not the table.
 * - A page of experts asks for their candidacies: (company_id, expert_id) finds exactly those.
 * - The overview's newest declines with feedback: (company_id, status, updated_at) reads those
 *   from the newest back instead of every candidate of the company.
 * - Experts are listed by name (then id): the index hands them out in that order, so a page is
 *   a short index walk instead of sorting all of the company's experts.
 */
const CREATED = [
  ["candidates_company_gig_idx", "candidates", ["company_id", "gig_id", "status", "stage"]],
  ["candidates_company_expert_idx", "candidates", ["company_id", "expert_id"]],
  ["candidates_company_status_idx", "candidates", ["company_id", "status", "updated_at"]],
  ["experts_company_name_idx", "experts", ["company_id", "name", "id"]],
] as const;

const REPLACED = [
  ["candidates_company_idx", "candidates", "company_id"],
  ["experts_company_idx", "experts", "company_id"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of CREATED)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of REPLACED)
    await db.schema.createIndex(name).on(table).column(column).execute();
  for (const [name] of CREATED) await db.schema.dropIndex(name).execute();
}
