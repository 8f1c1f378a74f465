import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Cron } from "croner";
import { backupTime } from "~/db/backup/backup-names.server";
import { backupSqlite, pruneLocalBackups } from "~/db/backup/sqlite-backup.server";
import {
  pruneS3Backups,
  s3TargetFromEnv,
  uploadBackup,
  type S3Target,
} from "~/db/backup/s3-backups.server";
import type { DB } from "~/db/client.server";
import { getDb, getDbHandle } from "~/db/db.server";
import { sqlitePathFromUrl, type Env } from "~/env.server";
import { recordBackupSuccess } from "~/server/observability/metrics.server";
import { logger } from "~/utils/logger.server";

type BackupEnv = Pick<
  Env,
  | "DATABASE_URL"
  | "BACKUP_SCHEDULE"
  | "BACKUP_DIR"
  | "BACKUP_KEEP_HOURLY"
  | "BACKUP_KEEP_DAILY"
  | "BACKUP_S3_URL"
  | "BACKUP_S3_ACCESS_KEY_ID"
  | "BACKUP_S3_SECRET_ACCESS_KEY"
  | "BACKUP_S3_ENDPOINT"
  | "BACKUP_S3_REGION"
>;

/** Claims older than this are deleted after a backup; they only guard their own slot. */
const CLAIM_RETENTION_DAYS = 30;

/**
 * Inserts the slot's claim row; true for the one process whose insert made it. Every instance's
 * scheduler fires at the same slot, so exactly one of them takes each backup (decision 038).
 */
export async function claimBackupSlot(slot: Date, db: DB = getDb(), now = new Date()) {
  const result = await db
    .insertInto("backup_claims")
    .values({
      slot: slot.toISOString(),
      claimed_at: now.toISOString(),
      claimed_by: `${os.hostname()}:${process.pid}`,
    })
    .onConflict((oc) => oc.column("slot").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export type BackupRun = {
  file: string;
  pruned: string[];
  uploaded?: string;
  prunedRemote?: string[];
};

/**
 * One scheduled backup: claim the slot, back up into BACKUP_DIR, prune it, then (when set) upload
 * and prune the S3 copies. Null when another process had claimed the slot.
 */
export async function backupJob(
  env: BackupEnv,
  slot: Date,
  s3: S3Target | null = s3TargetFromEnv(env),
): Promise<BackupRun | null> {
  if (!(await claimBackupSlot(slot))) return null;
  const retention = { hourly: env.BACKUP_KEEP_HOURLY, daily: env.BACKUP_KEEP_DAILY };
  const dir = path.resolve(env.BACKUP_DIR);
  const file = await backupSqlite(sqlitePathFromUrl(env.DATABASE_URL), dir, slot);
  const run: BackupRun = { file, pruned: pruneLocalBackups(dir, retention) };
  if (s3) {
    run.uploaded = await uploadBackup(s3, file);
    run.prunedRemote = await pruneS3Backups(s3, retention);
  }
  const cutoff = new Date(slot.getTime() - CLAIM_RETENTION_DAYS * 86_400_000).toISOString();
  await getDb().deleteFrom("backup_claims").where("slot", "<", cutoff).execute();
  return run;
}

/** The slot a tick stands for: its minute, the same in every instance that fires for it. */
export function slotOf(now: Date) {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** The newest backup's time in `dir`, if it holds any. */
function newestBackup(dir: string): Date | null {
  if (!fs.existsSync(dir)) return null;
  const times = fs
    .readdirSync(dir)
    .map(backupTime)
    .filter((time): time is Date => time !== null);
  return times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
}

/** Starts the schedule on SQLite unless BACKUP_SCHEDULE=off; PostgreSQL has pg_dump for this. */
export function scheduleBackups(env: BackupEnv) {
  if (env.BACKUP_SCHEDULE === "off" || getDbHandle().engine !== "sqlite") return null;
  // Read now, so a BACKUP_S3_URL without credentials stops the start instead of the first run.
  const s3 = s3TargetFromEnv(env);
  // The backup-age alert reads this gauge: a restart must not make the last backup look lost.
  const newest = newestBackup(path.resolve(env.BACKUP_DIR));
  if (newest) recordBackupSuccess(newest);
  return new Cron(
    env.BACKUP_SCHEDULE,
    { timezone: "UTC", protect: true, unref: true, name: "backup" },
    async () => {
      const slot = slotOf(new Date());
      try {
        const run = await backupJob(env, slot, s3);
        if (run) {
          recordBackupSuccess();
          logger.info("backup taken", { ...run, pruned: run.pruned.length });
        }
      } catch (error) {
        // The next slot tries again; a failed backup must never take the server down.
        logger.error("backup failed", {
          slot: slot.toISOString(),
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
  );
}
