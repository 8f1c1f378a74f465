import { describe, expect, it } from "vitest";
import {
  daysUntil,
  formatDate,
  formatDateTime,
  formatShortDate,
  helsinkiDate,
} from "~/utils/dates";
import { helsinkiOffsetHours } from "~/utils/helsinki-time";

// Intl's time-zone data (Node's ICU) is the reference the Intl-free functions are held to.
const zone = { timeZone: "Europe/Helsinki" } as const;
const intlDay = new Intl.DateTimeFormat("en-CA", { ...zone, dateStyle: "short" });
const intlOffset = new Intl.DateTimeFormat("en-US", { ...zone, timeZoneName: "longOffset" });
const intlLong = {
  fi: new Intl.DateTimeFormat("fi-FI", { ...zone, day: "numeric", month: "long", year: "numeric" }),
  en: new Intl.DateTimeFormat("en-GB", { ...zone, day: "numeric", month: "long", year: "numeric" }),
};
const HOUR = 3_600_000;
// Summer time ended in September until 1995; the rule has been the same since 1996.
const FIRST_YEAR = 1996;
const LAST_YEAR = 2060;

/**
 * The instants around which Intl says Helsinki's offset changes: the days whose offset differs
 * from the next day's, then the hour within them. (Hour by hour through every year asked ICU
 * 1.1 million times and took over 20 s on a slow machine.)
 */
function offsetChanges(year: number): number[] {
  const changes: number[] = [];
  const offset = (ms: number) =>
    intlOffset.formatToParts(ms).find((p) => p.type === "timeZoneName")!.value;
  for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 24 * HOUR) {
    if (offset(day) === offset(day + 24 * HOUR)) continue;
    for (let ms = day; ms < day + 24 * HOUR; ms += HOUR)
      if (offset(ms) !== offset(ms + HOUR)) changes.push(ms + HOUR);
  }
  return changes;
}

describe("Helsinki time without Intl, against Intl's time-zone data", () => {
  it(`has the offset and the date of every quarter hour around each change of the clocks, ${FIRST_YEAR}-${LAST_YEAR}`, () => {
    let checked = 0;
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      const changes = offsetChanges(year);
      expect(changes).toHaveLength(2);
      for (const change of changes)
        for (let ms = change - 26 * HOUR; ms <= change + 26 * HOUR; ms += HOUR / 4) {
          const name = intlOffset.formatToParts(ms).find((p) => p.type === "timeZoneName")!.value;
          expect(`GMT+0${helsinkiOffsetHours(ms)}:00`, new Date(ms).toISOString()).toBe(name);
          expect(helsinkiDate(new Date(ms))).toBe(intlDay.format(ms));
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(2 * (LAST_YEAR - FIRST_YEAR) * 200);
  });

  it(`formats every calendar date ${FIRST_YEAR}-${LAST_YEAR} as Intl does, in both languages`, () => {
    for (
      let ms = Date.UTC(FIRST_YEAR, 0, 1, 12);
      ms < Date.UTC(LAST_YEAR + 1, 0, 1);
      ms += 24 * HOUR
    ) {
      const day = new Date(ms).toISOString().slice(0, 10);
      expect(formatDate(day, "fi")).toBe(intlLong.fi.format(ms));
      expect(formatDate(day, "en")).toBe(intlLong.en.format(ms));
    }
  });

  it("formats an instant as its Helsinki date, on either side of midnight and of a change", () => {
    const instants = [
      "2026-11-24T21:59:59.999Z",
      "2026-11-24T22:00:00.000Z",
      "2026-03-28T21:59:59.999Z",
      "2026-03-28T22:00:00.000Z",
      "2026-03-29T00:59:59.999Z",
      "2026-03-29T01:00:00.000Z",
      "2026-07-01T20:59:59.999Z",
      "2026-07-01T21:00:00.000Z",
      "2026-10-25T00:59:59.999Z",
      "2026-10-25T01:00:00.000Z",
      "2026-12-31T22:00:00.000Z",
    ];
    for (const instant of instants)
      for (const locale of ["fi", "en"] as const)
        expect(formatDate(instant, locale), `${instant} ${locale}`).toBe(
          intlLong[locale].format(new Date(instant)),
        );
  });
});

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

describe("short dates and date-times for people", () => {
  it("leaves out this year's year, keeps another year's", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    expect(formatShortDate("2026-11-28T10:00:00Z", "en", now)).toBe("28 November");
    expect(formatShortDate("2026-11-28", "fi", now)).toBe("28. marraskuuta");
    expect(formatShortDate("2025-12-31", "en", now)).toBe("31 December 2025");
  });

  it("gives an instant's Helsinki date and time, as Intl does", () => {
    for (const instant of ["2026-11-28T12:05:00.000Z", "2026-07-01T21:30:00.000Z"]) {
      const ms = Date.parse(instant);
      const time = (lang: string) =>
        new Intl.DateTimeFormat(lang, {
          ...zone,
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).format(ms);
      expect(formatDateTime(instant, "en")).toBe(`${intlLong.en.format(ms)}, ${time("en-GB")}`);
      expect(formatDateTime(instant, "fi")).toBe(`${intlLong.fi.format(ms)} klo ${time("fi-FI")}`);
    }
  });
});
