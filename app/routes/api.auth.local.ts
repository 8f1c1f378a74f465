import { issueApiToken } from "~/auth/api-token.server";
import { createSessionRow, endSessionByKey, sessionUserByKey } from "~/auth/session.server";
import { admitSignInAttempt, signInSucceeded } from "~/auth/sign-in-throttle.server";
import { verifyEmailPassword } from "~/domain/auth.server";
import { ApiError } from "~/server/api-errors.server";
import { authErrorKey } from "~/validation/error-codes";
import { CredentialsSchema } from "./__api-auth.server";
import { apiAccount } from "./__api-shapes.server";
import { apiRoute } from "./__api.server";

export const requestBody = "json";

const STATUS_OF_CODE: Record<string, number> = {
  "user-not-found": 400,
  "wrong-password": 400,
  "user-exists-with-different-credentials": 400,
  "unverified-email": 403,
  "user-disabled": 403,
};

/**
 * E-mail and password sign-in for API clients (the content backend's `auth/local`): the same
 * account rules, error codes (spec section 8) and rate limits as the sign-in page. It opens a
 * session of its own, which the token names; ending it revokes the token.
 */
export const { loader, action } = apiRoute({
  POST: async ({ body, request }) => {
    const { identifier, password } = await body(CredentialsSchema);
    const email = identifier.toLowerCase();
    const admission = await admitSignInAttempt(request, email);
    if (!admission.allowed)
      throw new ApiError(429, "too-many-requests", authErrorKey("too-many-requests"));
    const result = await verifyEmailPassword(email, password);
    if (!result.ok)
      throw new ApiError(
        STATUS_OF_CODE[result.code] ?? 400,
        result.code,
        authErrorKey(result.code),
      );
    await signInSucceeded(email, admission);
    const session = await createSessionRow(result.userId, request);
    const user = await sessionUserByKey(session.key);
    // Staff pass a second step in the back office; a password alone gives them no token.
    if (!user || user.role === "staff") {
      await endSessionByKey(session.key);
      throw new ApiError(403, "staff-second-factor", "api.errors.staffNoToken");
    }
    const { jwt, expiresAt } = await issueApiToken(session.key, user.id);
    return { jwt, expires_at: new Date(expiresAt * 1000).toISOString(), user: apiAccount(user) };
  },
});
