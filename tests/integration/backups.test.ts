import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { backupTime } from "~/db/backup/backup-names.server";
import { backupSqlite } from "~/db/backup/sqlite-backup.server";
import { restoreSqlite } from "~/db/backup/sqlite-restore.server";
import { createDb } from "~/db/client.server";
import { getDb } from "~/db/db.server";
import { backupJob, claimBackupSlot } from "~/server/schedules/backup-schedule.server";
import { createTestDb, withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig } from "../fixtures/factories";

const t = withAppDatabase();
const sqliteOnly = process.env.TEST_ENGINE !== "postgres";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backups-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every row of every table, each table's rows in one order, to compare two databases. */
function dump(file: string, skip: string[] = []) {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = (
      db
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .all() as { name: string }[]
    )
      .map((row) => row.name)
      .filter((name) => !skip.includes(name));
    return Object.fromEntries(
      tables.map((name) => [
        name,
        (db.prepare(`select * from "${name}"`).all() as object[])
          .map((r) => JSON.stringify(r))
          .sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

/** Writes rate_limits rows load:0, load:1, ... one after another until `until` settles. */
async function writeUntil(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true)).catch(() => {});
  let written = 0;
  while (!done) {
    await getDb()
      .insertInto("rate_limits")
      .values({ key: `load:${written}`, count: 1, window_started_at: new Date().toISOString() })
      .execute();
    written += 1;
    // Kysely over better-sqlite3 resolves in microtasks only; let the loop see the worker's answer.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}

async function seed() {
  const { companyId } = await makeCompany();
  const expert = await makeExpert(companyId);
  const gig = await makeGig();
  await makeCandidate(companyId, gig, expert);
}

function sha256(file: string) {
  return crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

describe.runIf(sqliteOnly)("SQLite backups", () => {
  it("back up while writes run, without holding the event loop, and restore them row for row", async () => {
    const drill = await createTestDb();
    const appDb = globalThis.__appDb;
    globalThis.__appDb = { db: drill.db, engine: drill.engine };
    try {
      await seed();
      await seed();
      // Ballast, so the copy takes long enough for writes to land while it runs.
      await drill.db.schema.createTable("ballast").addColumn("data", "blob").execute();
      const ballast = new SQLite(drill.url);
      ballast
        .prepare(
          "with recursive n(i) as (select 1 union all select i + 1 from n where i < 1500) insert into ballast select randomblob(8192) from n",
        )
        .run();
      ballast.close();

      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const backup = backupSqlite(drill.url, path.join(tmp, "drill"));
      const written = await writeUntil(backup);
      const file = await backup;
      delay.disable();
      expect(written).toBeGreaterThan(0);
      // The copy runs in a worker: the server's own loop is never held for the copy's length.
      expect(delay.max / 1e6).toBeLessThan(250);
      expect(backupTime(path.basename(file))).not.toBeNull();

      const before = dump(drill.url, ["rate_limits"]);
      await drill.destroy();
      expect(fs.existsSync(drill.url)).toBe(false);

      const result = await restoreSqlite(file, drill.url);
      expect(result).toEqual({ inUse: false, migrationsApplied: [] });
      expect(dump(drill.url, ["rate_limits"])).toEqual(before);
      // A consistent snapshot holds the sequential writes up to some point, none after it.
      const restored = dump(drill.url).rate_limits!.map((r) => JSON.parse(r).key as string);
      const load = restored.filter((key) => key.startsWith("load:"));
      expect(load.length).toBeLessThanOrEqual(written);
      expect(new Set(load)).toEqual(new Set(load.map((_, i) => `load:${i}`)));
    } finally {
      globalThis.__appDb = appDb;
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(drill.url + suffix, { force: true });
    }
  });

  it("refuses a truncated backup with a clear message and changes nothing", async () => {
    await seed();
    const file = await backupSqlite(t.url, path.join(tmp, "torn"));
    const torn = path.join(tmp, "torn", "torn.sqlite");
    fs.writeFileSync(torn, fs.readFileSync(file).subarray(0, fs.statSync(file).size / 2));
    const target = path.join(tmp, "torn", "target.db");
    fs.copyFileSync(file, target);
    const hash = sha256(target);
    await expect(restoreSqlite(torn, target, { force: true })).rejects.toThrow(
      /torn\.sqlite cannot be restored: .*malformed.*Nothing was changed\./,
    );
    expect(sha256(target)).toBe(hash);
  });

  it("refuses to restore over a database that is open elsewhere unless forced", async () => {
    const file = await backupSqlite(t.url, path.join(tmp, "in-use"));
    const target = path.join(tmp, "in-use", "live.db");
    const live = createDb(target);
    await live.db.schema.createTable("marker").addColumn("x", "integer").execute();
    try {
      await expect(restoreSqlite(file, target)).rejects.toThrow(
        /is in use by a running server.*Stop the server\(s\).*--force/,
      );
      // Still the live database, not the backup.
      const tables = await live.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toEqual(["marker"]);

      expect(await restoreSqlite(file, target, { force: true })).toMatchObject({ inUse: true });
      // The open connection sees the restored database at its next query.
      const after = await live.db.introspection.getTables();
      expect(after.map((table) => table.name)).toContain("gigs");
    } finally {
      await live.db.destroy();
    }
  });
});

describe(`scheduled backups (${process.env.TEST_ENGINE})`, () => {
  it("exactly one of several instances claims a slot", async () => {
    const others = [createDb(t.url), createDb(t.url), createDb(t.url)];
    try {
      const slot = new Date("2026-11-29T01:00:00Z");
      const claims = await Promise.all(
        [t.db, ...others.map((o) => o.db)].map((db) => claimBackupSlot(slot, db)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimBackupSlot(new Date("2026-11-29T02:00:00Z"), others[0]!.db)).toBe(true);
    } finally {
      await Promise.all(others.map((o) => o.db.destroy()));
    }
  });

  it.runIf(sqliteOnly)("one backup per slot, named for it, pruned to the retention", async () => {
    const dir = path.join(tmp, "scheduled");
    const env = {
      DATABASE_URL: t.url,
      BACKUP_SCHEDULE: "0 * * * *",
      BACKUP_DIR: dir,
      BACKUP_KEEP_HOURLY: 2,
      BACKUP_KEEP_DAILY: 0,
      BACKUP_S3_REGION: "us-east-1",
    };
    // A copy a crashed process left a day ago goes; one being written now (fresh) stays.
    fs.mkdirSync(dir, { recursive: true });
    const stale = path.join(dir, ".gigpartners-2026-11-29T000000Z.sqlite.99.partial");
    const fresh = path.join(dir, ".gigpartners-2026-11-30T030000Z.sqlite.98.partial");
    fs.writeFileSync(stale, "half");
    fs.writeFileSync(fresh, "half");
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    fs.utimesSync(stale, dayAgo, dayAgo);
    const slots = ["01", "02", "03"].map((h) => new Date(`2026-11-30T${h}:00:00Z`));
    for (const slot of slots) {
      const runs = await Promise.all([backupJob(env, slot, null), backupJob(env, slot, null)]);
      expect(runs.filter(Boolean)).toHaveLength(1);
    }
    expect(fs.readdirSync(dir).sort()).toEqual([
      path.basename(fresh),
      "gigpartners-2026-11-30T020000Z.sqlite",
      "gigpartners-2026-11-30T030000Z.sqlite",
    ]);
  });
});
