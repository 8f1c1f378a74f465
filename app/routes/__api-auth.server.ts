import { z } from "zod";
import { msg } from "~/validation/messages";

/** `auth/local`: the content backend's names, the sign-in page's messages. */
export const CredentialsSchema = z.object({
  identifier: z
    .string({ required_error: msg("validation.emailRequired") })
    .trim()
    .min(1, msg("validation.emailRequired"))
    .max(254, msg("validation.emailInvalid")),
  password: z
    .string({ required_error: msg("validation.passwordRequired") })
    .min(1, msg("validation.passwordRequired"))
    .max(200, msg("validation.tooLong", 200)),
});
