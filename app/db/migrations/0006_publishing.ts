import { sql, type Kysely } from "kysely";
import { engineOf } from "../client.server";

/*
 * Publishing for the back office: a gig or a post is public only while `published` is 1. Staff
 * create them unpublished and publish them when ready; unpublishing hides one again without
 * losing its candidates. `first_published_at` says whether a gig was ever public: its slug
 * follows the title until then and is fixed afterwards (the gig route redirects any other slug to
 * the current one). Existing rows were public, so both default to published.
 *
 * The public gig search reads counts and page ids from covering indexes (0003); each gains
 * `published` as its last column, so the new condition is answered from the same index in the
 * same order instead of from the table row.
 */
const GIG_INDEXES: Array<[string, string]> = [
  ["gigs_open_idx", "status, offer_deadline, id, onsite, language"],
  ["gigs_deadline_idx", "offer_deadline, id, status, onsite, language"],
  ["gigs_newest_idx", "published_at, id, status, offer_deadline, onsite, language"],
  ["gigs_mode_idx", "onsite, language, status, offer_deadline"],
  ["gigs_language_idx", "language, onsite, status, offer_deadline"],
];
const SQLITE_ONLY_INDEXES: Array<[string, string]> = [
  ["gigs_filter_idx", "id, status, offer_deadline, onsite, language, published_at"],
];

function indexesOf(db: Kysely<unknown>) {
  return engineOf(db) === "sqlite" ? [...GIG_INDEXES, ...SQLITE_ONLY_INDEXES] : GIG_INDEXES;
}

async function recreate(db: Kysely<unknown>, withPublished: boolean) {
  for (const [name, columns] of indexesOf(db)) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
    const list = withPublished ? `${columns}, published` : columns;
    await sql.raw(`create index ${name} on gigs (${list})`).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("gigs")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("gigs").addColumn("first_published_at", "text").execute();
  await db
    .updateTable("gigs")
    .set({ first_published_at: sql`published_at` })
    .execute();
  await db.schema
    .alterTable("posts")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await recreate(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await recreate(db, false);
  await db.schema.alterTable("posts").dropColumn("published").execute();
  await db.schema.alterTable("gigs").dropColumn("first_published_at").execute();
  await db.schema.alterTable("gigs").dropColumn("published").execute();
}
