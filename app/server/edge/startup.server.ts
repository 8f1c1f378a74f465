import { ConfigError, getEnv } from "~/env.server";
import { DatabaseConfigError } from "~/db/client.server";
import { getDb } from "~/db/db.server";
import { describeDbError } from "~/db/errors.server";
import { migrateToLatest } from "~/db/migrate.server";
import { pruneExpiredRows } from "~/domain/housekeeping.server";
import { reencryptSecondFactorSecrets } from "~/domain/identity/second-factor.server";
import { applyStaffEmails, staffEmailList } from "~/domain/identity/staff-access.server";
import { recordJobSuccess } from "~/server/observability/metrics.server";
import { logger } from "~/utils/logger.server";
import { scheduleBackups } from "../schedules/backup-schedule.server";
import { scheduleCvRetention } from "../schedules/cv-retention-schedule.server";
import { scheduleGigsletter } from "../schedules/gigsletter-schedule.server";
import { scheduleNotifications } from "../schedules/notification-schedule.server";
import { beginShutdown } from "./shutdown.server";

const SHUTDOWN_GRACE_MS = 25_000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

async function housekeeping() {
  try {
    const env = getEnv();
    const pruned = await pruneExpiredRows(new Date(), {
      mailLedgerDays: env.MAIL_LEDGER_RETENTION_DAYS,
      inviteDays: env.INVITE_RETENTION_DAYS,
      auditDays: env.AUDIT_RETENTION_DAYS,
    });
    recordJobSuccess("housekeeping");
    if (Object.values(pruned).some(Boolean)) logger.info("expired rows pruned", pruned);
  } catch (error) {
    // A failed run is retried at the next interval; it must never take the server down.
    logger.warn("housekeeping failed", { error: describeDbError(error) });
  }
}

declare global {
  var __appStarted: boolean | undefined;
}

/** Runs once per process: checks the environment, migrates the database, arms shutdown logging. */
export async function startup() {
  if (globalThis.__appStarted) return;
  globalThis.__appStarted = true;
  try {
    const env = getEnv();
    // Resolved lazily elsewhere; read here so a missing or weak secret stops the start.
    void env.SESSION_SECRETS;
    const applied = await migrateToLatest(getDb());
    logger.info("server starting", {
      appEnv: env.APP_ENV,
      appUrl: env.APP_URL,
      migrationsApplied: applied,
    });
    const staff = await applyStaffEmails(staffEmailList(env.STAFF_EMAILS), env.STAFF_EMAIL_DOMAIN);
    if (staff.length) logger.info("STAFF_EMAILS granted staff", { count: staff.length });
    const reencrypted = await reencryptSecondFactorSecrets();
    if (reencrypted) logger.info("second-factor secrets encrypted anew", { count: reencrypted });
    // Inside the try: a BACKUP_S3_URL without its credentials stops the start with a message.
    const backups = scheduleBackups(env);
    if (backups) logger.info("backups scheduled", { next: backups.nextRun()?.toISOString() });
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof DatabaseConfigError
        ? error.message
        : describeDbError(error);
    logger.error(`cannot start: ${message}`);
    process.exit(1);
  }
  void housekeeping();
  setInterval(housekeeping, HOUSEKEEPING_INTERVAL_MS).unref();
  const gigsletter = scheduleGigsletter(getEnv());
  if (gigsletter)
    logger.info("gig newsletter scheduled", { next: gigsletter.nextRun()?.toISOString() });
  scheduleNotifications(getEnv());
  scheduleCvRetention(getEnv());
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      // remix-serve closes the HTTP server on the same signal; in-flight requests finish, idle
      // database connections do not hold the process. A stuck request cannot block forever.
      logger.info("shutting down", { signal });
      beginShutdown();
      setTimeout(() => {
        logger.warn("forced exit after shutdown grace period");
        process.exit(0);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }
}
