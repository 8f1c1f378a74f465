import { admitSignInAttempt, signInSucceeded } from "~/auth/sign-in-throttle.server";
import { verifyEmailPassword } from "~/domain/identity/auth.server";
import { apiSignIn, authRefusal, CredentialsSchema, tooManyRequests } from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";

export const requestBody = "json";

/**
 * E-mail and password sign-in for API clients (the content backend's `auth/local`): the same
 * account rules, error codes (spec section 8) and rate limits as the sign-in page. It opens a
 * session of its own, which the token names; ending it revokes the token.
 */
export const { loader, action } = apiRoute({
  POST: async ({ body, request }) => {
    const { identifier, password } = await body(CredentialsSchema);
    const email = identifier.toLowerCase();
    const admission = await admitSignInAttempt(request, email, "api");
    if (!admission.allowed) throw tooManyRequests();
    const result = await verifyEmailPassword(email, password);
    if (!result.ok) throw authRefusal(result.code);
    await signInSucceeded(email, admission);
    return apiSignIn(request, result.userId);
  },
});
