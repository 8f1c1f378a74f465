import type { Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database, GigAlertChoice } from "~/db/schema";
import { helsinkiDate } from "~/utils/dates";
import { logger } from "~/utils/logger.server";
import type { FindMatchesForGig } from "./gig-alert-matches.server";
import {
  claimMail,
  deliverNotifications,
  dueAgain,
  reclaimDueRow,
  type DeliverySummary,
  type GigAlertPayload,
  type QueuedNotification,
} from "./newsletter/notifications.server";

/*
 * Gig alerts (issue 36, decision 045): each partner user chooses off, daily (a weekday digest at
 * the newsletter's hour) or instant (within minutes of a gig's first publication). The mail
 * lists the gig (or the day's gigs) with the experts of the user's company that fit it, found by
 * a FindMatchesForGig the caller passes in.
 *
 * - Exactly once per user and gig: `gig_alert_items` has one row per user and gig (its primary
 *   key), inserted in the transaction that queues the mail in the mail ledger. A gig that reached
 *   a user instantly is not in their digest after a switch to daily, and two runs at once (or
 *   again) find the key taken.
 * - The mails are the notifications' (`notify:gig-alert` rows of the mail ledger, sent by
 *   deliverNotifications): the same retries (sweepNotifications), a user's choice read again at
 *   sending ("off" in between wins), the same note on where to turn them off.
 * - Instant: the publication's transaction writes a row (INSTANT_KIND, the gig's id) that says
 *   the gig's alerts are due; after the commit the request starts them in the background and
 *   answers at once. A process that stops before they are queued leaves the row claimed, and
 *   sweepGigAlerts takes it over once it is stale, like a crashed send.
 * - Daily: one digest per user and Helsinki weekday (its row's key), listing the open gigs first
 *   published in the last LOOKBACK_DAYS that fit and have not reached the user; so a run missed
 *   (the server was down at the hour) is made up the next day.
 */

/** The ledger kind of "this gig's instant alerts are due" rows (recipient ALL, period: gig id). */
export const INSTANT_KIND = "gig-alerts-instant";
const ALL = "all";
/** How far back a digest looks for gigs a user has not had an alert about. */
export const LOOKBACK_DAYS = 7;
/** Gigs a digest lists at most; the newest first, the rest wait for the next digest. */
export const DIGEST_MAX = 20;
/** Mails sent at once by a run (deliverNotifications sends one at a time). */
const SENDERS = 4;

export type GigAlertSummary = DeliverySummary & {
  /** Why nothing was due, when nothing was. */
  reason?: "weekend" | "no-new-gigs";
  /** Users who had nothing new: no fitting gig, or every one already sent to them. */
  nothingNew: number;
};

type Recipient = { id: string; companyId: string };

/** Partner users who chose this kind of alert and can get mail. */
async function recipients(choice: Exclude<GigAlertChoice, "off">): Promise<Recipient[]> {
  const rows = await getDb()
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .select(["users.id", "users.company_id"])
    .where("users.gig_alerts", "=", choice)
    .where("users.role", "=", "partner")
    .where("users.disabled_at", "is", null)
    .where("users.registered_at", "is not", null)
    .where("companies.disabled_at", "is", null)
    .orderBy("users.company_id")
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({ id: row.id, companyId: row.company_id! }));
}

type AlertGig = Omit<GigAlertPayload["gigs"][number], "matches">;

function gigColumns() {
  return [
    "id",
    "title",
    "slug",
    "rate_min",
    "rate_max",
    "offer_deadline",
    "first_published_at",
  ] as const;
}

function toAlertGig(row: {
  id: number;
  title: string;
  slug: string;
  rate_min: number;
  rate_max: number;
  offer_deadline: string;
}): AlertGig {
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    rateMin: Number(row.rate_min),
    rateMax: Number(row.rate_max),
    offerDeadline: row.offer_deadline,
  };
}

/** The company's fitting experts per gig, each asked once per run whatever the company's users. */
function matchesPerCompany(findMatches: FindMatchesForGig) {
  const found = new Map<string, ReturnType<FindMatchesForGig>>();
  return (gigId: number, companyId: string) => {
    const key = `${gigId}\n${companyId}`;
    let matches = found.get(key);
    if (!matches) {
      matches = findMatches(gigId, companyId);
      found.set(key, matches);
    }
    return matches;
  };
}

