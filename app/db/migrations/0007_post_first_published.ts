import { sql, type Kysely } from "kysely";

/*
 * Posts written in the back office start as drafts (0006's `published` = 0), yet `published_at`
 * is required, so a draft carries its creation time there. `first_published_at` says whether a
 * post was ever public, as it does for gigs: the first publishing sets both to that moment;
 * publishing again after an unpublish keeps the original date. Every existing row was public.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posts").addColumn("first_published_at", "text").execute();
  await db
    .updateTable("posts")
    .set({ first_published_at: sql`published_at` })
    .where("published", "=", 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("posts").dropColumn("first_published_at").execute();
}
