import { clientIp } from "~/auth/session.server";
import { sendVerificationEmail } from "~/domain/identity/account-mail.server";
import { hitRateLimit } from "~/domain/shared/rate-limit.server";
import { createPasswordAccount } from "~/domain/identity/users.server";
import { getLocale } from "~/i18n/i18n.server";
import { MailError } from "~/mail/transport.server";
import { ApiError } from "~/api/errors.server";
import {
  newAccount,
  RegisterSchema,
  tooManyRequests,
  withPasswordPolicyCode,
} from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";
import { AccountCreated } from "../../api/schemas/auth";
import { sent } from "../../api/schemas/sent";

export const requestBody = "json";

/**
 * The content backend's `auth/local/register`: an e-mail and password account, as the
 * registration page creates it (same policy, same per-address limit). It stays unverified until
 * the link in the verification e-mail is opened, and sign-in is refused until then (spec
 * section 4), so the answer carries no token. Company and personal details follow with
 * `POST /api/registrations` after sign-in.
 */
export const { loader, action } = apiRoute({
  POST: async ({ body, request }) => {
    const { email, password } = await withPasswordPolicyCode(body(RegisterSchema));
    const ip = clientIp(request);
    if (ip && !(await hitRateLimit("registrationPerIp", ip))) throw tooManyRequests();
    const created = await createPasswordAccount(email, password, await getLocale(request));
    if (!created.ok) throw new ApiError(409, "email-already-in-use", "register.errors.emailInUse");
    let mailed = false;
    try {
      mailed = (await sendVerificationEmail(created.userId)) === "sent";
    } catch (error) {
      // The account exists either way; `send-email-confirmation` sends the link again.
      if (!(error instanceof MailError)) throw error;
    }
    return sent(AccountCreated, {
      user: newAccount({ id: created.userId, email, name: null }),
      email_confirmation_sent: mailed,
    });
  },
});
