import type { Kysely } from "kysely";
import { notNull, withSerialId } from "./helpers";

/*
 * A second factor for staff: a TOTP secret per staff user (enabled once a first code proved the
 * authenticator has it), single-use recovery codes stored as SHA-256, and on each session the
 * time its second factor was checked (null: not yet, so staff pages ask for it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_second_factors")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", notNull)
    .addColumn("enabled_at", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  await withSerialId(db, db.schema.createTable("recovery_codes"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", notNull)
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("recovery_codes_user_idx")
    .on("recovery_codes")
    .column("user_id")
    .execute();
  await db.schema.alterTable("sessions").addColumn("second_factor_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("second_factor_at").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("staff_second_factors").execute();
}
