import { z } from "zod";

/** Messages are translation keys; the Field component translates them. */
export const SignInSchema = z.object({
  email: z
    .string({ required_error: "validation.emailRequired" })
    .trim()
    .min(1, "validation.emailRequired")
    .email("validation.emailInvalid")
    .max(254, "validation.emailInvalid"),
  password: z
    .string({ required_error: "validation.passwordRequired" })
    .min(1, "validation.passwordRequired"),
  redirectTo: z.string().optional(),
});
