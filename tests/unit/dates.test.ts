import { describe, expect, it } from "vitest";
import { daysUntil, helsinkiDate } from "~/utils/dates";

describe("Helsinki dates", () => {
  it("uses the Helsinki calendar day, not UTC", () => {
    // 22:30 UTC on 31 Jan is already 1 Feb in Helsinki (UTC+2).
    expect(helsinkiDate(new Date("2026-01-31T22:30:00Z"))).toBe("2026-02-01");
  });

  it("turns the day at Helsinki's midnight exactly, in winter and summer, in any order", () => {
    // The day is kept per UTC minute: each pair differs by one millisecond across midnight.
    const instants: Array<[string, string]> = [
      ["2026-11-24T21:59:59.999Z", "2026-11-24"],
      ["2026-11-24T22:00:00.000Z", "2026-11-25"],
      ["2026-11-24T21:59:59.999Z", "2026-11-24"],
      ["2026-07-01T20:59:59.999Z", "2026-07-01"],
      ["2026-07-01T21:00:00.000Z", "2026-07-02"],
      // The night of the change to summer time: midnight is still UTC+2.
      ["2026-03-28T21:59:59.999Z", "2026-03-28"],
      ["2026-03-28T22:00:00.000Z", "2026-03-29"],
      ["2026-11-24T22:00:00.001Z", "2026-11-25"],
    ];
    for (const [instant, day] of instants) expect(helsinkiDate(new Date(instant))).toBe(day);
  });

  it("counts days left until a deadline", () => {
    const now = new Date("2026-03-10T10:00:00Z");
    expect(daysUntil("2026-03-10", now)).toBe(0);
    expect(daysUntil("2026-03-11", now)).toBe(1);
    expect(daysUntil("2026-03-20", now)).toBe(10);
    expect(daysUntil("2026-03-09", now)).toBe(-1);
  });

  it("is not off by one across the daylight saving change", () => {
    const now = new Date("2026-03-28T12:00:00Z");
    expect(daysUntil("2026-03-30", now)).toBe(2);
  });
});
