import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "./config";

/**
 * One language's strings, as its own chunk: the browser loads only the page's language (both
 * cost about twice the bytes on a first visit), and the other one only when the user switches.
 */
export async function loadLocale(locale: Locale) {
  return locale === "fi"
    ? (await import("./locales/fi")).default
    : (await import("./locales/en")).default;
}

/** Follows the language the server chose (after the switcher's post), loading it first. */
export function useLocale(locale: Locale) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === locale) return;
    let current = true;
    void (async () => {
      if (!i18n.hasResourceBundle(locale, "translation"))
        i18n.addResourceBundle(locale, "translation", await loadLocale(locale));
      if (current) await i18n.changeLanguage(locale);
    })();
    return () => {
      current = false;
    };
  }, [i18n, locale]);
}
