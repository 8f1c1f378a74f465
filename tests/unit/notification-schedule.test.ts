import { describe, expect, it } from "vitest";
import { scheduleNotifications } from "~/server/schedules/notification-schedule.server";

describe("the partner notifications' timers", () => {
  it("are off when NOTIFICATION_SCHEDULE=off", () => {
    expect(
      scheduleNotifications({
        DEADLINE_REMINDER_HOUR: 9,
        GIGSLETTER_HOUR: 8,
        NOTIFICATION_SCHEDULE: "off",
      }),
    ).toEqual([]);
  });

  it("remind every day at the hour, send the gig alert digest on weekdays at the newsletter's, and retry every five minutes", () => {
    const jobs = scheduleNotifications({
      DEADLINE_REMINDER_HOUR: 9,
      GIGSLETTER_HOUR: 8,
      NOTIFICATION_SCHEDULE: "on",
    });
    try {
      const [reminders, alerts, retries] = jobs;
      // Saturday 28 November 2026, 08:00 UTC is 10:00 in Helsinki: next is Sunday 09:00 (07:00Z).
      expect(
        reminders!.nextRuns(2, new Date("2026-11-28T08:00:00Z")).map((d) => d.toISOString()),
      ).toEqual(["2026-11-29T07:00:00.000Z", "2026-11-30T07:00:00.000Z"]);
      // The weekend is skipped: Monday and Tuesday at 08:00 in Helsinki (06:00Z).
      expect(
        alerts!.nextRuns(2, new Date("2026-11-28T08:00:00Z")).map((d) => d.toISOString()),
      ).toEqual(["2026-11-30T06:00:00.000Z", "2026-12-01T06:00:00.000Z"]);
      expect(
        retries!.nextRuns(2, new Date("2026-11-28T08:01:00Z")).map((d) => d.toISOString()),
      ).toEqual(["2026-11-28T08:05:00.000Z", "2026-11-28T08:10:00.000Z"]);
      expect(jobs.every((job) => job.isRunning())).toBe(true);
    } finally {
      for (const job of jobs) job.stop();
    }
  });
});
