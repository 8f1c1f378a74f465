import { getContentEntry } from "~/content";
import type { Locale } from "~/i18n/config";
import { getEnv } from "~/env.server";
import { formatDate } from "~/utils/dates";
import { ABOUT_US_PAGES, FAQ_PAGES, type ContentPageSlug } from "~/content/pages";
import { renderFaq, renderMarkdown, type FaqItem } from "./markdown.server";

export type ContentPageData = {
  slug: ContentPageSlug;
  title: string;
  description: string;
  /** Latest version of the terms or policy: ISO date and its text in the page's language. */
  version: { date: string; text: string } | null;
  /** Sanitised HTML of the body; for an FAQ page, the introduction before the first question. */
  html: string;
  faq: FaqItem[] | null;
};

type Rendered = Pick<ContentPageData, "html" | "faq">;
const rendered = new Map<string, Rendered>();

function siteOrigin(): string | undefined {
  try {
    return new URL(getEnv().APP_URL).origin;
  } catch {
    return undefined;
  }
}

/**
 * The settings a page's Markdown names as `{{name}}`: the privacy policy states the CV retention
 * period the sweep applies (CV_RETENTION_MONTHS, decision 051), so the two cannot differ.
 */
function settingsIn(body: string, locale: Locale): string {
  const months = getEnv().CV_RETENTION_MONTHS;
  const period =
    locale === "fi"
      ? `${months} ${months === 1 ? "kuukausi" : "kuukautta"}`
      : `${months} ${months === 1 ? "month" : "months"}`;
  return body.replaceAll("{{cvRetentionPeriod}}", period);
}

/** A content page in a locale; the Markdown is static, so its HTML is rendered once per process. */
export function getContentPage(locale: Locale, slug: ContentPageSlug): ContentPageData {
  const entry = getContentEntry(locale, slug);
  const key = `${locale}/${slug}`;
  let body = rendered.get(key);
  if (!body) {
    const origin = siteOrigin();
    if (FAQ_PAGES.includes(slug)) {
      const { introHtml, items } = renderFaq(settingsIn(entry.body, locale), { origin });
      body = { html: introHtml, faq: items };
    } else {
      body = { html: renderMarkdown(settingsIn(entry.body, locale), { origin }), faq: null };
    }
    rendered.set(key, body);
  }
  return {
    slug,
    title: entry.title,
    description: entry.description,
    version: entry.version
      ? { date: entry.version, text: formatDate(entry.version, locale) }
      : null,
    ...body,
  };
}

/** The about-us section's pages and their titles, for its sub-navigation. */
export function aboutUsNav(locale: Locale) {
  return ABOUT_US_PAGES.map((slug) => ({ slug, title: getContentEntry(locale, slug).title }));
}
