import { describe, expect, it } from "vitest";
import { Cron } from "croner";
import {
  GIGSLETTER_TIMEZONE,
  gigsletterPattern,
  scheduleGigsletter,
} from "~/server/schedules/gigsletter-schedule.server";

describe("the gig newsletter's schedule", () => {
  it("fires Monday to Friday at the hour, Helsinki time, across the change to summer time", () => {
    const cron = new Cron(gigsletterPattern(8), { timezone: GIGSLETTER_TIMEZONE, paused: true });
    // From Friday 27 March 2026 10:00 UTC: the clocks go forward on Sunday 29 March.
    const runs = cron.nextRuns(4, new Date("2026-03-27T10:00:00Z")).map((d) => d.toISOString());
    expect(runs).toEqual([
      "2026-03-30T05:00:00.000Z",
      "2026-03-31T05:00:00.000Z",
      "2026-04-01T05:00:00.000Z",
      "2026-04-02T05:00:00.000Z",
    ]);
    const winter = cron.nextRuns(1, new Date("2026-11-27T05:00:00Z"))[0]!.toISOString();
    expect(winter).toBe("2026-11-27T06:00:00.000Z");
  });

  it("is off when GIGSLETTER_SCHEDULE=off, and armed (not holding the process) when on", () => {
    expect(scheduleGigsletter({ GIGSLETTER_HOUR: 8, GIGSLETTER_SCHEDULE: "off" })).toBeNull();
    const job = scheduleGigsletter({ GIGSLETTER_HOUR: 7, GIGSLETTER_SCHEDULE: "on" })!;
    try {
      expect(job.getPattern()).toBe("0 7 * * 1-5");
      expect(job.isRunning()).toBe(true);
      expect(job.nextRun()?.getUTCHours()).toBeOneOf([4, 5]);
    } finally {
      job.stop();
    }
  });
});