/** Sends what a run queued, a few at a time; never throws (failures are retried later). */
async function deliverAll(queued: QueuedNotification[]): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, failed: 0, skipped: 0 };
  let next = 0;
  const sender = async () => {
    while (next < queued.length) {
      const one = await deliverNotifications([queued[next++]!]);
      summary.sent += one.sent;
      summary.failed += one.failed;
      summary.skipped += one.skipped;
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return summary;
}

/**
 * In the publication's transaction: the gig's instant alerts are due, claimed by this process,
 * which starts them after the commit (startInstantGigAlerts).
 */
export async function markInstantGigAlertsDue(trx: Transaction<Database>, gigId: number) {
  await trx
    .insertInto("mail_ledger")
    .values({
      kind: INSTANT_KIND,
      recipient_key: ALL,
      period_key: String(gigId),
      state: "claimed",
      attempts: 1,
      claimed_at: new Date().toISOString(),
      sent_at: null,
      last_error: null,
      payload: null,
    })
    .onConflict((oc) => oc.columns(["kind", "recipient_key", "period_key"]).doNothing())
    .execute();
}

async function settleInstantRow(gigId: number, error: string | null) {
  await getDb()
    .updateTable("mail_ledger")
    .set(
      error
        ? { state: "failed", last_error: error.slice(0, 500) }
        : { state: "sent", sent_at: new Date().toISOString(), last_error: null },
    )
    .where("kind", "=", INSTANT_KIND)
    .where("recipient_key", "=", ALL)
    .where("period_key", "=", String(gigId))
    .execute();
}

/**
 * A gig's instant alerts: one mail to each user who chose "instant" and whose company has experts
 * that fit the gig, unless that user already had an alert about it. Safe to run again.
 */
export async function sendInstantGigAlerts(
  gigId: number,
  findMatches: FindMatchesForGig,
): Promise<GigAlertSummary> {
  const summary: GigAlertSummary = { sent: 0, failed: 0, skipped: 0, nothingNew: 0 };
  const row = await getDb()
    .selectFrom("gigs")
    .select(gigColumns())
    .where("id", "=", gigId)
    .where("published", "=", 1)
    .where("first_published_at", "is not", null)
    .executeTakeFirst();
  // Taken down again before its alerts went: nobody is told of a gig they cannot open.
  if (!row) return summary;
  const gig = toAlertGig(row);
  const period = `gig:${gigId}`;
  const matchesOf = matchesPerCompany(findMatches);
  const queued: QueuedNotification[] = [];
  for (const user of await recipients("instant")) {
    const matches = await matchesOf(gigId, user.companyId);
    if (!matches.length) {
      summary.nothingNew++;
      continue;
    }
    const ref = await getDb()
      .transaction()
      .execute(async (trx) => {
        const fresh = await trx
          .insertInto("gig_alert_items")
          .values({
            user_id: user.id,
            gig_id: gigId,
            period_key: period,
            created_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.columns(["user_id", "gig_id"]).doNothing())
          .returning("gig_id")
          .executeTakeFirst();
        if (!fresh) return null;
        return claimMail(trx, "gig-alert", user.id, period, {
          mode: "instant",
          gigs: [{ ...gig, matches }],
        });
      });
    if (ref) queued.push(ref);
    else summary.nothingNew++;
  }
  const delivered = await deliverAll(queued);
  return { ...summary, ...delivered, skipped: summary.skipped + delivered.skipped };
}

const pending = new Set<Promise<void>>();

/**
 * After the publication's commit: the gig's instant alerts, in the background (the request has
 * answered). A failure is logged and the row marked failed, for sweepGigAlerts to try again.
 */
export function startInstantGigAlerts(gigId: number, findMatches: FindMatchesForGig) {
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runInstant(gigId, findMatches))
    .finally(() => pending.delete(job));
  pending.add(job);
}

async function runInstant(gigId: number, findMatches: FindMatchesForGig) {
  try {
    const summary = await sendInstantGigAlerts(gigId, findMatches);
    await settleInstantRow(gigId, null);
    if (summary.sent || summary.failed) logger.info("instant gig alerts", { gigId, ...summary });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error("instant gig alerts failed", { gigId, reason: message });
    // The database may be gone too: then the row stays claimed, and is stale in a while.
    await settleInstantRow(gigId, message).catch(() => undefined);
  }
}

/** Waits for the instant alerts still running in the background (shutdown, tests). */
export async function settleGigAlerts() {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/**
 * Instant alerts a process did not finish: a row still claimed after STALE_CLAIM_MS (its process
 * stopped), or failed RETRY_AFTER_MS ago with attempts left. Each is taken by one guarded update,
 * so two sweepers never run the same gig; running one twice would send nothing twice anyway.
 */
export async function sweepGigAlerts(
  findMatches: FindMatchesForGig,
  now: Date = new Date(),
): Promise<GigAlertSummary> {
  const db = getDb();
  const due = await db
    .selectFrom("mail_ledger")
    .select(["period_key", "state", "claimed_at"])
    .where("kind", "=", INSTANT_KIND)
    .where("recipient_key", "=", ALL)
    .where(dueAgain(now))
    .orderBy("claimed_at")
    .limit(100)
    .execute();
  const total: GigAlertSummary = { sent: 0, failed: 0, skipped: 0, nothingNew: 0 };
  for (const row of due) {
    if (!(await reclaimDueRow({ ...row, kind: INSTANT_KIND, recipient_key: ALL }, now))) continue;
    const gigId = Number(row.period_key);
    try {
      const summary = await sendInstantGigAlerts(gigId, findMatches);
      await settleInstantRow(gigId, null);
      for (const key of ["sent", "failed", "skipped", "nothingNew"] as const)
        total[key] += summary[key];
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error("instant gig alerts failed", { gigId, reason: message });
      await settleInstantRow(gigId, message);
      total.failed++;
    }
  }
  return total;
}

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The weekday digest: to each user who chose "daily", one mail listing the open gigs first
 * published in the last LOOKBACK_DAYS that fit their company's experts and have not reached them
 * (at most DIGEST_MAX, newest first). Safe to run any number of times a day, anywhere: a user's
 * digest of the day is one row of the ledger. `force` sends on a weekend day too.
 */
export async function sendDailyGigAlerts({
  findMatches,
  now = new Date(),
  force = false,
}: {
  findMatches: FindMatchesForGig;
  now?: Date;
  force?: boolean;
}): Promise<GigAlertSummary> {
  const summary: GigAlertSummary = { sent: 0, failed: 0, skipped: 0, nothingNew: 0 };
  const day = helsinkiDate(now);
  if (isWeekend(day) && !force) return { ...summary, reason: "weekend" };
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000).toISOString();
  const rows = await getDb()
    .selectFrom("gigs")
    .select(gigColumns())
    .where("published", "=", 1)
    .where("first_published_at", ">", since)
    .where("first_published_at", "<=", now.toISOString())
    .where("status", "=", "accepting-proposals")
    .where("offer_deadline", ">=", day)
    .orderBy("first_published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  if (!rows.length) return { ...summary, reason: "no-new-gigs" };
  const gigs = rows.map(toAlertGig);
  const period = `day:${day}`;
  let matchesOf = matchesPerCompany(findMatches);
  let company: string | null = null;
  const queued: QueuedNotification[] = [];
  for (const user of await recipients("daily")) {
    // The recipients come by company: a company's matches are kept while its users are served,
    // not the whole run's (2,000 companies by 150 gigs held half a gigabyte).
    if (user.companyId !== company) {
      matchesOf = matchesPerCompany(findMatches);
      company = user.companyId;
    }
    const fitting: GigAlertPayload["gigs"] = [];
    for (const gig of gigs) {
      const matches = await matchesOf(gig.id, user.companyId);
      if (matches.length) fitting.push({ ...gig, matches });
    }
    const ref = fitting.length ? await queueDigest(user.id, period, fitting) : null;
    if (ref === "taken") summary.skipped++;
    else if (ref) queued.push(ref);
    else summary.nothingNew++;
  }
  const delivered = await deliverAll(queued);
  return { ...summary, ...delivered, skipped: summary.skipped + delivered.skipped };
}

/**
 * One user's digest of the day, in one transaction: its ledger row (the day's key), then the
 * gigs not yet sent to the user. "taken": another run has the day's digest; null: nothing new.
 */
async function queueDigest(
  userId: string,
  period: string,
  fitting: GigAlertPayload["gigs"],
): Promise<QueuedNotification | "taken" | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const ref = await claimMail(trx, "gig-alert", userId, period, {
        mode: "daily",
        gigs: fitting,
      });
      if (!ref) return "taken" as const;
      const sentBefore = await trx
        .selectFrom("gig_alert_items")
        .select("gig_id")
        .where("user_id", "=", userId)
        .where(
          "gig_id",
          "in",
          fitting.map((gig) => gig.id),
        )
        .execute();
      const old = new Set(sentBefore.map((row) => Number(row.gig_id)));
      const candidates = fitting.filter((gig) => !old.has(gig.id)).slice(0, DIGEST_MAX);
      // An instant alert may have taken one since (a switch of choice): the key decides.
      const inserted = candidates.length
        ? await trx
            .insertInto("gig_alert_items")
            .values(
              candidates.map((gig) => ({
                user_id: userId,
                gig_id: gig.id,
                period_key: period,
                created_at: new Date().toISOString(),
              })),
            )
            .onConflict((oc) => oc.columns(["user_id", "gig_id"]).doNothing())
            .returning("gig_id")
            .execute()
        : [];
      const fresh = new Set(inserted.map((row) => Number(row.gig_id)));
      const listed = candidates.filter((gig) => fresh.has(gig.id));
      if (!listed.length) {
        await trx
          .deleteFrom("mail_ledger")
          .where("kind", "=", ref.kind)
          .where("recipient_key", "=", ref.recipient)
          .where("period_key", "=", ref.period)
          .execute();
        return null;
      }
      await trx
        .updateTable("mail_ledger")
        .set({ payload: JSON.stringify({ mode: "daily", gigs: listed }) })
        .where("kind", "=", ref.kind)
        .where("recipient_key", "=", ref.recipient)
        .where("period_key", "=", ref.period)
        .execute();
      return ref;
    });
}
