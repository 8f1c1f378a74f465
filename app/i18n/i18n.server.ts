import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, i18nConfig, isLocale, type Locale } from "./config";
import { resources } from "./resources.server";

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
    // `?lng=fi` gives each language its own address for search engines (hreflang in root) and
    // is a visitor's choice as much as the language buttons are: it wins over the cookie, and
    // the root loader stores it in the cookie so the next page keeps it (urlLocaleCookie).
    order: ["searchParams", "cookie", "header"],
    searchParamKey: "lng",
  },
  i18next: { ...i18nConfig, resources },
});

/** Locale of the request; an unknown or malformed cookie value falls back to the header, then English. */
export async function getLocale(request: Request): Promise<Locale> {
  const key = localeInputs(request);
  const known = key === null ? undefined : localesByInputs.get(key);
  if (known) return known;
  let locale: Locale = DEFAULT_LOCALE;
  try {
    const detected = await i18next.getLocale(request);
    if (isLocale(detected)) locale = detected;
  } catch {
    // a malformed cookie or header: English
  }
  if (key === null) return locale;
  if (localesByInputs.size >= LOCALE_MEMO_SIZE) localesByInputs.clear();
  localesByInputs.set(key, locale);
  return locale;
}

// Each loader of a view and the render ask for the locale, and the detection parses
// Accept-Language into Intl locales every time: 1–2% of a dashboard page. The answer depends only
// on the `lng` parameter, the Cookie header and Accept-Language, so it is kept per those, read
// exactly as the detection reads them (the parameter through the same URL parser, the headers
// whole), so no request can file an answer under another request's key. At most 2,000 keys of at
// most 1,024 characters (a full memo starts over; a longer one is not kept): about 2 MB at most.
const LOCALE_MEMO_SIZE = 2000;
const MAX_LOCALE_KEY_LENGTH = 1024;
const localesByInputs = new Map<string, Locale>();

function localeInputs(request: Request): string | null {
  const cookie = request.headers.get("Cookie") ?? "";
  const acceptLanguage = request.headers.get("Accept-Language") ?? "";
  const lng = request.url.includes("?") ? new URL(request.url).searchParams.get("lng") : null;
  // "?lng=" is not the same as no parameter: the detection stops at an empty one.
  const key = `${lng === null ? "-" : `=${lng}`}\n${cookie}\n${acceptLanguage}`;
  return key.length <= MAX_LOCALE_KEY_LENGTH ? key : null;
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

/**
 * The Set-Cookie header that keeps a language chosen by `?lng=` for the next pages, or null when
 * the URL names none (or an unknown one) or the cookie already holds it.
 */
export async function urlLocaleCookie(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get("lng");
  if (!isLocale(fromUrl)) return null;
  let stored: unknown = null;
  try {
    stored = await localeCookie.parse(request.headers.get("Cookie"));
  } catch {
    // a malformed cookie is replaced
  }
  return stored === fromUrl ? null : localeCookie.serialize(fromUrl);
}
