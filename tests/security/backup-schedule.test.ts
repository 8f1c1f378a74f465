import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupTime } from "~/db/backup/backup-names.server";
import { sqliteIntegrity } from "../fixtures/app-database";
import { startAppServer, testEngine, type AppServer } from "../fixtures/app-server";

const servers: AppServer[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-sec-backups-"));
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(testEngine() === "sqlite")("the production server's scheduled backup", () => {
  it("is taken while requests run, none of them failing, and is a checked SQLite file", async () => {
    const server = await startAppServer({
      seed: true,
      env: {
        // Every second: the first tick of a minute claims that minute's slot (decision 038).
        BACKUP_SCHEDULE: "* * * * * *",
        BACKUP_DIR: dir,
        LOG_LEVEL: "info",
      },
    });
    servers.push(server);
    const statuses: number[] = [];
    const deadline = Date.now() + 30_000;
    // At least one round: the first backup may be done by the time the server answers.
    do {
      const [home, gigs] = await Promise.all([
        fetch(`${server.url}/`, { headers: { Connection: "close" } }),
        fetch(`${server.url}/gigs`, { headers: { Connection: "close" } }),
      ]);
      statuses.push(home.status, gigs.status);
      await Promise.all([home.arrayBuffer(), gigs.arrayBuffer()]);
    } while (!server.output().includes('"backup taken"') && Date.now() < deadline);
    expect(server.output()).toContain('"backup taken"');
    expect(server.output()).not.toContain('"backup failed"');
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));

    const backups = fs.readdirSync(dir).filter((name) => backupTime(name));
    // One, or two when a minute turned over since: each is complete and checked.
    expect(backups.length).toBeGreaterThan(0);
    for (const name of backups) expect(sqliteIntegrity(path.join(dir, name))).toBe("ok");

    // The backup-age alert's gauge (docs/operations/alerts.yml), from loopback.
    const backupAge = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      const line = text.match(/^gigpartners_backup_last_success_timestamp_seconds (\S+)$/m);
      return Number(line?.[1]);
    };
    expect(await backupAge()).toBeGreaterThan(Date.now() / 1000 - 60);
    // After a restart it says when the newest backup on disk was taken, not "never".
    await server.kill("SIGTERM");
    await server.restart();
    const newest = Math.max(...backups.map((name) => backupTime(name)!.getTime() / 1000));
    expect(await backupAge()).toBeGreaterThanOrEqual(newest);
  });
});
