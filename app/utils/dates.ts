import { helsinkiDay, helsinkiOffsetHours } from "./helsinki-time";

export const BUSINESS_TIME_ZONE = "Europe/Helsinki";

// Written out rather than asked of Intl.DateTimeFormat, whose first use costs a browser page
// tens of milliseconds of main thread (helsinki-time.ts). These are CLDR's long month names as
// Intl formats a date ("27. marraskuuta 2026", "27 November 2026"); the unit test compares them.
const MONTHS = {
  fi: [
    "tammikuuta",
    "helmikuuta",
    "maaliskuuta",
    "huhtikuuta",
    "toukokuuta",
    "kesäkuuta",
    "heinäkuuta",
    "elokuuta",
    "syyskuuta",
    "lokakuuta",
    "marraskuuta",
    "joulukuuta",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
} as const;

/** Calendar date (YYYY-MM-DD) of an instant in Helsinki. */
export function helsinkiDate(instant: Date = new Date()): string {
  return helsinkiDay(instant.getTime());
}

/** Whole days from today (Helsinki) until a YYYY-MM-DD deadline; 0 on the day, negative after. */
export function daysUntil(deadline: string, now: Date = new Date()): number {
  const today = Date.parse(helsinkiDate(now) + "T00:00:00Z");
  const due = Date.parse(deadline.slice(0, 10) + "T00:00:00Z");
  return Math.round((due - today) / 86_400_000);
}

/** A calendar date (YYYY-MM-DD) or an instant as its Helsinki date, "27 November 2026". */
export function formatDate(value: string, locale: string): string {
  const day = value.length === 10 ? value : helsinkiDay(new Date(value).getTime());
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return locale === "fi"
    ? `${date}. ${MONTHS.fi[month - 1]} ${year}`
    : `${date} ${MONTHS.en[month - 1]} ${year}`;
}

/**
 * A date as people say it this year, "28 November" ("28. marraskuuta"), with the year only when
 * it is not this year's (Helsinki).
 */
export function formatShortDate(value: string, locale: string, now: Date = new Date()): string {
  const full = formatDate(value, locale);
  const day = value.length === 10 ? value : helsinkiDay(new Date(value).getTime());
  return day.slice(0, 4) === helsinkiDate(now).slice(0, 4) ? full.replace(/ \d{4}$/, "") : full;
}

/** An instant as its Helsinki date and time, "28 November 2026, 14:05" ("… klo 14.05"). */
export function formatDateTime(value: string, locale: string): string {
  const ms = new Date(value).getTime();
  const local = new Date(ms + helsinkiOffsetHours(ms) * 3_600_000).toISOString();
  const [hours, minutes] = [local.slice(11, 13), local.slice(14, 16)];
  return locale === "fi"
    ? `${formatDate(value, locale)} klo ${hours}.${minutes}`
    : `${formatDate(value, locale)}, ${hours}:${minutes}`;
}
