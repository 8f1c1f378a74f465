import { createHmac } from "node:crypto";
import type { DB } from "~/db/client.server";
import { getEnv } from "~/env.server";
import { hashToken } from "~/utils/ids.server";

/*
 * One unsubscribe token per subscription, the same in every newsletter (decision 032): an HMAC of
 * the subscription's id under a key derived from SESSION_SECRET (its first secret, under a label
 * of its own). The sender recomputes it for each mail; the database keeps only its SHA-256, as for
 * every other token, so a copy of the database hands out no working link.
 *
 * When the stored hash is not the current token's (a subscription from before stable tokens, or
 * after SESSION_SECRET's first secret changed), the sender stores the current one and keeps the
 * previous hash valid for RETIRED_TOKEN_DAYS: a link in an earlier newsletter goes on working.
 */

export const RETIRED_TOKEN_DAYS = 60;
const DAY_MS = 86_400_000;

function keyOf(secret: string) {
  return createHmac("sha256", secret).update("newsletter-unsubscribe/v1").digest();
}

/** The subscription's unsubscribe token (43 url-safe characters, 256 bits). */
export function unsubscribeTokenFor(subscriptionId: string): string {
  const [secret] = getEnv().SESSION_SECRETS;
  return createHmac("sha256", keyOf(secret!)).update(subscriptionId).digest("base64url");
}

export function unsubscribeTokenHashFor(subscriptionId: string): string {
  return hashToken(unsubscribeTokenFor(subscriptionId));
}

/**
 * The tokens for these active subscriptions' mails, storing the current hash where it differs
 * (and retiring the one it replaces). Subscriptions no longer active are left out. `db` may be a
 * transaction: the sender claims its mails and fixes their tokens in one commit.
 */
export async function unsubscribeTokensFor(
  db: DB,
  subscriptionIds: string[],
  now: Date,
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  if (subscriptionIds.length === 0) return tokens;
  const rows = await db
    .selectFrom("newsletter_subscriptions")
    .select(["id", "unsubscribe_token_hash"])
    .where("id", "in", subscriptionIds)
    .where("unsubscribed_at", "is", null)
    .execute();
  const retiredUntil = new Date(now.getTime() + RETIRED_TOKEN_DAYS * DAY_MS).toISOString();
  for (const row of rows) {
    const token = unsubscribeTokenFor(row.id);
    const hash = hashToken(token);
    if (row.unsubscribe_token_hash !== hash)
      await db
        .updateTable("newsletter_subscriptions")
        .set({
          unsubscribe_token_hash: hash,
          retired_token_hash: row.unsubscribe_token_hash,
          retired_token_until: retiredUntil,
        })
        .where("id", "=", row.id)
        .execute();
    tokens.set(row.id, token);
  }
  return tokens;
}
