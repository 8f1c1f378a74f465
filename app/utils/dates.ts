export const BUSINESS_TIME_ZONE = "Europe/Helsinki";

// Building an Intl.DateTimeFormat costs far more than formatting with one, and pages format a
// date per gig: each formatter is made once per process.
const HELSINKI_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const LONG_DATE = {
  fi: new Intl.DateTimeFormat("fi-FI", {
    timeZone: BUSINESS_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    timeZone: BUSINESS_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
};

/** Calendar date (YYYY-MM-DD) of an instant in Helsinki. */
export function helsinkiDate(instant: Date = new Date()): string {
  // Helsinki's offset from UTC is whole hours, so its date changes only on a whole UTC minute:
  // within one minute the answer is the same. Pages ask once or twice per gig they show.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = HELSINKI_DAY.format(instant);
    lastMinute = minute;
  }
  return lastDay;
}

let lastMinute = Number.NaN;
let lastDay = "";

/** Whole days from today (Helsinki) until a YYYY-MM-DD deadline; 0 on the day, negative after. */
export function daysUntil(deadline: string, now: Date = new Date()): number {
  const today = Date.parse(helsinkiDate(now) + "T00:00:00Z");
  const due = Date.parse(deadline.slice(0, 10) + "T00:00:00Z");
  return Math.round((due - today) / 86_400_000);
}

export function formatDate(value: string, locale: string): string {
  const date = value.length === 10 ? new Date(value + "T12:00:00Z") : new Date(value);
  return (locale === "fi" ? LONG_DATE.fi : LONG_DATE.en).format(date);
}
