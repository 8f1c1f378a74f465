import { sql, type Kysely } from "kysely";
import { engineOf } from "../client.server";
import { notNull } from "./helpers";

/*
 * Backups (issue 35, decision 038).
 *
 * backup_claims: scheduled backups with several server processes on one SQLite file. Each
 * process's scheduler fires at the same slot, and the one whose insert of the slot's row wins
 * takes that backup; the others find the key taken and skip it.
 *
 * PostgreSQL: pg_restore fills gigs with an empty search_path, so the generated column's
 * gig_filter_terms (0013) could not find gig_json_texts and the restore of every dump failed.
 * The function now carries the search_path it was migrated under.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("backup_claims")
    .addColumn("slot", "text", (c) => c.primaryKey())
    .addColumn("claimed_at", "text", notNull)
    .addColumn("claimed_by", "text", notNull)
    .execute();
  if (engineOf(db) === "postgres")
    await sql`alter function gig_filter_terms(text, text, text) set search_path from current`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres")
    await sql`alter function gig_filter_terms(text, text, text) reset search_path`.execute(db);
  await db.schema.dropTable("backup_claims").execute();
}
