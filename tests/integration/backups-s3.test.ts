import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupFileName } from "~/db/backup/backup-names.server";
import { listS3Backups, s3TargetFromEnv, type S3Target } from "~/db/backup/s3-backups.server";
import { ConfigError } from "~/env.server";
import { backupJob } from "~/server/schedules/backup-schedule.server";
import { withAppDatabase } from "../fixtures/db";
import { startS3StandIn, type S3StandIn } from "../fixtures/s3-stand-in";

const t = withAppDatabase();
const sqliteOnly = process.env.TEST_ENGINE !== "postgres";
// Stand-in servers use STAND_IN_PORT_BASE (3260) .. +39: the e2e stand-ins take the first few,
// tests/unit/error-report.test.ts the last; s3rver the one before it.
const PORT = Number(process.env.STAND_IN_PORT_BASE ?? 3260) + 38;

describe.runIf(sqliteOnly)("backups uploaded to S3-compatible storage", () => {
  let s3: S3StandIn;
  let target: S3Target;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backups-s3-"));
  const s3Env = () => ({
    BACKUP_S3_URL: `s3://${s3.bucket}/gigpartners/prod`,
    BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
    BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
    BACKUP_S3_ENDPOINT: s3.endpoint,
    BACKUP_S3_REGION: "us-east-1",
  });

  beforeAll(async () => {
    s3 = await startS3StandIn(PORT);
    target = s3TargetFromEnv(s3Env())!;
  });
  afterAll(async () => {
    target?.client.destroy();
    await s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("needs both credentials beside BACKUP_S3_URL", () => {
    expect(() => s3TargetFromEnv({ ...s3Env(), BACKUP_S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      ConfigError,
    );
    expect(target).toMatchObject({ bucket: "backups", prefix: "gigpartners/prod/" });
  });

  it("uploads each backup and prunes the uploads with the same retention", async () => {
    // 30 hours of older uploads, and an object under the prefix that is not a backup.
    const older = Array.from({ length: 30 }, (_, i) =>
      backupFileName(new Date(Date.parse("2026-11-30T00:00:00Z") - i * 3_600_000)),
    );
    for (const name of [...older, "README.txt"])
      await target.client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: target.prefix + name, Body: "old" }),
      );

    const env = {
      DATABASE_URL: t.url,
      BACKUP_SCHEDULE: "0 * * * *",
      BACKUP_DIR: dir,
      BACKUP_KEEP_HOURLY: 24,
      BACKUP_KEEP_DAILY: 3,
      ...s3Env(),
    };
    const run = await backupJob(env, new Date("2026-11-30T01:00:00Z"), target);
    expect(run?.uploaded).toBe("gigpartners/prod/gigpartners-2026-11-30T010000Z.sqlite");

    const names = (await listS3Backups(target)).sort().reverse();
    // The new backup and the 23 hours before it, then the newest of each of 3 days: the 30th's
    // and the 29th's are among the hours, which leaves the 28th's 23:00.
    expect(names).toEqual([
      "gigpartners-2026-11-30T010000Z.sqlite",
      ...older.slice(0, 23),
      "gigpartners-2026-11-28T230000Z.sqlite",
    ]);
    expect(run?.prunedRemote).toHaveLength(30 - 23 - 1);

    const uploaded = await target.client.send(
      new GetObjectCommand({
        Bucket: s3.bucket,
        Key: run!.uploaded!,
      }),
    );
    const body = Buffer.from(await uploaded.Body!.transformToByteArray());
    expect(body.equals(fs.readFileSync(run!.file))).toBe(true);
    const readme = await target.client.send(
      new HeadObjectCommand({
        Bucket: s3.bucket,
        Key: `${target.prefix}README.txt`,
      }),
    );
    expect(readme.ContentLength).toBe(3);
  });
});
