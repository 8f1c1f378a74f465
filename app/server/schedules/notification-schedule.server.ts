import { Cron } from "croner";
import { sendDailyGigAlerts, sweepGigAlerts } from "~/domain/gig-alerts.server";
import { gigAlertMatcher } from "~/domain/gig-alert-matches.server";
import { sweepConsentRequests } from "~/domain/expert-consent-mail.server";
import {
  sendDeadlineReminders,
  sweepNotifications,
} from "~/domain/newsletter/notifications.server";
import type { Env } from "~/env.server";
import { recordJobSuccess, type JobName } from "~/server/observability/metrics.server";
import { logger } from "~/utils/logger.server";
import { GIGSLETTER_TIMEZONE, gigsletterPattern } from "./gigsletter-schedule.server";

/*
 * The partner notifications' timers in each server process: the daily offer-deadline reminders,
 * the weekday gig alert digest at the newsletter's hour and, every five minutes, the retry of
 * notifications that failed or that a crashed process left unsent (gig alerts' instant fan-outs
 * too). Every instance runs them; the send ledger gives each mail to one of them.
 */
export const SWEEP_PATTERN = "*/5 * * * *";

export function deadlineReminderPattern(hour: number) {
  return `0 ${hour} * * *`;
}

function logged(what: string, name: JobName, job: () => Promise<{ sent: number; failed: number }>) {
  return async () => {
    try {
      const summary = await job();
      recordJobSuccess(name);
      if (summary.sent || summary.failed) logger.info(what, summary);
    } catch (error) {
      // The next tick tries again; a timer must never take the server down.
      logger.error(`${what} failed`, {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
}

/**
 * The retries' tick: notifications first, then the experts' consent requests, then gig alerts
 * whose fan-out did not finish.
 */
export async function sweepJob(now = new Date()) {
  const notifications = await sweepNotifications(now);
  const consents = await sweepConsentRequests(now);
  const alerts = await sweepGigAlerts(gigAlertMatcher(), now);
  return {
    sent: notifications.sent + consents.sent + alerts.sent,
    failed: notifications.failed + consents.failed + alerts.failed,
    skipped: notifications.skipped + consents.skipped + alerts.skipped,
  };
}

/** Starts the timers unless NOTIFICATION_SCHEDULE=off; they never keep the process alive. */
export function scheduleNotifications(
  env: Pick<Env, "DEADLINE_REMINDER_HOUR" | "NOTIFICATION_SCHEDULE" | "GIGSLETTER_HOUR">,
) {
  if (env.NOTIFICATION_SCHEDULE === "off") return [];
  const options = { timezone: GIGSLETTER_TIMEZONE, protect: true, unref: true };
  return [
    new Cron(
      deadlineReminderPattern(env.DEADLINE_REMINDER_HOUR),
      { ...options, name: "deadline-reminders" },
      logged("offer deadline reminders", "deadline-reminders", () => sendDeadlineReminders()),
    ),
    new Cron(
      gigsletterPattern(env.GIGSLETTER_HOUR),
      { ...options, name: "gig-alerts" },
      logged("daily gig alerts", "gig-alerts", () =>
        sendDailyGigAlerts({ findMatches: gigAlertMatcher() }),
      ),
    ),
    new Cron(
      SWEEP_PATTERN,
      { ...options, name: "notification-retries" },
      logged("notification retries", "notification-retries", () => sweepJob()),
    ),
  ];
}
