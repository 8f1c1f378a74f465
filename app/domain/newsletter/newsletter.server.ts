import type { ExpressionBuilder } from "kysely";
import MailChecker from "mailchecker";
import type { DB } from "~/db/client.server";
import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { absoluteUrl } from "~/mail/layout.server";
import type { Locale } from "~/i18n/config";
import { hashToken, newId } from "~/utils/ids.server";
import { savedSearchJson, type SavedSearch } from "~/validation/saved-search";
import { unsubscribeTokenHashFor } from "./newsletter-tokens.server";
import { hitRateLimit } from "../shared/rate-limit.server";

/**
 * The specification's results of a newsletter sign-up. SUCCESS means the request was taken: the
 * address gets a confirmation link unless it already receives the newsletter (which the answer
 * does not tell).
 */
export type SubscribeOutcome =
  { result: "SUCCESS" } | { result: "FAILED_INVALID_EMAIL"; reason: UndeliverableReason };

export type UndeliverableReason = "malformed" | "disposable" | "role" | "reserved";

/**
 * Role and system mailboxes: nobody reads a newsletter there (or nobody may, as with no-reply),
 * and sending to them harms the sender's reputation. Compared without a "+tag".
 */
const ROLE_LOCAL_PARTS = new Set([
  "abuse",
  "admin",
  "administrator",
  "do-not-reply",
  "donotreply",
  "hostmaster",
  "info",
  "mailer-daemon",
  "noc",
  "nobody",
  "no-reply",
  "noreply",
  "postmaster",
  "root",
  "security",
  "webmaster",
]);

/**
 * Top-level domains reserved by RFC 2606/6761/6762; mail there never arrives. `example.com` is a
 * real, resolvable name used by the demo data and the tests, so the example domains stay allowed.
 */
const RESERVED_TLDS = new Set(["invalid", "test", "localhost", "local"]);

const MAX_EMAIL_LENGTH = 254;

/** Why an address cannot receive the newsletter, or null when it can. */
export function undeliverableReason(email: string): UndeliverableReason | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (address.length > MAX_EMAIL_LENGTH || at < 1) return "malformed";
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const tld = domain.split(".").at(-1) ?? "";
  if (!domain.includes(".") || RESERVED_TLDS.has(tld)) return "reserved";
  if (ROLE_LOCAL_PARTS.has(local.split("+")[0]!)) return "role";
  if (isDisposableDomain(domain)) return "disposable";
  // mailchecker's syntax check is stricter than zod's about domains (labels, length).
  if (!MailChecker.isValid(address)) return "malformed";
  return null;
}

/** mailchecker's maintained list of throwaway-mail domains, matched on the domain or a parent. */
function isDisposableDomain(domain: string) {
  const list = MailChecker.blacklist();
  const labels = domain.split(".");
  return labels.some((_, i) => list.has(labels.slice(i).join(".")));
}

/** One attempt of a sign-up from this client address; false once the address has used its budget. */
export async function newsletterSignUpAllowed(ip: string | null): Promise<boolean> {
  // Without a proxy there is no trustworthy client address; the form then has no per-address limit
  // (the same rule as the sign-in limits, see docs/security.md, "Rate limits").
  if (!ip) return true;
  return hitRateLimit("newsletterPerIp", ip);
}

/**
 * Starts or renews the subscription of an address whose owner has confirmed it: the confirmation
 * link, or an account whose address is proven. One row per address: a returning subscriber's row
 * is active again, in the language now chosen, with a new start date; the unsubscribe token stays
 * the subscription's own (newsletter-tokens.server.ts). `db` may be a transaction.
 *
 * `search`: the gig search the confirmed sign-up came from (null: every new gig), which replaces
 * the stored one. Left out (an account's opt-in), an active subscription keeps its search and a
 * returning one starts with every new gig.
 */
