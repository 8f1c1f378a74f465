import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, i18nConfig, isLocale, type Locale } from "./config";

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    // `?lng=fi` gives each language its own address for search engines (hreflang in root). It
    // comes after the cookie: crawlers send none, and a visitor's own choice (the language
    // switcher keeps the query string when it returns) stays in force.
    order: ["cookie", "searchParams", "header"],
    searchParamKey: "lng",
  },
  i18next: i18nConfig,
});

/** Locale of the request; an unknown or malformed cookie value falls back to the header, then English. */
export async function getLocale(request: Request): Promise<Locale> {
  try {
    const locale = await i18next.getLocale(request);
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

const loadFixedT = (locale: Locale) => i18next.getFixedT(locale);
type FixedT = Awaited<ReturnType<typeof loadFixedT>>;

// remix-i18next builds a new i18next instance on every getFixedT call; a fixed t never changes
// its language, so one per language serves every request.
const fixedTs = new Map<Locale, Promise<FixedT>>();

export async function getFixedTFor(locale: Locale): Promise<FixedT> {
  let t = fixedTs.get(locale);
  if (!t) {
    t = loadFixedT(locale);
    fixedTs.set(locale, t);
  }
  return t;
}

export async function getT(request: Request) {
  const locale = await getLocale(request);
  return { t: await getFixedTFor(locale), locale };
}
