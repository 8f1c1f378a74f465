import { resetPasswordWithToken } from "~/domain/identity/users.server";
import { ApiError } from "~/api/errors.server";
import { apiSignIn, ResetPasswordSchema, withPasswordPolicyCode } from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";

export const requestBody = "json";

const CODE_REFUSAL = {
  invalid: ["reset-code-invalid", "apiAuth.errors.resetCodeInvalid"],
  used: ["reset-code-used", "apiAuth.errors.resetCodeUsed"],
  expired: ["reset-code-expired", "apiAuth.errors.resetCodeExpired"],
} as const;

/**
 * The content backend's `auth/reset-password`: the reset page's second step, with the e-mailed
 * link's token as `code` (single use, one hour). As on the page, the new password ends every
 * session of the user (so every API token is revoked) and the link proves the mailbox. Then the
 * caller is signed in like `auth/local`: `{ jwt, expires_at, user }`.
 */
export const { loader, action } = apiRoute({
  POST: async ({ body, request }) => {
    const { code, password } = await withPasswordPolicyCode(body(ResetPasswordSchema));
    const used = await resetPasswordWithToken(code, password);
    if (!used.ok) {
      const [errorCode, messageKey] = CODE_REFUSAL[used.reason];
      throw new ApiError(400, errorCode, messageKey);
    }
    return apiSignIn(request, used.userId);
  },
});
