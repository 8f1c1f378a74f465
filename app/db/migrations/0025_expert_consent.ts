import { sql, type Kysely } from "kysely";
import { flag, sqlIn } from "./helpers";

/*
 * The expert's consent to be represented (issue 37, decision 048).
 *
 * - candidates.consent: "not-asked" (no e-mail to ask, and every company's offer made before
 *   this), "waiting" (a mail went out with a signed link), "agreed" or "declined"; consent_at is
 *   when the answer was recorded. A freelancer offering themselves has agreed at the offer's
 *   time, their offers already here too. The link's token
 *   is signed, not stored, so no column holds it.
 * - gigs.requires_consent: 1 when staff may put a candidate forward to the customer only after
 *   the expert agreed. 0 for the gigs already here, whose candidates were never asked, and for
 *   any insert that does not name it (a previous release during a rolling deploy); the staff form
 *   starts a new gig with it on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("candidates")
    .addColumn("consent", "text", (c) =>
      c
        .notNull()
        .defaultTo("not-asked")
        .check(sqlIn("consent", ["not-asked", "waiting", "agreed", "declined"])),
    )
    .execute();
  await db.schema.alterTable("candidates").addColumn("consent_at", "text").execute();
  // A freelancer's offers of themselves (their own expert row) are their consent.
  await db
    .updateTable("candidates")
    .set({ consent: "agreed", consent_at: sql.ref("created_at") })
    .where(
      "expert_id",
      "in",
      db.selectFrom("experts").select("id").where("user_id", "is not", null),
    )
    .execute();
  await db.schema.alterTable("gigs").addColumn("requires_consent", "integer", flag).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("gigs").dropColumn("requires_consent").execute();
  await db.schema.alterTable("candidates").dropColumn("consent_at").execute();
  // A column CHECK goes with its column on SQLite too.
  await db.schema.alterTable("candidates").dropColumn("consent").execute();
}
