import { sendVerificationEmail } from "~/domain/identity/account-mail.server";
import { findUserByEmail } from "~/domain/identity/users.server";
import { MailError } from "~/mail/transport.server";
import { ApiError } from "~/api/errors.server";
import { EmailSchema } from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";
import { ConfirmationRequested } from "../../api/schemas/auth";
import { sent } from "../../api/schemas/sent";

export const requestBody = "json";

/**
 * The content backend's `auth/send-email-confirmation`: the sign-in page's "send the
 * verification e-mail again". The answer is the same for every address; only an unverified
 * password account gets a new link (the previous one stops working). Like the page, the
 * per-address limit (verificationPerEmail) drops mails over it without saying so: a 429 here
 * would tell that the address has an unverified account.
 */
export const { loader, action } = apiRoute({
  POST: async ({ body }) => {
    const { email } = await body(EmailSchema);
    const user = await findUserByEmail(email);
    if (user?.password_hash && !user.email_verified_at && !user.disabled_at) {
      try {
        await sendVerificationEmail(user.id);
      } catch (error) {
        if (!(error instanceof MailError)) throw error;
        throw new ApiError(502, "email-send-failed", "apiAuth.errors.mailFailed");
      }
    }
    return sent(ConfirmationRequested, { email, sent: true });
  },
});
