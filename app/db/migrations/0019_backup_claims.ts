import type { Kysely } from "kysely";
import { notNull } from "./helpers";

/*
 * Scheduled backups with several server processes on one SQLite file (decision 038): each
 * process's scheduler fires at the same slot, and the one whose insert of the slot's row wins
 * takes that backup; the others find the key taken and skip it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("backup_claims")
    .addColumn("slot", "text", (c) => c.primaryKey())
    .addColumn("claimed_at", "text", notNull)
    .addColumn("claimed_by", "text", notNull)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("backup_claims").execute();
}
