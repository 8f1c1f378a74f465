/**
 * Content page slugs, shared by loaders, components and the sitemap. The pages' texts are
 * Markdown in ./<locale>/<slug>.ts; the values are short keys naming each page.
 */
export const CONTENT_PAGES = {
  "grow-with-us": "growWithUs",
  faq: "faq",
  "get-started": "getStarted",
  "about-gigpartners": "about",
  "get-in-touch": "getInTouch",
  "terms-of-use": "terms",
  "privacy-policy": "privacy",
  "discover-the-power": "discover",
} as const;
export type ContentPageSlug = keyof typeof CONTENT_PAGES;
export const CONTENT_PAGE_SLUGS = Object.keys(CONTENT_PAGES) as ContentPageSlug[];
export const ABOUT_US_PAGES: ContentPageSlug[] = [
  "grow-with-us",
  "faq",
  "get-started",
  "about-gigpartners",
];

/** Pages whose `## ` headings are questions, rendered as a disclosure list. */
export const FAQ_PAGES: ContentPageSlug[] = ["faq"];

export function isContentPage(slug: unknown): slug is ContentPageSlug {
  return typeof slug === "string" && Object.hasOwn(CONTENT_PAGES, slug);
}
