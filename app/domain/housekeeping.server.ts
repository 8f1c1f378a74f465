import { getDb } from "~/db/db.server";
import { LOOKBACK_DAYS } from "./gig-alerts.server";
import { pruneIdempotencyKeys } from "./idempotency-keys.server";
import { pruneRateLimits } from "./shared/rate-limit.server";

const DAY_MS = 24 * 60 * 60_000;
/**
 * Used and expired one-time links are kept this long after they stop working, so a late click
 * still says "expired" or "already used" rather than "invalid".
 */
export const SPENT_TOKEN_RETENTION_DAYS = 7;
/**
 * Rows deleted per statement: the first run after a long time may find millions, and one
 * statement would hold SQLite's write lock (and every request that writes) until it ended.
 */
const BATCH = 2_000;

/** How long kept records stay, in days; 0 keeps them for ever. */
export type Retention = {
  /** The mail ledger's sent and failed rows, counted from when they were claimed. */
  mailLedgerDays: number;
  /** Invites, counted from when they expired or were deleted. */
  inviteDays: number;
  /** Audit events, counted from when they happened. */
  auditDays: number;
};

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Deletes in batches until a batch finds nothing; `batch` deletes up to BATCH rows. */
async function inBatches(batch: () => Promise<number>) {
  let total = 0;
  for (let deleted = await batch(); deleted > 0; deleted = await batch()) total += deleted;
  return total;
}

/**
 * The mail ledger exists so that no mail goes twice; a row past its retention guards a send that
 * nothing will try again. Each kind's newest row stays whatever its age: the gig newsletter reads
 * its previous run's cut-off from there. Rows still claimed (being sent) are never touched.
 */
async function pruneMailLedger(now: Date, days: number) {
  const db = getDb();
  const kinds = await db
    .selectFrom("mail_ledger")
    .select(["kind", (eb) => eb.fn.max("claimed_at").as("newest")])
    .groupBy("kind")
    .execute();
  let total = 0;
  for (const { kind, newest } of kinds) {
    const before = cutoff(now, days) < newest ? cutoff(now, days) : newest;
    total += await inBatches(async () => {
      const result = await db
        .deleteFrom("mail_ledger")
        .where((eb) =>
          eb(
            eb.refTuple("kind", "recipient_key", "period_key"),
            "in",
            eb
              .selectFrom("mail_ledger")
              .select(["kind", "recipient_key", "period_key"])
              .where("kind", "=", kind)
              .where("state", "in", ["sent", "failed"])
              .where("claimed_at", "<", before)
              .limit(BATCH)
              .$asTuple("kind", "recipient_key", "period_key"),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
  return total;
}

/**
 * Which gigs reached which user (gig alerts' once-per-user-and-gig key) outlive their use once no
 * run can list the gig again: a digest looks back LOOKBACK_DAYS, an instant alert goes at the
 * first publication. Kept as long as the mail ledger keeps the mails, and at least that.
 */
async function pruneGigAlertItems(now: Date, days: number) {
  const db = getDb();
  const before = cutoff(now, Math.max(days, LOOKBACK_DAYS + 1));
  return inBatches(async () => {
    const result = await db
      .deleteFrom("gig_alert_items")
      .where((eb) =>
        eb(
          eb.refTuple("user_id", "gig_id"),
          "in",
          eb
            .selectFrom("gig_alert_items")
            .select(["user_id", "gig_id"])
            .where("created_at", "<", before)
            .limit(BATCH)
            .$asTuple("user_id", "gig_id"),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

async function pruneAuditEvents(now: Date, days: number) {
  const db = getDb();
  return inBatches(async () => {
    const result = await db
      .deleteFrom("audit_events")
      .where(
        "id",
        "in",
        db.selectFrom("audit_events").select("id").where("at", "<", cutoff(now, days)).limit(BATCH),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Invites nobody can use any more: expired unused, or deleted by the company. */
async function pruneInvites(now: Date, days: number) {
  const before = cutoff(now, days);
  const result = await getDb()
    .deleteFrom("invites")
    .where((eb) =>
      eb.or([
        eb.and([eb("consumed_at", "is", null), eb("expires_at", "<", before)]),
        eb("deleted_at", "<", before),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes rows that no longer do anything (finished rate-limit windows, API idempotency keys
 * past their 24 hours, expired sessions and one-time tokens spent or expired more than a week ago) and records past their retention (the
 * mail ledger and the gigs it alerted users to, invites, the audit log). Idempotent, so every instance behind a load balancer may
 * run it. The retention comes from the environment (MAIL_LEDGER_RETENTION_DAYS, ...).
 */
export async function pruneExpiredRows(now: Date, retention: Retention) {
  const db = getDb();
  await pruneRateLimits(now);
  const sessions = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  const spent = cutoff(now, SPENT_TOKEN_RETENTION_DAYS);
  const tokens = await db
    .deleteFrom("one_time_tokens")
    .where((eb) => eb.or([eb("expires_at", "<", spent), eb("used_at", "<", spent)]))
    .executeTakeFirst();
  const idempotencyKeys = await pruneIdempotencyKeys(now);
  return {
    sessions: Number(sessions.numDeletedRows),
    idempotencyKeys,
    tokens: Number(tokens.numDeletedRows),
    mails: retention.mailLedgerDays ? await pruneMailLedger(now, retention.mailLedgerDays) : 0,
    gigAlertItems: retention.mailLedgerDays
      ? await pruneGigAlertItems(now, retention.mailLedgerDays)
      : 0,
    invites: retention.inviteDays ? await pruneInvites(now, retention.inviteDays) : 0,
    auditEvents: retention.auditDays ? await pruneAuditEvents(now, retention.auditDays) : 0,
  };
}
