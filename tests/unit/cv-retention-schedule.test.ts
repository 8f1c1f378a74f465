import { describe, expect, it } from "vitest";
import { scheduleCvRetention } from "~/server/schedules/cv-retention-schedule.server";

describe("the CV retention sweep's timer", () => {
  it("is off when CV_RETENTION_SCHEDULE=off", () => {
    expect(scheduleCvRetention({ CV_RETENTION_MONTHS: 24, CV_RETENTION_SCHEDULE: "off" })).toBe(
      null,
    );
  });

  it("runs every hour", () => {
    const job = scheduleCvRetention({ CV_RETENTION_MONTHS: 24, CV_RETENTION_SCHEDULE: "on" })!;
    try {
      expect(job.nextRuns(2, new Date("2026-11-28T08:20:00Z")).map((d) => d.toISOString())).toEqual(
        ["2026-11-28T09:17:00.000Z", "2026-11-28T10:17:00.000Z"],
      );
      expect(job.isRunning()).toBe(true);
    } finally {
      job.stop();
    }
  });
});
