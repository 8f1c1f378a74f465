import { z } from "zod";
import { GigSearchSchema } from "./gig-search";
import { EMAIL_MAX } from "./limits";
import { msg } from "./messages";
import {
  SAVED_SEARCH_MAX_CHARS,
  savedSearchJson,
  savedSearchOf,
  type SavedSearch,
} from "./saved-search";

/**
 * The gig search a sign-up keeps: the subscribe form's hidden `search.*` fields, or a stored
 * row's JSON, read by the gig list's own query schema, so a saved search means what the same
 * URL means on /gigs. Null: no phrase and no filter, every new gig.
 */
export const SavedSearchSchema = GigSearchSchema.transform(savedSearchOf).refine(
  (search) => (savedSearchJson(search)?.length ?? 0) <= SAVED_SEARCH_MAX_CHARS,
  msg("newsletter.errors.searchTooLong"),
);

/**
 * A stored search. Null for none; "invalid" for a value that no longer reads as one (a later
 * deploy changed the shape), which the caller logs.
 */
export function readSavedSearch(json: string | null): SavedSearch | null | "invalid" {
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return "invalid";
  }
  const parsed = SavedSearchSchema.safeParse(raw);
  return parsed.success ? parsed.data : "invalid";
}

/**
 * The newsletter sign-up form (page action and, later, the JSON API). Only the format is checked
 * here; whether the address can receive mail is the domain's rule (FAILED_INVALID_EMAIL).
 */
export const NewsletterSchema = z.object({
  email: z
    .string({ required_error: msg("validation.emailRequired") })
    .trim()
    .min(1, msg("validation.emailRequired"))
    .max(EMAIL_MAX, msg("newsletter.errors.malformed"))
    .email(msg("newsletter.errors.malformed"))
    .transform((v) => v.toLowerCase()),
  /** Where the form was, so the visitor returns there (same-site paths only, checked on use). */
  redirectTo: z.string().max(2000).optional(),
  /** Which form was used (home, empty gig list), for the log. */
  source: z.string().max(40).optional(),
  /** The gig search the form was shown with (`search.q`, `search.mode`, ...), if any. */
  search: SavedSearchSchema.optional(),
});

export const UnsubscribeSchema = z.object({
  token: z.string().min(1).max(100),
});

/** The button on the confirmation link's page. */
export const ConfirmSubscriptionSchema = z.object({
  token: z.string().min(1).max(100),
});
