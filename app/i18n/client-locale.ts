import { useMatches, useNavigation } from "@remix-run/react";
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

/**
 * Holds back a page until its strings are in the browser. A public page's first visit brings
 * only its own sections (in the document, see InlineTranslations); a client navigation to a
 * page that needs more suspends here while the whole language loads. Navigations render in a
 * transition, so the previous page stays on screen meanwhile: no raw keys, no fallback.
 */
export function usePageTranslations(locale: Locale) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const partial = partialLanguages(i18n);
  const needed = neededSections(matches);
  if (partial && !partial.covers(i18n.language as Locale, needed))
    throw partial.loadAll(i18n.language as Locale);

  // The whole language starts loading with the first navigation, beside the next page's data
  // and code: held back until both are in, the next page is mostly not held back any longer.
  // (Meanwhile the address bar already shows the new page's address above the old page.)
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating && partial && !partial.covers(i18n.language as Locale, "all"))
      partial.loadAll(i18n.language as Locale).catch(() => undefined);
  }, [navigating, partial, i18n]);

  // Follows the language the server chose (after the switcher's post), loading it first.
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
