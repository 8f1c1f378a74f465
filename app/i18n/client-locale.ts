import type { i18n as I18n } from "i18next";
import { useMatches } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { partialLanguages } from "./client-i18n";
import type { Locale } from "./config";
import { neededSections } from "./sections";

/**
 * One language's strings, as its own chunk: the browser loads only the page's language (both
 * cost about twice the bytes on a first visit), and the other one only when the user switches.
 */
export async function loadLocale(locale: Locale) {
  return locale === "fi"
    ? (await import("./locales/fi")).default
    : (await import("./locales/en")).default;
}

/** The browser's translator, for the root's clientLoader (set once, before hydration). */
let browserI18n: I18n | undefined;

export function setBrowserI18n(i18n: I18n) {
  browserI18n = i18n;
}

/**
 * Resolves once the whole of `locale` is in the browser (at once when it already is). A failed
 * load (offline) does not fail the navigation: the page then waits in `usePageTranslations`.
 */
export async function wholeLanguage(locale: Locale = browserI18n?.language as Locale) {
  const partial = browserI18n && partialLanguages(browserI18n);
  if (!partial || partial.covers(locale, "all")) return;
  await partial.loadAll(locale).catch(() => undefined);
}

/**
 * Holds back a page until its strings are in the browser. A public page's first visit brings
 * only its own sections (in the document, see InlineTranslations); the root's clientLoader
 * loads the whole language beside the next page's data, so a navigation commits with its
 * strings in place. Should they still be missing (the load failed), the page suspends here
 * while they load again: no raw keys, no fallback.
 */
export function usePageTranslations(locale: Locale) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const partial = partialLanguages(i18n);
  const needed = neededSections(matches);
  if (partial && !partial.covers(i18n.language as Locale, needed))
    throw partial.loadAll(i18n.language as Locale);

  // Follows the language the server chose (after the switcher's post); the clientLoader has
  // normally loaded it already.
  useEffect(() => {
    if (i18n.language === locale) return;
    let current = true;
    void (async () => {
      if (partial && !partial.covers(locale, "all")) await partial.loadAll(locale);
      if (current) await i18n.changeLanguage(locale);
    })();
    return () => {
      current = false;
    };
  }, [i18n, locale, partial]);
}
