// Whole-database snapshots, compared before and after a request that must not write.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { createDb, type DB } from "~/db/client.server";
import { defined } from "../../fixtures/defined";

/**
 * Tables a refused or invalid request may still change, so they are left out of the comparison:
 * - rate_limits: every sign-in attempt, upload and form post counts against a limit, allowed or not;
 * - sessions: reading a session touches its last_seen_at (hourly), which is bookkeeping, not data.
 */
export const VOLATILE_TABLES = ["rate_limits", "sessions"];

export function openDb(databaseUrl: string): DB {
  return createDb(databaseUrl).db;
}

async function tableNames(db: DB, engine: "sqlite" | "postgres"): Promise<string[]> {
  const rows =
    engine === "postgres"
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}

function normalise(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return `sha256:${createHash("sha256").update(value).digest("hex")}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** One string per table, rows sorted, so a difference names the table that changed. */
export async function snapshot(
  db: DB,
  engine: "sqlite" | "postgres",
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tableNames(db, engine)) {
    if (VOLATILE_TABLES.includes(table)) continue;
    if (engine === "postgres") {
      // Hashed in the database: one short row per table instead of every row over the wire.
      const digest = await sql<{ digest: string }>`select count(*) || ':' || coalesce(md5(
          string_agg(md5(t::text), '' order by md5(t::text))), '') as digest
        from ${sql.table(table)} t`.execute(db);
      result[table] = defined(digest.rows[0], `a digest of ${table}`).digest;
      continue;
    }
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.rows
      .map((row) =>
        JSON.stringify(Object.entries(row).map(([key, value]) => [key, normalise(value)])),
      )
      .sort()
      .join("\n");
  }
  return result;
}

/** Names of the tables whose content differs, for a readable failure. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}
