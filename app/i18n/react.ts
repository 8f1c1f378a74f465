import type { i18n as I18n, TFunction } from "i18next";
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from "react";

/**
 * The React binding of our translators: what the components used of react-i18next (a provider
 * and `useTranslation()` for the default namespace), in a few hundred bytes instead of about
 * 2 KB gzip on every page's first visit. It takes i18next itself on the server and the
 * browser's translator (client-i18n.ts) in the browser.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation(): { t: TFunction<"translation">; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nextProvider");
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.on("languageChanged", rerender);
    return () => i18n.off("languageChanged", rerender);
  }, [i18n]);
  const language = i18n.language;
  const t = useMemo(() => memoizedT(i18n, language), [i18n, language]);
  return { t, i18n };
}

// A plain `t(key)` (no options) always gives the same string for a language, yet i18next
// resolves it afresh each time, about 3 µs: a dashboard list calls it hundreds of times per
// render (11% of My gigs' server time under load). Only found strings are kept: in the browser a
// language's other sections may still be loading, and a missing key must be looked up again.
const MEMO_MAX = 5000;
const memos = new WeakMap<I18n, Map<string, Map<string, string>>>();

export function memoizedT(i18n: I18n, language: string): TFunction<"translation"> {
  // Untyped inside: the wrapper passes every call through unchanged, whatever its overload.
  const fixed = i18n.getFixedT(language) as unknown as (...args: unknown[]) => unknown;
  let byLanguage = memos.get(i18n);
  if (!byLanguage) memos.set(i18n, (byLanguage = new Map()));
  let found = byLanguage.get(language);
  if (!found) byLanguage.set(language, (found = new Map()));
  const strings = found;
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return fixed(key, ...rest);
    const hit = strings.get(key);
    if (hit !== undefined) return hit;
    const value: unknown = fixed(key);
    if (typeof value === "string" && value !== key && strings.size < MEMO_MAX)
      strings.set(key, value);
    return value;
  };
  return t as unknown as TFunction<"translation">;
}
