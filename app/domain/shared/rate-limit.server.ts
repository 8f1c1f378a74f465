import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import { addressGroup } from "~/utils/address-group.server";
import { requestScope } from "~/utils/request-scope.server";

/**
 * `perAddress`: the subject is a client address, counted by its IPv6 /64 (app/utils/address-group.server.ts).
 * `advertised`: the API tells the caller its budget in RateLimit-* headers on every answer
 * (decision 052). Only limits keyed by the caller (its address, user or company) are: one keyed
 * by an e-mail address would tell a stranger whether that address has an account.
 */
export type RateLimitRule = {
  limit: number;
  windowMs: number;
  perAddress?: boolean;
  advertised?: boolean;
};

/** Named limits, so every caller of one action shares the same budget. */
export const RATE_LIMITS = {
  // Attempts from clients without a device cookie for the user, per account: the sign-in page's
  // and API clients' apart. Past the limit each answer is slowed down, never refused, so guesses
  // from elsewhere cannot lock the owner out (app/auth/sign-in-throttle.server.ts).
  signInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  apiSignInPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  // Refused past the limit; it also bounds how many slowed-down answers one address can hold.
  signInPerIp: { limit: 50, windowMs: 15 * 60_000, perAddress: true, advertised: true },
  // A browser that has signed in as the user before (device cookie): its own budget.
  signInPerDevice: { limit: 10, windowMs: 15 * 60_000 },
  registrationPerIp: { limit: 10, windowMs: 60 * 60_000, perAddress: true, advertised: true },
  resetPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  verificationPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  invitesPerCompany: { limit: 50, windowMs: 24 * 60 * 60_000, advertised: true },
  // Questions on gigs (decision 049), per asking user: enough for a real conversation, not a flood.
  gigQuestionsPerUser: { limit: 10, windowMs: 60 * 60_000, advertised: true },
  // "Download my data" reads every row about a user and, for a partner, the whole company: a few
  // a day is what a person needs; a loop would cost the server a large answer each time.
  myDataExportsPerUser: { limit: 10, windowMs: 60 * 60_000, advertised: true },
  newsletterPerIp: { limit: 10, windowMs: 60 * 60_000, perAddress: true, advertised: true },
  // Confirmation links mailed to one address, whoever asks: the form cannot flood a mailbox.
  newsletterConfirmPerEmail: { limit: 3, windowMs: 24 * 60 * 60_000 },
  // Six-digit codes: five wrong guesses per quarter hour keep guessing hopeless. Sessions from
  // browsers that never passed the user's second step share the user's budget; a browser that did
  // (its sfdevice cookie) has its own, so guesses elsewhere cannot lock the owner out.
  secondFactorPerUser: { limit: 5, windowMs: 15 * 60_000 },
  secondFactorPerDevice: { limit: 5, windowMs: 15 * 60_000 },
  secondFactorLinkPerUser: { limit: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

function keyOf(name: RateLimitName, subject: string) {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return `${name}:${(rule.perAddress ? addressGroup(subject) : subject).toLowerCase()}`;
}

/**
 * Counts one attempt against a fixed window stored in the database (so the limit holds across
 * instances) and says whether it is still allowed. One atomic upsert, no read-then-write race.
 */
export async function hitRateLimit(
  name: RateLimitName,
  subject: string,
  now = new Date(),
): Promise<boolean> {
  return (await countAttempt(name, subject, now)) <= RATE_LIMITS[name].limit;
}

/**
 * Notes the budget an attempt left in the request's scope, for the API's RateLimit-* and
 * Retry-After headers (app/api/rate-limit-headers.server.ts); nothing outside a request.
 */
function noteUse(name: RateLimitName, count: number, windowStartedAt: string, now: Date) {
  const scope = requestScope();
  if (!scope) return;
  const rule: RateLimitRule = RATE_LIMITS[name];
  const resetAt = new Date(windowStartedAt).getTime() + rule.windowMs;
  (scope.rateLimits ??= []).push({
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    exceeded: count > rule.limit,
    resetSeconds: Math.max(0, Math.ceil((resetAt - now.getTime()) / 1000)),
    windowSeconds: Math.round(rule.windowMs / 1000),
    advertised: Boolean(rule.advertised),
  });
}

/** Counts one attempt, as hitRateLimit does, and says how many the window holds with it. */
export async function countAttempt(
  name: RateLimitName,
  subject: string,
  now = new Date(),
): Promise<number> {
  const rule = RATE_LIMITS[name];
  const key = keyOf(name, subject);
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const nowIso = now.toISOString();
  const row = await getDb()
    .insertInto("rate_limits")
    .values({ key, count: 1, window_started_at: nowIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when rate_limits.window_started_at < ${windowStart} then 1 else rate_limits.count + 1 end`,
        window_started_at: sql`case when rate_limits.window_started_at < ${windowStart} then ${nowIso} else rate_limits.window_started_at end`,
      }),
    )
    .returning(["count", "window_started_at"])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  noteUse(name, count, row.window_started_at, now);
  return count;
}

/** Forget the attempts, e.g. after a successful sign-in. */
export async function resetRateLimit(name: RateLimitName, subject: string) {
  await getDb().deleteFrom("rate_limits").where("key", "=", keyOf(name, subject)).execute();
}

/** Housekeeping: drop windows that ended long ago. */
export async function pruneRateLimits(now = new Date()) {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowMs));
  await getDb()
    .deleteFrom("rate_limits")
    .where("window_started_at", "<", new Date(now.getTime() - longest).toISOString())
    .execute();
}
