import { z } from "zod";
import { EMAIL_MAX } from "./limits";
import { msg } from "./messages";

/** Messages are translation keys; the Field component translates them. */
export const SignInSchema = z.object({
  email: z
    .string({ required_error: msg("validation.emailRequired") })
    .trim()
    .min(1, msg("validation.emailRequired"))
    .email(msg("validation.emailInvalid"))
    .max(EMAIL_MAX, msg("validation.emailInvalid")),
  password: z
    .string({ required_error: msg("validation.passwordRequired") })
    .min(1, msg("validation.passwordRequired")),
  redirectTo: z.string().optional(),
});
