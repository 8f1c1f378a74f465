import type { Kysely } from "kysely";
import { notNull, sqlIn } from "./helpers";

/*
 * Gig alerts and the newsletter's saved search (issue 36, decision 045).
 *
 * - users.gig_alerts: "off", "daily" (a weekday digest at the newsletter's hour) or "instant"
 *   (within minutes of a gig's first publication). New rows get "daily"; the users already here
 *   get "off", since none of them asked for a new kind of mail.
 * - gig_alert_items: which gigs each user has had an alert about, one row per user and gig (the
 *   primary key). It is written in the transaction that queues the alert's mail in the mail
 *   ledger, so a gig reaches a user once whether it came instantly or in a digest.
 * - newsletter_subscriptions.search / newsletter_confirmations.search: the gig search a visitor
 *   subscribed from (phrase and list filters as JSON; null: every new gig), kept from the
 *   confirmation link to the subscription.
 *
 * Nothing here depends on another migration of the same issue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("gig_alerts", "text", (c) =>
      c
        .notNull()
        .defaultTo("daily")
        .check(sqlIn("gig_alerts", ["off", "daily", "instant"])),
    )
    .execute();
  await db.updateTable("users").set({ gig_alerts: "off" }).execute();
  await db.schema
    .createIndex("users_gig_alerts_idx")
    .on("users")
    .columns(["gig_alerts", "company_id"])
    .execute();

  await db.schema
    .createTable("gig_alert_items")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("gig_id", "integer", (c) => c.notNull().references("gigs.id").onDelete("cascade"))
    /** The mail_ledger row's period_key of the mail that carried it. */
    .addColumn("period_key", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addPrimaryKeyConstraint("gig_alert_items_pkey", ["user_id", "gig_id"])
    .execute();
  await db.schema
    .createIndex("gig_alert_items_gig_idx")
    .on("gig_alert_items")
    .column("gig_id")
    .execute();
  await db.schema
    .createIndex("gig_alert_items_created_idx")
    .on("gig_alert_items")
    .column("created_at")
    .execute();

  for (const table of ["newsletter_subscriptions", "newsletter_confirmations"])
    await db.schema.alterTable(table).addColumn("search", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["newsletter_confirmations", "newsletter_subscriptions"])
    await db.schema.alterTable(table).dropColumn("search").execute();
  await db.schema.dropTable("gig_alert_items").execute();
  await db.schema.dropIndex("users_gig_alerts_idx").execute();
  // A column CHECK goes with its column on SQLite too.
  await db.schema.alterTable("users").dropColumn("gig_alerts").execute();
}
