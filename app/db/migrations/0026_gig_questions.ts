import type { Kysely } from "kysely";
import { notNull, withSerialId } from "./helpers";

/*
 * Questions on a gig (issue 37, decision 049). A signed-in partner asks; staff answer, may give the
 * question a public wording of their own and may hide it. `text` keeps what the partner wrote;
 * the public side shows `public_text` when staff set one. The asker's user and company are kept
 * for the "waiting for an answer" view and the answer mail, and set to null when either is
 * deleted: an answered question stays useful to every partner, and it never named the asker.
 *
 * users.notify_gig_question_answered is the answer mail's switch, on by default (existing users
 * too): like the other notifications it is about the user's own question or offer, not marketing.
 * A new table and a defaulted column only, so the previous release keeps working during a rolling
 * deploy. Nothing here depends on another migration of the same issue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable("gig_questions"))
    .addColumn("gig_id", "integer", (c) => c.notNull().references("gigs.id").onDelete("cascade"))
    .addColumn("company_id", "text", (c) => c.references("companies.id").onDelete("set null"))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("text", "text", notNull)
    .addColumn("public_text", "text")
    .addColumn("answer", "text")
    .addColumn("answered_at", "text")
    .addColumn("answered_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("hidden_at", "text")
    .addColumn("asked_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("gig_questions_gig_idx")
    .on("gig_questions")
    .columns(["gig_id", "asked_at"])
    .execute();
  await db.schema
    .createIndex("gig_questions_company_idx")
    .on("gig_questions")
    .column("company_id")
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("notify_gig_question_answered", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("notify_gig_question_answered").execute();
  await db.schema.dropTable("gig_questions").execute();
}
