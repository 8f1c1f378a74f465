import { getDb } from "~/db/db.server";
import { isLocale, type Locale } from "~/i18n/config";
import { sendMailInBackground } from "~/mail/background.server";
import { newsletterConfirmEmail } from "~/mail/templates.server";
import { hashToken, newToken } from "~/utils/ids.server";
import { logger } from "~/utils/logger.server";
import { readSavedSearch } from "~/validation/newsletter";
import { savedSearchJson, type SavedSearch } from "~/validation/saved-search";
import {
  activateSubscription,
  activeSubscriptionSearch,
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
 *
 * `search`: the gig search the form carried (null: none, every new gig). A subscribed address
 * asking for another search than its own gets a link too, since confirming it changes what the
 * newsletter lists; a stranger cannot change it without the mailbox. Left out (an account's
 * opt-in), a subscribed address gets nothing, as before saved searches.
 */
export async function requestSubscription({
  email,
  locale,
  search,
  now = new Date(),
}: {
  email: string;
  locale: Locale;
  search?: SavedSearch | null;
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
  const searchJson = savedSearchJson(search ?? null);
  const [stored, allowed, mail] = await Promise.all([
    activeSubscriptionSearch(address),
    hitRateLimit("newsletterConfirmPerEmail", address, now),
    newsletterConfirmEmail({ locale, token, search }),
  ]);
  const unchanged = stored !== undefined && (search === undefined || stored === searchJson);
  if (unchanged || !allowed) return { result: "SUCCESS" };
  await db
    .insertInto("newsletter_confirmations")
    .values({
      token_hash: hashToken(token),
      email: address,
      locale,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS).toISOString(),
      search: searchJson,
    })
    .execute();
  sendMailInBackground({ to: address, ...mail }, "newsletter confirmation");
  return { result: "SUCCESS" };
}

function plausibleToken(token: unknown): token is string {
  return typeof token === "string" && token.length >= 20 && token.length <= 100;
}

/**
 * The masked address a confirmation link is for and the search it keeps (null: every new gig),
 * or null for an unknown, used or expired link.
 */
export async function findConfirmation(
  token: unknown,
  now = new Date(),
): Promise<{ email: string; search: SavedSearch | null } | null> {
  if (!plausibleToken(token)) return null;
  const row = await getDb()
    .selectFrom("newsletter_confirmations")
    .select(["email", "search"])
    .where("token_hash", "=", hashToken(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { email: maskEmail(row.email), search: storedSearch(row.search) } : null;
}

/** A confirmation's search; one that no longer reads (a later deploy) counts as none. */
function storedSearch(json: string | null): SavedSearch | null {
  const search = readSavedSearch(json);
  if (search !== "invalid") return search;
  logger.error("newsletter confirmation search invalid, taken as none");
  return null;
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
        .returning(["email", "locale", "search"])
        .executeTakeFirst();
      if (!used) return { result: "NOT_FOUND" as const };
      const locale: Locale = isLocale(used.locale) ? used.locale : "en";
      const search = storedSearch(used.search);
      await activateSubscription({ email: used.email, locale, search, now }, trx);
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
