/**
 * The content pages' Markdown, one module per locale and page (app/content/<locale>/<slug>.ts).
 *
 * Each module default-exports a Markdown string that starts with a small front matter block:
 *
 *     ---
 *     title: Terms of use
 *     description: One sentence for search engines and link previews.
 *     version: 2023-06-01        (optional: date of the latest version, YYYY-MM-DD)
 *     ---
 *
 * The pages are TypeScript modules rather than .md files so that they are bundled into the server
 * build (no file system access at run time) without a loader: the Remix compiler would treat an
 * imported `.md` file as MDX. Write the Markdown inside a template string: escape backticks and
 * "${" with a backslash.
 */
import type { Locale } from "~/i18n/config";
import type { ContentPageSlug } from "./pages";
import enAboutGigpartners from "./en/about-gigpartners";
import enDiscoverThePower from "./en/discover-the-power";
import enFaq from "./en/faq";
import enGetInTouch from "./en/get-in-touch";
import enGetStarted from "./en/get-started";
import enGrowWithUs from "./en/grow-with-us";
import enPrivacyPolicy from "./en/privacy-policy";
import enTermsOfUse from "./en/terms-of-use";
import fiAboutGigpartners from "./fi/about-gigpartners";
import fiDiscoverThePower from "./fi/discover-the-power";
import fiFaq from "./fi/faq";
import fiGetInTouch from "./fi/get-in-touch";
import fiGetStarted from "./fi/get-started";
import fiGrowWithUs from "./fi/grow-with-us";
import fiPrivacyPolicy from "./fi/privacy-policy";
import fiTermsOfUse from "./fi/terms-of-use";

export type ContentEntry = {
  title: string;
  description: string;
  /** Markdown without the front matter. */
  body: string;
  /** Date of the latest version (YYYY-MM-DD), for the terms and the privacy policy. */
  version?: string;
};

const SOURCES: Record<Locale, Record<ContentPageSlug, string>> = {
  en: {
    "grow-with-us": enGrowWithUs,
    faq: enFaq,
    "get-started": enGetStarted,
    "about-gigpartners": enAboutGigpartners,
    "get-in-touch": enGetInTouch,
    "terms-of-use": enTermsOfUse,
    "privacy-policy": enPrivacyPolicy,
    "discover-the-power": enDiscoverThePower,
  },
  fi: {
    "grow-with-us": fiGrowWithUs,
    faq: fiFaq,
    "get-started": fiGetStarted,
    "about-gigpartners": fiAboutGigpartners,
    "get-in-touch": fiGetInTouch,
    "terms-of-use": fiTermsOfUse,
    "privacy-policy": fiPrivacyPolicy,
    "discover-the-power": fiDiscoverThePower,
  },
};

/** Splits `---`-delimited `key: value` front matter from the Markdown body. */
export function parseFrontMatter(source: string): {
  attributes: Record<string, string>;
  body: string;
} {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { attributes: {}, body: source };
  const attributes: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const value = line.slice(colon + 1).trim();
    attributes[line.slice(0, colon).trim()] = value.replace(/^(["'])(.*)\1$/, "$2");
  }
  return { attributes, body: source.slice(match[0].length) };
}

function toEntry(source: string, where: string): ContentEntry {
  const { attributes, body } = parseFrontMatter(source);
  if (!attributes.title || !attributes.description)
    throw new Error(`Content page ${where} needs a title and a description in its front matter.`);
  if (attributes.version && !/^\d{4}-\d{2}-\d{2}$/.test(attributes.version))
    throw new Error(`Content page ${where}: version must be a YYYY-MM-DD date.`);
  return {
    title: attributes.title,
    description: attributes.description,
    body: body.trim(),
    ...(attributes.version ? { version: attributes.version } : {}),
  };
}

const entries = new Map<string, ContentEntry>();

/** A content page's Markdown and front matter in a locale (parsed once per process). */
export function getContentEntry(locale: Locale, slug: ContentPageSlug): ContentEntry {
  const key = `${locale}/${slug}`;
  let entry = entries.get(key);
  if (!entry) {
    entry = toEntry(SOURCES[locale][slug], key);
    entries.set(key, entry);
  }
  return entry;
}
