import { isLocale } from "~/i18n/config";
import { passwordResetEmail, verificationEmail } from "~/mail/templates.server";
import { sendMail } from "~/mail/transport.server";
import { hitRateLimit } from "./rate-limit.server";
import { issueToken } from "./tokens.server";
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

/** The same answer whether or not the account exists; only password accounts get a link. */
export async function requestPasswordReset(email: string, locale: string): Promise<MailOutcome> {
  if (!(await hitRateLimit("resetPerEmail", email))) return "rate-limited";
  const user = await findUserByEmail(email);
  if (!user || !user.password_hash || user.disabled_at) return "skipped";
  const token = await issueToken("reset-password", user.id);
  const mail = await passwordResetEmail({
    locale: isLocale(user.locale) ? user.locale : isLocale(locale) ? locale : "en",
    token,
  });
  await sendMail({ to: user.email, ...mail });
  return "sent";
}
