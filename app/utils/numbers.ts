/*
 * Counts for the browser without Intl: a page's first Intl.NumberFormat loads ICU's data, 40-60
 * ms of main thread on the build machine's Chromium before the page answers a tap
 * (docs/decisions/025-no-intl-while-a-page-loads.md). tests/unit/numbers.test.ts holds it to Intl.
 */
import type { Locale } from "~/i18n/config";

/** Thousands separators as each language writes them: "12,345" and "12 345" (no-break space). */
const GROUP = { en: ",", fi: "\u00a0" } as const;

/** A count as `toLocaleString` writes it, for the site's languages. */
export function formatCount(n: number, locale: string): string {
  const group = GROUP[locale as Locale];
  // Anything but a whole count (never on our pages) is left to Intl.
  if (!group || !Number.isSafeInteger(n) || n < 0) return n.toLocaleString(locale);
  return String(n).replace(/\B(?=(\d{3})+$)/g, group);
}
