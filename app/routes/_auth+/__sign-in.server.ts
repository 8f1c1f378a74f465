import { parseForm } from "~/server/forms/form-submission.server";
import { ResetRequestSchema } from "~/validation/registration";
import { SignInSchema } from "~/validation/sign-in";

/*
 * The sign-in action's schemas, imported from here so the route module names no zod schema:
 * the browser's copy of the route then leaves zod (and the registration rules) out, which the
 * public page's first-visit budget needs.
 */

export const parseSignIn = (formData: FormData) => parseForm(formData, SignInSchema);

export const parseResendRequest = (formData: FormData) => parseForm(formData, ResetRequestSchema);
