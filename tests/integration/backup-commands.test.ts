import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { withAppDatabase } from "../fixtures/db";

const run = promisify(execFile);
const sqliteOnly = process.env.TEST_ENGINE !== "postgres";
const t = withAppDatabase();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-commands-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** `npm run <script> -- ...args` as an operator types it; its exit code and output. */
async function npmRun(script: string, args: string[], databaseUrl: string) {
  try {
    const { stdout, stderr } = await run("npm", ["run", script, "--", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "development" },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe.runIf(sqliteOnly)("npm run db:backup and db:restore", () => {
  let backup: string;
  beforeAll(async () => {
    const { code, stdout } = await npmRun("db:backup", ["--out", path.join(tmp, "out")], t.url);
    expect(code).toBe(0);
    backup = stdout.trimEnd().split("\n").at(-1)!;
  });

  it("db:backup prints the backup's path as its last line", () => {
    expect(path.dirname(backup)).toBe(path.join(tmp, "out"));
    expect(path.basename(backup)).toMatch(/^gigpartners-\d{4}-\d{2}-\d{2}T\d{6}Z\.sqlite$/);
    expect(fs.existsSync(backup)).toBe(true);
  });

  it("db:restore refuses a database in use unless --force, then says to restart", async () => {
    const target = path.join(tmp, "live.db");
    fs.copyFileSync(t.url, target);
    const live = createDb(target);
    try {
      // Read through the connection, never with fs: closing any descriptor of the file would
      // drop this process's POSIX locks on it, the very thing the command looks for.
      await live.db.schema.createTable("marker").addColumn("x", "integer").execute();
      const tables = async () => (await live.db.introspection.getTables()).map((t) => t.name);
      const refused = await npmRun("db:restore", [backup], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/in use by a running server.*Stop the server\(s\).*--force/);
      expect(await tables()).toContain("marker");

      const forced = await npmRun("db:restore", [backup, "--force"], target);
      expect(forced.code).toBe(0);
      expect(forced.stdout).toMatch(/Restored .* into .*live\.db/);
      expect(forced.stdout).toMatch(/restart it now/);
      expect(await tables()).not.toContain("marker");
    } finally {
      await live.db.destroy();
    }
  });

  it("db:restore restores into a deleted database and says it is up to date", async () => {
    const target = path.join(tmp, "gone", "app.db");
    const restored = await npmRun("db:restore", [backup], target);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/The restored database is up to date/);
    expect(fs.existsSync(target)).toBe(true);
  });

  it("db:restore refuses a torn file and writes nothing", async () => {
    const torn = path.join(tmp, "torn.sqlite");
    fs.writeFileSync(torn, fs.readFileSync(backup).subarray(0, 3000));
    const target = path.join(tmp, "untouched", "app.db");
    const refused = await npmRun("db:restore", [torn], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/torn\.sqlite cannot be restored: .*Nothing was changed/);
    expect(fs.existsSync(target)).toBe(false);
  });

  it.each([
    ["db:backup", ["--out", "x"]],
    ["db:restore", ["x.sqlite"]],
  ])("%s on PostgreSQL points to pg_dump and exits 1", async (script, args) => {
    const result = await npmRun(script, args, "postgres://postgres@127.0.0.1:1/none");
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PostgreSQL.*pg_dump and pg_restore \(docs\/operations\.md/);
  });
});
