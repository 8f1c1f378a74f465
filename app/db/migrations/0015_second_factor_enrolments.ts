import type { Kysely } from "kysely";
import { notNull } from "./helpers";

/*
 * Staff enrolment bound to a mailed (or staff:grant-printed) one-time link, each link with its own
 * TOTP secret (stored encrypted, see app/domain/identity/second-factor-secret.server.ts); the last accepted
 * time step per authenticator, so a code is accepted once (RFC 6238 §5.2).
 *
 * An authenticator that was never confirmed was a secret shown to whoever had the password first:
 * those rows are dropped, their owners enrol again through a link. Confirmed secrets that are still
 * plain text are encrypted at the next server start or on their first read (no key here).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("second_factor_enrolments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("secret", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("second_factor_enrolments_user_idx")
    .on("second_factor_enrolments")
    .column("user_id")
    .execute();
  await db.schema.alterTable("staff_second_factors").addColumn("last_step", "integer").execute();
  await db.deleteFrom("staff_second_factors").where("enabled_at", "is", null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_second_factors").dropColumn("last_step").execute();
  await db.schema.dropTable("second_factor_enrolments").execute();
}
