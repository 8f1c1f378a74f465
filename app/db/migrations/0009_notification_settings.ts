import type { Kysely } from "kysely";

/*
 * Each user's switches for the partner notifications (issue 12): a mail when staff move one of
 * the user's offers, the day before an offer deadline while an own offer is in review, and to
 * the inviter when an invite is accepted. All on by default, existing users included: they are
 * about the user's own offers and invites, not marketing, and each mail says how to turn it off.
 */
const COLUMNS = ["notify_offer_stage", "notify_offer_deadline", "notify_invite_accepted"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable("users")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("users").dropColumn(column).execute();
}
