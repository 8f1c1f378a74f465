import { z } from "zod";

/**
 * The newsletter sign-up form (page action and, later, the JSON API). Only the format is checked
 * here; whether the address can receive mail is the domain's rule (FAILED_INVALID_EMAIL).
 */
export const NewsletterSchema = z.object({
  email: z
    .string({ required_error: "validation.emailRequired" })
    .trim()
    .min(1, "validation.emailRequired")
    .max(254, "newsletter.errors.malformed")
    .email("newsletter.errors.malformed")
    .transform((v) => v.toLowerCase()),
  /** Where the form was, so the visitor returns there (same-site paths only, checked on use). */
  redirectTo: z.string().max(2000).optional(),
  /** Which form was used (home, empty gig list), for the log. */
  source: z.string().max(40).optional(),
});

export const UnsubscribeSchema = z.object({
  token: z.string().min(1).max(100),
});
