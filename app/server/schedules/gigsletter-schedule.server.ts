import { Cron } from "croner";
import { sendGigsletter } from "~/domain/gigsletter-send.server";
import type { Env } from "~/env.server";
import { recordJobSuccess } from "~/server/observability/metrics.server";
import { logger } from "~/utils/logger.server";

/*
 * The weekday gig newsletter inside the server process (croner, a maintained scheduler). Every
 * instance schedules it: the send ledger gives each subscriber one mail a day however many run
 * (app/domain/gigsletter-send.server.ts), so no instance has to be the chosen one.
 */
export const GIGSLETTER_TIMEZONE = "Europe/Helsinki";

/** Monday to Friday at the hour, Helsinki time (the send itself skips weekends too). */
export function gigsletterPattern(hour: number) {
  return `0 ${hour} * * 1-5`;
}

/** What the schedule runs at each tick; the tests call it with their own clock. */
export async function gigsletterJob(now = new Date()) {
  try {
    const summary = await sendGigsletter({ now });
    logger.info("gig newsletter run", { ...summary, recipients: undefined });
    recordJobSuccess("gigsletter");
    return summary;
  } catch (error) {
    // The next weekday's run, or a later run today from cron, picks up what this one missed.
    logger.error("gig newsletter run failed", {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

/** Starts the schedule unless GIGSLETTER_SCHEDULE=off; the timer never keeps the process alive. */
export function scheduleGigsletter(env: Pick<Env, "GIGSLETTER_HOUR" | "GIGSLETTER_SCHEDULE">) {
  if (env.GIGSLETTER_SCHEDULE === "off") return null;
  return new Cron(
    gigsletterPattern(env.GIGSLETTER_HOUR),
    // protect: a run still going at the next tick is not started twice in this process.
    { timezone: GIGSLETTER_TIMEZONE, protect: true, unref: true, name: "gigsletter" },
    async () => void (await gigsletterJob()),
  );
}
