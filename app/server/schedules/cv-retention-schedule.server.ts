import { Cron } from "croner";
import { sweepCvRetention, type CvRetentionRun } from "~/domain/experts/cv-retention.server";
import type { Env } from "~/env.server";
import { recordJobSuccess } from "~/server/observability/metrics.server";
import { logger } from "~/utils/logger.server";
import { GIGSLETTER_TIMEZONE } from "./gigsletter-schedule.server";

/*
 * The CV retention sweep in each server process, hourly (decision 051): notices CVs whose period
 * ends within 30 days and deletes those noticed 30 days ago or more. Every instance runs it; the
 * notice rows and the row lock give each notice and each deletion to one of them.
 */
export const CV_RETENTION_PATTERN = "17 * * * *";

/** What the schedule runs at each tick; the tests call it with their own clock. */
export async function cvRetentionJob(
  env: Pick<Env, "CV_RETENTION_MONTHS">,
  now = new Date(),
): Promise<CvRetentionRun | null> {
  try {
    const run = await sweepCvRetention({ now, months: env.CV_RETENTION_MONTHS });
    recordJobSuccess("cv-retention");
    const { noticed, deleted, cleared, mails } = run;
    if (noticed || deleted || cleared || mails.failed)
      logger.info("cv retention run", { noticed, deleted, cleared, ...mails });
    return run;
  } catch (error) {
    // The next hour tries again; a timer must never take the server down.
    logger.error("cv retention run failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** Starts the hourly sweep unless CV_RETENTION_SCHEDULE=off; it never keeps the process alive. */
export function scheduleCvRetention(
  env: Pick<Env, "CV_RETENTION_MONTHS" | "CV_RETENTION_SCHEDULE">,
) {
  if (env.CV_RETENTION_SCHEDULE === "off") return null;
  return new Cron(
    CV_RETENTION_PATTERN,
    { timezone: GIGSLETTER_TIMEZONE, protect: true, unref: true, name: "cv-retention" },
    async () => void (await cvRetentionJob(env)),
  );
}
