import type { Kysely } from "kysely";
import { notNull, sqlIn } from "./helpers";

/*
 * A send ledger for mailings that must reach each recipient once (the weekday gig newsletter
 * first): one row per (kind, recipient, period), e.g. ("gigsletter", a subscription id, the
 * Helsinki date). The primary key is the claim: whichever process inserts the row first sends
 * that mail; any other process, on either engine, finds the key taken and skips it. `state` goes
 * claimed -> sent, or claimed -> failed (retried while `attempts` is below the limit). `payload`
 * holds what a mailing fixed for its period (the gig newsletter's cut-off and gig ids).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_ledger")
    .addColumn("kind", "text", notNull)
    .addColumn("recipient_key", "text", notNull)
    .addColumn("period_key", "text", notNull)
    .addColumn("state", "text", (c) =>
      c.notNull().check(sqlIn("state", ["claimed", "sent", "failed"])),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("claimed_at", "text", notNull)
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("payload", "text")
    .addPrimaryKeyConstraint("mail_ledger_pkey", ["kind", "recipient_key", "period_key"])
    .execute();
  await db.schema
    .createIndex("mail_ledger_period_idx")
    .on("mail_ledger")
    .columns(["kind", "period_key", "state"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_ledger").execute();
}
