/*
 * Helsinki's time without Intl. The first Intl.DateTimeFormat a browser page builds loads ICU's
 * date data: 35-120 ms of one main-thread task on the build machine's Chromium, four times that
 * on Lighthouse's mid-range phone, before the page can answer a tap. The pages only need
 * Helsinki's calendar date and UTC offset, which follow one published rule.
 *
 * Finland keeps EET (UTC+2) and EU summer time (UTC+3) from 01:00 UTC on the last Sunday of
 * March to 01:00 UTC on the last Sunday of October (since 1996; Directive 2000/84/EC).
 * tests/unit/dates.test.ts checks every day and every change of the clocks from 1996 to 2060
 * against Intl's time-zone data, so a change of the rule in a Node release fails the tests
 * rather than the pages.
 */

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year, in epoch milliseconds. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Helsinki's offset from UTC, in hours, at an instant (epoch milliseconds). */
export function helsinkiOffsetHours(epochMs: number): 2 | 3 {
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayAtOne(year, 2) && epochMs < lastSundayAtOne(year, 9);
  return summer ? 3 : 2;
}

/** Helsinki's calendar date (YYYY-MM-DD) of an instant (epoch milliseconds). */
export function helsinkiDay(epochMs: number): string {
  return new Date(epochMs + helsinkiOffsetHours(epochMs) * HOUR).toISOString().slice(0, 10);
}
