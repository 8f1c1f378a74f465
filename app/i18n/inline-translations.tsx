import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Tree } from "./client-i18n";
import { neededSections } from "./sections";

const ID = "page-translations";

/** The strings a public page's first visit brings along, or null when it needs the whole language. */
export function readInlineTranslations(): Tree | null {
  const text = document.getElementById(ID)?.textContent;
  return text ? (JSON.parse(text) as Tree) : null;
}

// Read once: the element keeps what the server sent, whatever page the browser shows later.
const sent = typeof document === "undefined" ? "" : (document.getElementById(ID)?.innerHTML ?? "");

/**
 * The sections of the language the page's routes list (handle.i18n), as JSON in the document.
 * The page's HTML already holds most of these words, so they cost little once compressed, and
 * the browser needs no language file before it can hydrate. A page with a route that lists no
 * sections gets nothing here: the browser loads the whole language file instead.
 */
export function InlineTranslations() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  if (typeof document !== "undefined")
    return sent ? (
      <script
        id={ID}
        type="application/json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: sent }}
      />
    ) : null;
  const sections = neededSections(matches);
  if (sections === "all") return null;
  const json = sectionsJson(i18n.language, sections, () => {
    const bundle = i18n.getResourceBundle(i18n.language, "translation") as Record<string, unknown>;
    return Object.fromEntries(sections.map((section) => [section, bundle[section]]));
  });
  return <script id={ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/*
 * The server's strings never change while it runs, and the routes' lists make a few dozen
 * combinations per language: each is serialised once (40 KB a page otherwise, on every render).
 */
const serialised = new Map<string, string>();

export function sectionsJson(
  language: string,
  sections: readonly string[],
  pick: () => Record<string, unknown>,
) {
  const key = `${language}:${sections.join(",")}`;
  let json = serialised.get(key);
  if (json === undefined) {
    // `<` escaped so no string can close the script element.
    json = JSON.stringify(pick()).replace(/</g, "\\u003c");
    serialised.set(key, json);
  }
  return json;
}
