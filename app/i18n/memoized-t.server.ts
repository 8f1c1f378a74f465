import type { i18n as I18n } from "i18next";

type Translate = (...args: unknown[]) => unknown;

// A plain `t(key)` (no options) always gives the same string for a language, yet i18next
// resolves it afresh each time, about 3 µs: a dashboard list calls it hundreds of times per
// render (11% of My gigs' server time under load). The server's instances keep what they found;
// the browser's translator is left alone (its bundle is at the first-visit budget, and a browser
// renders one page, not hundreds a second).
const MEMO_MAX = 5000;

function memoized(fixed: Translate): Translate {
  const strings = new Map<string, string>();
  return (key, ...rest) => {
    if (rest.length > 0 || typeof key !== "string") return fixed(key, ...rest);
    const hit = strings.get(key);
    if (hit !== undefined) return hit;
    const value = fixed(key);
    // A missing key gives the key back: never kept, so a resource added later is found.
    if (typeof value === "string" && value !== key && strings.size < MEMO_MAX)
      strings.set(key, value);
    return value;
  };
}

/**
 * Makes `i18n.getFixedT(language)` (what useTranslation asks for in every component) return one
 * memoized translator per language; other calls (a namespace, a key prefix) are left as they are.
 */
export function withMemoizedT(i18n: I18n): I18n {
  const original = i18n.getFixedT.bind(i18n) as unknown as Translate;
  const byLanguage = new Map<string, Translate>();
  i18n.getFixedT = ((...args: unknown[]) => {
    const [language] = args;
    if (args.length !== 1 || typeof language !== "string") return original(...args);
    let t = byLanguage.get(language);
    if (!t) byLanguage.set(language, (t = memoized(original(language) as Translate)));
    return t;
  }) as unknown as I18n["getFixedT"];
  return i18n;
}