export async function activateSubscription(
  {
    email,
    locale,
    search,
    now = new Date(),
  }: { email: string; locale: Locale; search?: SavedSearch | null; now?: Date },
  db: DB = getDb(),
): Promise<{ subscriptionId: string }> {
  const id = newId();
  const nowIso = now.toISOString();
  const searchJson = search === undefined ? null : savedSearchJson(search);
  const row = await db
    .insertInto("newsletter_subscriptions")
    .values({
      id,
      email: email.trim().toLowerCase(),
      locale,
      unsubscribe_token_hash: unsubscribeTokenHashFor(id),
      subscribed_at: nowIso,
      unsubscribed_at: null,
      search: searchJson,
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        locale,
        search:
          search === undefined
            ? eb
                .case()
                .when("newsletter_subscriptions.unsubscribed_at", "is not", null)
                .then(null)
                .else(eb.ref("newsletter_subscriptions.search"))
                .end()
            : searchJson,
        // An active subscription keeps its original date; a returning subscriber starts anew.
        subscribed_at: eb
          .case()
          .when("newsletter_subscriptions.unsubscribed_at", "is not", null)
          .then(nowIso)
          .else(eb.ref("newsletter_subscriptions.subscribed_at"))
          .end(),
        unsubscribed_at: null,
      })),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return { subscriptionId: row.id };
}

function plausibleToken(token: unknown): token is string {
  return typeof token === "string" && token.length >= 20 && token.length <= 100;
}

export type SubscriptionByToken = {
  id: string;
  email: string;
  locale: string;
  unsubscribed: boolean;
};

/** The subscription's current token, or the one it had before while that is still honoured. */
function byToken(hash: string, now: Date) {
  return (eb: ExpressionBuilder<Database, "newsletter_subscriptions">) =>
    eb.or([
      eb("unsubscribe_token_hash", "=", hash),
      eb.and([
        eb("retired_token_hash", "=", hash),
        eb("retired_token_until", ">", now.toISOString()),
      ]),
    ]);
}

/** The subscription an unsubscribe link belongs to, or null for an unknown or expired token. */
export async function findByUnsubscribeToken(
  token: unknown,
  now = new Date(),
): Promise<SubscriptionByToken | null> {
  if (!plausibleToken(token)) return null;
  const row = await getDb()
    .selectFrom("newsletter_subscriptions")
    .select(["id", "email", "locale", "unsubscribed_at"])
    .where(byToken(hashToken(token), now))
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    unsubscribed: row.unsubscribed_at !== null,
  };
}

/** Whether this address currently receives the gig newsletter. */
export async function isSubscribed(email: string): Promise<boolean> {
  return (await activeSubscriptionSearch(email)) !== undefined;
}

/**
 * The stored search (JSON, null for every new gig) of this address's active subscription;
 * undefined when the address does not receive the newsletter.
 */
export async function activeSubscriptionSearch(email: string): Promise<string | null | undefined> {
  const row = await getDb()
    .selectFrom("newsletter_subscriptions")
    .select("search")
    .where("email", "=", email.trim().toLowerCase())
    .where("unsubscribed_at", "is", null)
    .executeTakeFirst();
  return row ? row.search : undefined;
}

/** Ends this address's subscription, as the account owner chose (no token needed). */
export async function unsubscribeAddress(email: string, now = new Date()): Promise<void> {
  await getDb()
    .updateTable("newsletter_subscriptions")
    .set({ unsubscribed_at: now.toISOString() })
    .where("email", "=", email.trim().toLowerCase())
    .where("unsubscribed_at", "is", null)
    .execute();
}

export type UnsubscribeResult = "UNSUBSCRIBED" | "NOT_FOUND";

/**
 * Ends a subscription by its link's token. Repeating it is harmless (mail clients may retry the
 * one-click POST) and keeps the first unsubscribe time.
 */
export async function unsubscribe(token: unknown, now = new Date()): Promise<UnsubscribeResult> {
  if (!plausibleToken(token)) return "NOT_FOUND";
  const hash = hashToken(token);
  const db = getDb();
  await db
    .updateTable("newsletter_subscriptions")
    .set({ unsubscribed_at: now.toISOString() })
    .where(byToken(hash, now))
    .where("unsubscribed_at", "is", null)
    .execute();
  const row = await db
    .selectFrom("newsletter_subscriptions")
    .select("id")
    .where(byToken(hash, now))
    .executeTakeFirst();
  return row ? "UNSUBSCRIBED" : "NOT_FOUND";
}

/**
 * The address of the unsubscribe page; the same URL takes the one-click POST (RFC 8058). With the
 * subscriber's language the page opens in it (unless the browser has chosen another).
 */
export function unsubscribeUrl(token: string, locale?: Locale): string {
  return absoluteUrl("/newsletter/unsubscribe", { token, lng: locale });
}

/** Headers every newsletter carries so mail clients can offer their own one-click unsubscribe. */
export function newsletterHeaders(token: string, locale?: Locale): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(token, locale)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** "ma•••@example.com": enough for the owner to recognise, little for whoever sees a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}•••${email.slice(at)}`;
}
