import type { i18n as I18n } from "i18next";

type Translate = (...args: unknown[]) => unknown;

// A plain `t(key)` (no options) always gives the same string for a language, yet i18next
// resolves it afresh each time, about 3 µs: a dashboard list calls it hundreds of times per
// render (11% of My gigs' server time under load). The server's instances keep what they found;
// the browser's translator is left alone (its bundle is at the first-visit budget, and a browser
// renders one page, not hundreds a second).
const MEMO_MAX = 5000;
// Calls with values (`t("gigs.daysLeft", { count: 3 })`, a card's rate) are kept too, when every
// value is a string, number or boolean: the string is then a function of the key and the values.
// Their variety has no bound (names, amounts), so that memo is emptied when full rather than
// closed, and long keys are not kept.
const WITH_VALUES_MAX = 5000;
const WITH_VALUES_KEY_MAX = 300;

function valuesKey(key: string, options: unknown): string | null {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  let memoKey = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return null;
    memoKey += `\u0001${name}\u0002${type[0]}${String(value)}`;
    if (memoKey.length > WITH_VALUES_KEY_MAX) return null;
  }
  return memoKey;
}

function memoized(fixed: Translate): Translate {
  const strings = new Map<string, string>();
  const withValues = new Map<string, string>();
  return (key, ...rest) => {
    if (typeof key !== "string") return fixed(key, ...rest);
    if (rest.length > 0) {
      const memoKey = rest.length === 1 ? valuesKey(key, rest[0]) : null;
      if (memoKey === null) return fixed(key, ...rest);
      const hit = withValues.get(memoKey);
      if (hit !== undefined) return hit;
      const value = fixed(key, ...rest);
      if (typeof value === "string" && value !== key) {
        if (withValues.size >= WITH_VALUES_MAX) withValues.clear();
        withValues.set(memoKey, value);
      }
      return value;
    }
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
