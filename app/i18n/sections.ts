import type { BrowserTranslation } from "./locales/en";

/** A top-level part of the browser's strings (`nav`, `gigs`, `auth`...). */
export type Section = keyof BrowserTranslation;

/**
 * What a route module's `handle.i18n` lists: the sections its components (and the messages its
 * action may return) use. A public page's first visit then carries only those strings; a route
 * that lists none gets the whole language, so a forgotten list costs bytes, never raw keys.
 */
export type TranslationHandle = { i18n?: readonly Section[] };

/** What the layout around every page uses: header, footer, toasts, error page, modal. */
export const SHELL_SECTIONS: readonly Section[] = [
  "product",
  "meta",
  "nav",
  "footer",
  "language",
  "toast",
  "errors",
  "version",
  "modal",
  // The cookie banner shows on any page once analytics is configured.
  "consent",
];

type Match = { id: string; handle?: unknown };

/** The sections the matched routes need, or "all" when a route does not list its own. */
export function neededSections(matches: readonly Match[]): readonly Section[] | "all" {
  const needed = new Set(SHELL_SECTIONS);
  for (const match of matches) {
    if (match.id === "root") continue;
    const listed = (match.handle as TranslationHandle | undefined)?.i18n;
    if (!listed) return "all";
    for (const section of listed) needed.add(section);
  }
  return [...needed];
}
