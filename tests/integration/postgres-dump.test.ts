import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig } from "../fixtures/factories";
import { databaseUrl, runAdmin } from "../fixtures/template-database";

const run = promisify(execFile);
const t = withAppDatabase();

/** Every row of the tables a partner's work lives in, in one order. */
async function rows(db: ReturnType<typeof createDb>["db"]) {
  return {
    companies: await db.selectFrom("companies").selectAll().orderBy("id").execute(),
    users: await db.selectFrom("users").selectAll().orderBy("id").execute(),
    experts: await db.selectFrom("experts").selectAll().orderBy("id").execute(),
    gigs: await db.selectFrom("gigs").selectAll().orderBy("id").execute(),
    candidates: await db.selectFrom("candidates").selectAll().orderBy("id").execute(),
  };
}

// The procedure in docs/operations.md ("PostgreSQL"), run as written.
describe.runIf(process.env.TEST_ENGINE === "postgres")("pg_dump and pg_restore", () => {
  it("restore a seeded database into a new one that the app reads the same", async () => {
    const { companyId } = await makeCompany();
    const expert = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), expert);
    const before = await rows(t.db);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-dump-"));
    const dump = path.join(dir, "gigpartners.dump");
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `restored_${process.pid}_${Date.now()}`;
    const restoredUrl = databaseUrl(adminUrl, name);
    try {
      await run("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, t.url]);
      await runAdmin(adminUrl, `create database ${name}`);
      await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl}`, dump]);
      const restored = createDb(restoredUrl);
      try {
        // What the server does first when it starts on the restored database.
        expect(await migrateToLatest(restored.db)).toEqual([]);
        expect(await rows(restored.db)).toEqual(before);
        expect(before.candidates).toHaveLength(1);
      } finally {
        await restored.db.destroy();
      }
    } finally {
      await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
