import { createSessionRow, endOtherSessionsOf, sessionUserByKey } from "~/auth/session.server";
import { admitSignInAttempt, signInSucceeded } from "~/auth/sign-in-throttle.server";
import { findUserByEmail, setPassword } from "~/domain/identity/users.server";
import { ApiError, bearerChallenge } from "~/api/errors.server";
import { verifyPassword } from "~/utils/password.server";
import {
  authRefusal,
  callerSessionKey,
  ChangePasswordSchema,
  tokenAnswer,
  tooManyRequests,
  withPasswordPolicyCode,
} from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";

export const requestBody = "json";

/**
 * The content backend's `auth/change-password` for a signed-in caller. The current password is
 * checked against the sign-in limits (a stolen token must not become a password oracle); a new
 * password ends every OTHER session of the user, as a new password does on the pages, so every
 * other token stops working. The calling session stays, and the answer carries a fresh token
 * for it (a caller signed in with the cookie gets a session of its own for the token, so signing
 * that token out does not sign the browser out).
 */
export const { loader, action } = apiRoute({
  POST: async ({ body, request, user: caller }) => {
    const user = await caller();
    // Staff change their password through the back office's own steps.
    if (user.role === "staff")
      throw new ApiError(403, "staff-second-factor", "api.errors.staffNoToken");
    const { currentPassword, password } = await withPasswordPolicyCode(body(ChangePasswordSchema));
    const account = await findUserByEmail(user.email);
    if (!account?.password_hash)
      throw new ApiError(
        400,
        "user-exists-with-different-credentials",
        "apiAuth.errors.noPassword",
      );
    const admission = await admitSignInAttempt(request, user.email, "api");
    if (!admission.allowed) throw tooManyRequests();
    if (!(await verifyPassword(currentPassword, account.password_hash)))
      throw authRefusal("wrong-password");
    await signInSucceeded(user.email, admission);

    const keep = await callerSessionKey(request);
    if (!keep) throw new ApiError(401, "unauthorized", "api.errors.unauthorized");
    await setPassword(user.id, password);
    await endOtherSessionsOf(user.id, keep);
    const bearer = request.headers.has("Authorization");
    const sessionKey = bearer ? keep : (await createSessionRow(user.id, request)).key;
    const fresh = await sessionUserByKey(sessionKey);
    if (!fresh)
      throw new ApiError(401, "revoked-token", "api.errors.revokedToken", null, {
        "WWW-Authenticate": bearerChallenge("invalid_token", "The token's session has ended"),
      });
    return tokenAnswer(sessionKey, fresh);
  },
});
