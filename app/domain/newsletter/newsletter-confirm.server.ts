import { getDb } from "~/db/db.server";
import { isLocale, type Locale } from "~/i18n/config";
import { sendMailInBackground } from "~/mail/background.server";
import { newsletterConfirmEmail } from "~/mail/templates.server";
import { hashToken, newToken } from "~/utils/ids.server";
import {
  activateSubscription,
  isSubscribed,
  maskEmail,
  undeliverableReason,
  type SubscribeOutcome,
} from "./newsletter.server";
import { hitRateLimit } from "../shared/rate-limit.server";

/*
 * Confirmed opt-in (decision 032): the public form and the API only ask; the address is
 * subscribed when someone opens the link mailed to it and presses the button there. An address
 * that opted out comes back the same way, so a stranger can neither subscribe an address nor undo
 * its owner's opt-out. Each link is its own row (256 random bits, stored hashed), works once and
 * expires, and a new request never cancels an earlier link.
 */

export const NEWSLETTER_CONFIRM_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * Asks the address's owner to confirm a subscription, in the visitor's language. The answer is
 * the same whether the address is new, opted out, waiting or already subscribed (which gets no
 * mail), and the mail goes after the answer, so neither says which it was. A few links per
 * address a day at most (`newsletterConfirmPerEmail`), so the form cannot flood a mailbox.
 */
export async function requestSubscription({
  email,
  locale,
  now = new Date(),
}: {
  email: string;
  locale: Locale;
  now?: Date;
}): Promise<SubscribeOutcome> {
  const address = email.trim().toLowerCase();
  const reason = undeliverableReason(address);
  if (reason) return { result: "FAILED_INVALID_EMAIL", reason };
  const db = getDb();
  await db
    .deleteFrom("newsletter_confirmations")
    .where("expires_at", "<=", now.toISOString())
    .execute();
  const token = newToken();
  const [subscribed, allowed, mail] = await Promise.all([
    isSubscribed(address),
    hitRateLimit("newsletterConfirmPerEmail", address, now),
    newsletterConfirmEmail({ locale, token }),
  ]);
  if (subscribed || !allowed) return { result: "SUCCESS" };
  await db
    .insertInto("newsletter_confirmations")
    .values({
      token_hash: hashToken(token),
      email: address,
      locale,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  sendMailInBackground({ to: address, ...mail }, "newsletter confirmation");
  return { result: "SUCCESS" };
}

function plausibleToken(token: unknown): token is string {
  return typeof token === "string" && token.length >= 20 && token.length <= 100;
}

/** The masked address a confirmation link is for, or null for an unknown, used or expired one. */
export async function findConfirmation(
  token: unknown,
  now = new Date(),
): Promise<{ email: string } | null> {
  if (!plausibleToken(token)) return null;
  const row = await getDb()
    .selectFrom("newsletter_confirmations")
    .select("email")
    .where("token_hash", "=", hashToken(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { email: maskEmail(row.email) } : null;
}

export type ConfirmResult = { result: "CONFIRMED"; email: string } | { result: "NOT_FOUND" };

/**
 * Subscribes the address a confirmation link was sent to, once: the link is deleted in the same
 * transaction (with the address's other links), and an account with that address shows the
 * newsletter as chosen.
 */
export async function confirmSubscription(
  token: unknown,
  now = new Date(),
): Promise<ConfirmResult> {
  if (!plausibleToken(token)) return { result: "NOT_FOUND" };
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .deleteFrom("newsletter_confirmations")
        .where("token_hash", "=", hashToken(token))
        .where("expires_at", ">", now.toISOString())
        .returning(["email", "locale"])
        .executeTakeFirst();
      if (!used) return { result: "NOT_FOUND" as const };
      const locale: Locale = isLocale(used.locale) ? used.locale : "en";
      await activateSubscription({ email: used.email, locale, now }, trx);
      await trx.deleteFrom("newsletter_confirmations").where("email", "=", used.email).execute();
      await trx
        .updateTable("users")
        .set({ subscribe_to_gigsletter: 1, updated_at: now.toISOString() })
        .where("email", "=", used.email)
        .execute();
      return { result: "CONFIRMED" as const, email: maskEmail(used.email) };
    });
}

export type AccountNewsletterOutcome = "subscribed" | "confirmation-sent" | "refused";

/**
 * The newsletter opt-in of an account (registration, My details, the user API). An address the
 * account has proven (the verification link, or a provider that vouched for it) is subscribed at
 * once; any other gets a confirmation link like the public form's.
 */
export async function subscribeAccountAddress(user: {
  email: string;
  locale: string;
  email_verified_at: string | null;
}): Promise<AccountNewsletterOutcome> {
  const locale: Locale = isLocale(user.locale) ? user.locale : "en";
  if (undeliverableReason(user.email)) return "refused";
  if (user.email_verified_at) {
    await activateSubscription({ email: user.email, locale });
    return "subscribed";
  }
  await requestSubscription({ email: user.email, locale });
  return "confirmation-sent";
}
