/*
 * Counts for the browser without Intl: a page's first Intl.NumberFormat or Intl.PluralRules
 * loads ICU's data, 40-60 ms (numbers) and 4-7 ms (plurals) of main thread on the build
 * machine's Chromium before the page answers a tap. The two languages' rules are short;
 * tests/unit/numbers.test.ts holds them to Intl.
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

/**
 * The plural category of a count. For whole numbers English and Finnish both have "one" for 1
 * and -1 and "other" for the rest; a fraction (Intl rounds it first) or another language is
 * asked of Intl.
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  if (!(locale in GROUP) || !Number.isInteger(count))
    return new Intl.PluralRules(locale).select(count);
  return Math.abs(count) === 1 ? "one" : "other";
}
