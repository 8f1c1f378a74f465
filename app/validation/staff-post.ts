import { z } from "zod";
import { POST_CATEGORIES } from "~/validation/post-categories";
import { SUPPORTED_LOCALES } from "~/i18n/config";
import { msg } from "./messages";

/*
 * The back office's post editor and list. A post is written in one of the site's languages; its
 * slug is its address (/posts/<slug>), generated from the title when left empty.
 */

export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 120;
export const POST_LEAD_MAX = 1000;
export const POST_BODY_MAX = 50_000;
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const POST_LOCALES = SUPPORTED_LOCALES;

/** Required multi-line text: stored with LF line breaks, as the counter and maxlength count them. */
function requiredMultiline(max: number) {
  return z
    .string({ required_error: msg("validation.required") })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, msg("validation.required")).max(max, msg("validation.tooLong", max)));
}

/** Save: every field but the slug is required. */
export const PostSchema = z.object({
  locale: z.enum(POST_LOCALES, {
    errorMap: () => ({ message: msg("staffPosts.validation.locale") }),
  }),
  title: z
    .string({ required_error: msg("validation.required") })
    .trim()
    .min(1, msg("validation.required"))
    .max(POST_TITLE_MAX, msg("validation.tooLong", POST_TITLE_MAX)),
  slug: z
    .string()
    .trim()
    .max(POST_SLUG_MAX, msg("validation.tooLong", POST_SLUG_MAX))
    .regex(POST_SLUG_PATTERN, msg("staffPosts.validation.slugPattern"))
    .optional(),
  category: z.enum(POST_CATEGORIES, {
    errorMap: () => ({ message: msg("staffPosts.validation.category") }),
  }),
  lead: requiredMultiline(POST_LEAD_MAX),
  body: requiredMultiline(POST_BODY_MAX),
});

/**
 * Preview: the same rules for what is filled in, nothing required yet, so a half-written post
 * can be previewed. Its fields are the editor's, so the reply gives every value back.
 */
export const PostPreviewSchema = PostSchema.partial();

/** The editor's two submit buttons. */
export const PostEditorIntentSchema = z.enum(["save", "preview"]);
/** The small forms on the edit page beside the editor. */
export const PostStateIntentSchema = z.enum(["publish", "unpublish"]);

export const STAFF_POST_LOCALE_FILTERS = ["all", ...POST_LOCALES] as const;
export const STAFF_POST_STATE_FILTERS = ["all", "published", "unpublished"] as const;
export type StaffPostQuery = {
  q: string;
  locale: (typeof STAFF_POST_LOCALE_FILTERS)[number];
  state: (typeof STAFF_POST_STATE_FILTERS)[number];
  page: number;
};

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

/** The staff post list's query string; anything unreadable falls back to the whole list. */
export function parseStaffPostQuery(url: URL): StaffPostQuery {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    locale: oneOf(STAFF_POST_LOCALE_FILTERS, url.searchParams.get("locale"), "all"),
    state: oneOf(STAFF_POST_STATE_FILTERS, url.searchParams.get("state"), "all"),
    page: Number.isSafeInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}
