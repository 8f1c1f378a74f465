import { z } from "zod";
import { EMAIL_MAX } from "./limits";
import { msg } from "./messages";

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
});

export const UnsubscribeSchema = z.object({
  token: z.string().min(1).max(100),
});

/** The button on the confirmation link's page. */
export const ConfirmSubscriptionSchema = z.object({
  token: z.string().min(1).max(100),
});
