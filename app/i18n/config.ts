import en from "./locales/en";
import fi from "./locales/fi";

export const SUPPORTED_LOCALES = ["en", "fi"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

// Both locales are bundled: a few kilobytes, and no extra request on a slow phone.
export const resources = { en: { translation: en }, fi: { translation: fi } };

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "translation",
  ns: ["translation"],
  interpolation: { escapeValue: false },
  resources,
};
