import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { createDb } from "../client.server";
import { migrateToLatest, migrationProvider } from "../migrate.server";

export class RestoreError extends Error {}

/**
 * Why `file` cannot be restored, or null when it can: it must open as SQLite, pass
 * integrity_check, and hold only migrations this version knows (a backup from a newer release
 * would fail to migrate half way).
 */
export async function backupFileProblem(file: string): Promise<string | null> {
  if (!fs.existsSync(file)) return `${file} does not exist.`;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const problems = (db.pragma("integrity_check") as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .filter((line) => line !== "ok");
    if (problems.length) return `it fails SQLite's integrity check (${problems.join("; ")}).`;
    const hasMigrations = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!hasMigrations) return "it is not a database of this application (no migration table).";
    const known = new Set(Object.keys(await migrationProvider.getMigrations()));
    const unknown = (db.prepare("select name from kysely_migration").all() as { name: string }[])
      .map((row) => row.name)
      .filter((name) => !known.has(name));
    if (unknown.length)
      return `it was made by a newer version of the application (migrations ${unknown.join(", ")}); restore it with that version.`;
    return null;
  } catch (error) {
    // A torn or truncated file: "file is not a database", "database disk image is malformed".
    return `it cannot be read as a SQLite database (${error instanceof Error ? error.message : String(error)}).`;
  } finally {
    db?.close();
  }
}

/*
 * A server holds its connection open for its whole life, and in WAL mode every open connection
 * keeps a shared lock that stops anyone else from taking the database in exclusive locking mode.
 * So an exclusive lock taken (and at once given back) without waiting means nobody has it open;
 * SQLITE_BUSY means a server, or another script, does (decision 038).
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("begin exclusive; commit");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    db.close();
  }
}

export type RestoreResult = { inUse: boolean; migrationsApplied: string[] };

/**
 * Restores the backup `file` into the SQLite database `target` and migrates it to this version's
 * schema. SQLite's backup API writes the target in one transaction of its own, so a failure part
 * way leaves the old database, and a server that has the target open sees the restored data at
 * its next query (hence --force is possible at all).
 */
export async function restoreSqlite(
  file: string,
  target: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const problem = await backupFileProblem(file);
  if (problem)
    throw new RestoreError(`${file} cannot be restored: ${problem} Nothing was changed.`);
  const inUse = databaseInUse(target);
  if (inUse && !options.force) {
    throw new RestoreError(
      `${target} is in use by a running server or another process. Stop the server(s) and run the restore again, or add --force to restore under them and restart them afterwards. Nothing was changed.`,
    );
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // All pages in one step: the source is a file nobody writes, so nothing restarts the copy.
    await source.backup(target, { progress: () => 1 << 30 });
  } finally {
    source.close();
  }
  const { db } = createDb(target);
  try {
    return { inUse, migrationsApplied: await migrateToLatest(db) };
  } finally {
    await db.destroy();
  }
}
