import { getDb } from "~/db/db.server";
import { pruneRateLimits } from "./shared/rate-limit.server";

const DAY_MS = 24 * 60 * 60_000;
/**
 * Used and expired one-time links are kept this long after they stop working, so a late click
 * still says "expired" or "already used" rather than "invalid".
 */
export const SPENT_TOKEN_RETENTION_DAYS = 7;

/**
 * Deletes rows that no longer do anything: finished rate-limit windows, expired sessions and
 * one-time tokens spent or expired more than a week ago. Idempotent, so every instance behind a
 * load balancer may run it.
 */
export async function pruneExpiredRows(now = new Date()) {
  const db = getDb();
  await pruneRateLimits(now);
  const sessions = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  const cutoff = new Date(now.getTime() - SPENT_TOKEN_RETENTION_DAYS * DAY_MS).toISOString();
  const tokens = await db
    .deleteFrom("one_time_tokens")
    .where((eb) => eb.or([eb("expires_at", "<", cutoff), eb("used_at", "<", cutoff)]))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
  };
}
