import { isLocale } from "~/i18n/config";
import { passwordResetEmail, verificationEmail } from "~/mail/templates.server";
import { sendMailInBackground } from "~/mail/background.server";
import { sendMail } from "~/mail/transport.server";
import { hitRateLimit } from "../shared/rate-limit.server";
import { issueNoToken, issueToken } from "../shared/tokens.server";
import { findUserByEmail, getUserById } from "./users.server";

export type MailOutcome = "sent" | "skipped" | "rate-limited";

/** Verification e-mail for an unverified account; the link returns to sign-in (with the invite). */
export async function sendVerificationEmail(
  userId: string,
  inviteToken?: string,
): Promise<MailOutcome> {
  const user = await getUserById(userId);
  if (!user || user.email_verified_at) return "skipped";
  if (!(await hitRateLimit("verificationPerEmail", user.email))) return "rate-limited";
  const token = await issueToken(
    "verify-email",
    user.id,
    inviteToken ? { inviteToken } : undefined,
  );
  const mail = await verificationEmail({
    locale: isLocale(user.locale) ? user.locale : "en",
    name: user.name,
    token,
    inviteToken,
  });
  await sendMail({ to: user.email, ...mail });
  return "sent";
}

/**
 * The same answer, in the same time, whether or not the account exists; only password accounts
 * get a link. Both branches do the same database work and render the message, and the mail is
 * sent after the request has answered (a failure is logged), so neither the answer nor its
 * timing tells whether the address has an account.
 */
export async function requestPasswordReset(
  email: string,
  locale: string,
): Promise<"accepted" | "rate-limited"> {
  if (!(await hitRateLimit("resetPerEmail", email))) return "rate-limited";
  const user = await findUserByEmail(email);
  const eligible = user && user.password_hash && !user.disabled_at ? user : null;
  const token = eligible ? await issueToken("reset-password", eligible.id) : await issueNoToken();
  const mail = await passwordResetEmail({
    locale:
      eligible && isLocale(eligible.locale) ? eligible.locale : isLocale(locale) ? locale : "en",
    token,
  });
  if (eligible) sendMailInBackground({ to: eligible.email, ...mail }, "password reset");
  return "accepted";
}
