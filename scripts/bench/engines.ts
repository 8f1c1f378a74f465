import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Engine } from "~/db/client.server";
import { createThrowawayPostgres } from "../lib/throwaway-postgres";

/**
 * Runs a bench on a throwaway SQLite file, then on a throwaway PostgreSQL database when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL whose user may create databases;
 * answers each run's result, SQLite's first.
 */
export async function onEachEngine<T>(
  name: string,
  bench: (engine: Engine, url: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gp-${name}-`));
  try {
    results.push(await bench("sqlite", path.join(dir, "bench.db")));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
    url?.startsWith("postgres"),
  );
  if (!adminUrl) {
    console.log("\npostgres: skipped (set TEST_DATABASE_URL to a postgres:// URL to include it)");
    return results;
  }
  const pg = await createThrowawayPostgres(adminUrl, name.replace(/-/g, "_"));
  try {
    results.push(await bench("postgres", pg.url));
  } finally {
    await pg.drop();
  }
  return results;
}
