import type { Kysely } from "kysely";
import { notNull } from "./helpers";

/*
 * Confirmed opt-in and stable unsubscribe links for the gig newsletter (issue 32, decision 032).
 *
 * - newsletter_confirmations: a sign-up waiting for its confirmation link (only the token's hash,
 *   the address and the visitor's language). A subscription row exists only once someone has
 *   confirmed from the address (or an account with that proven address opted in), so the rows
 *   already here stay active as they are.
 * - retired_token_hash / retired_token_until: the unsubscribe token a subscription had before its
 *   stable one (a link in an earlier newsletter), still honoured until the date.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_confirmations")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("email", "text", notNull)
    .addColumn("locale", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("newsletter_confirmations_email_idx")
    .on("newsletter_confirmations")
    .column("email")
    .execute();
  await db.schema
    .createIndex("newsletter_confirmations_expires_idx")
    .on("newsletter_confirmations")
    .column("expires_at")
    .execute();
  await db.schema
    .alterTable("newsletter_subscriptions")
    .addColumn("retired_token_hash", "text")
    .execute();
  await db.schema
    .alterTable("newsletter_subscriptions")
    .addColumn("retired_token_until", "text")
    .execute();
  await db.schema
    .createIndex("newsletter_subscriptions_retired_token_idx")
    .on("newsletter_subscriptions")
    .column("retired_token_hash")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("newsletter_subscriptions_retired_token_idx").execute();
  await db.schema
    .alterTable("newsletter_subscriptions")
    .dropColumn("retired_token_until")
    .execute();
  await db.schema.alterTable("newsletter_subscriptions").dropColumn("retired_token_hash").execute();
  await db.schema.dropTable("newsletter_confirmations").execute();
}
