import type { Kysely } from "kysely";

/*
 * The overview counts a company's offers by stage on every view. From candidates_company_gig_idx
 * (0010) that read 5,000 entries for a large partner and sorted them by stage in a temporary
 * B-tree on SQLite: 0.8 ms, an eighth of the page's cost. In (company_id, stage) order the count
 * is one walk without a sort: 0.27 ms.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("candidates_company_stage_idx")
    .on("candidates")
    .columns(["company_id", "stage"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("candidates_company_stage_idx").execute();
}
