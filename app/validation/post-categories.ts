import { isLocale, type Locale } from "~/i18n/config";

export const POST_CATEGORIES = ["news", "guides", "stories"] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export function isPostCategory(value: unknown): value is PostCategory {
  return typeof value === "string" && (POST_CATEGORIES as readonly string[]).includes(value);
}

/** The posts list's language filter: one language, or all; the page's language by default. */
export type PostLanguage = Locale | "all";

export function parsePostLanguage(value: string | null, pageLocale: Locale): PostLanguage {
  return value === "all" || isLocale(value) ? value : pageLocale;
}
