import type { ExpressionBuilder, Transaction } from "kysely";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import {
  CANDIDATE_STAGES,
  DECLINE_REASONS,
  type Database,
  type GigAlertChoice,
  type MailLedgerState,
} from "~/db/schema";
import { isLocale, type Locale } from "~/i18n/config";
import { gigAlertEmail } from "~/mail/gig-alert-templates.server";
import { gigQuestionAnsweredEmail } from "~/mail/gig-question-templates.server";
import { cvRetentionNoticeEmail } from "~/mail/cv-retention-templates.server";
import { inviteAcceptedEmail, offerDeadlineEmail } from "~/mail/notification-templates.server";
import type { RenderedMail } from "~/mail/layout.server";
import { candidateStageEmail } from "~/mail/templates.server";
import { sendMail } from "~/mail/transport.server";
import { helsinkiDate } from "~/utils/dates";
import { logger } from "~/utils/logger.server";
import { NotFoundError } from "../shared/errors";
import { readLedgerPayload } from "../shared/ledger-payload";

/*
 * Partner notifications, through the send ledger (`mail_ledger`, migration 0008) like the gig
 * newsletter, so each reaches its recipient once however many instances run:
 *
 * - A change that reports to someone (a stage move, an accepted invite) writes the mail's ledger
 *   row in its own transaction, already `claimed` by this process, with what the mail needs in
 *   `payload`. Rolled back, there is no mail; committed, the mail cannot be lost.
 * - After the commit the same request sends it and settles the row `sent` or `failed`. The
 *   recipient's switch and address are read again then, so a switch turned off in between wins.
 * - `sweepNotifications` (every few minutes in each server, and in `npm run notifications:send`)
 *   sends a failed row again after RETRY_AFTER_MS, and a row still `claimed` after STALE_CLAIM_MS,
 *   whose process crashed between the commit and the send: each claimed by one guarded UPDATE,
 *   up to MAX_ATTEMPTS sends. As with the newsletter, a crash after the SMTP server accepted a
 *   mail and before the row was settled sends that one mail a second time.
 * - The deadline reminder's row is claimed by the daily run that finds the deadline tomorrow;
 *   its key (gig and deadline) makes it one mail per contact person and gig.
 * - Gig alerts (app/domain/gig-alerts.server.ts) are mails of this ledger too (`gig-alert`), with
 *   the same retries; their switch is the user's `gig_alerts` choice, not a flag.
 * - The CV retention notice (`cv-retention`) is claimed in the transaction that records the
 *   notice of an expert's period (app/domain/experts/cv-retention.server.ts), one per user and period.
 */

export const NOTIFICATION_KINDS = [
  "offer-stage",
  "offer-deadline",
  "invite-accepted",
  "gig-question-answered",
  "cv-retention",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationSettings = Record<NotificationKind, boolean>;
/** Every mail of this ledger: the switched notifications and the gig alerts. */
type MailKind = NotificationKind | "gig-alert";

const SETTING_COLUMN = {
  "offer-stage": "notify_offer_stage",
  "offer-deadline": "notify_offer_deadline",
  "invite-accepted": "notify_invite_accepted",
  "gig-question-answered": "notify_gig_question_answered",
  "cv-retention": "notify_cv_retention",
} as const satisfies Record<NotificationKind, string>;

const LEDGER_PREFIX = "notify:";
export const MAX_ATTEMPTS = 3;
export const RETRY_AFTER_MS = 5 * 60_000;
export const STALE_CLAIM_MS = 10 * 60_000;

/*
 * What each kind's mail needs, as `queueNotification` writes it into the row's `payload` and as
 * `sendClaimed` reads it back, possibly from a row an older deploy wrote. A row that no longer
 * fits its kind's schema is marked failed and never sent: a half-filled mail is worse than none.
 */
const OfferStagePayloadSchema = z.object({
  gig: z.string(),
  expert: z.string(),
  stage: z.enum(CANDIDATE_STAGES),
  reason: z.enum(DECLINE_REASONS).nullable(),
  feedback: z.string().nullable(),
  /** The expert declined to be represented (decision 048); absent in rows from before. */
  declinedByExpert: z.boolean().optional(),
});
const OfferDeadlinePayloadSchema = z.object({
  gig: z.string(),
  gigUrlPath: z.string().startsWith("/"),
  deadline: z.string().date(),
  experts: z.array(z.string()).min(1),
});
const InviteAcceptedPayloadSchema = z.object({ name: z.string().nullable(), email: z.string() });
/** `reason`: the recipient asked the question, or has an offer on the gig (app/domain/gig-questions.server.ts). */
const GigQuestionAnsweredPayloadSchema = z.object({
  gig: z.string(),
  gigUrlPath: z.string().startsWith("/"),
  question: z.string(),
  answer: z.string(),
  reason: z.enum(["asked", "offer"]),
});
/** The CV retention notice (app/domain/experts/cv-retention.server.ts): one company's CVs. */
const CvRetentionPayloadSchema = z.object({
  /** The recipient's own CV: a freelancer's. */
  own: z.boolean(),
  months: z.number().int().positive(),
  experts: z
    .array(
      z.object({
        name: z.string(),
        filename: z.string(),
        deleteOn: z.string().date(),
        keepPath: z.string().startsWith("/"),
      }),
    )
    .min(1),
  /** CVs noticed with these that the mail does not list. */
  more: z.number().int().min(0),
});
const GigAlertPayloadSchema = z.object({
  mode: z.enum(["instant", "daily"]),
  gigs: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        rateMin: z.number().int(),
        rateMax: z.number().int(),
        offerDeadline: z.string().date(),
        matches: z.array(
          z.object({
            expertName: z.string(),
            score: z.number(),
            reasons: z.array(
              z.object({
                code: z.string(),
                values: z.record(z.union([z.string(), z.number()])).optional(),
              }),
            ),
          }),
        ),
      }),
    )
    .min(1),
});
export type GigAlertPayload = z.infer<typeof GigAlertPayloadSchema>;

const NotificationMailSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("offer-stage"), payload: OfferStagePayloadSchema }),
  z.object({ kind: z.literal("offer-deadline"), payload: OfferDeadlinePayloadSchema }),
  z.object({ kind: z.literal("invite-accepted"), payload: InviteAcceptedPayloadSchema }),
  z.object({
    kind: z.literal("gig-question-answered"),
    payload: GigQuestionAnsweredPayloadSchema,
  }),
  z.object({ kind: z.literal("cv-retention"), payload: CvRetentionPayloadSchema }),
  z.object({ kind: z.literal("gig-alert"), payload: GigAlertPayloadSchema }),
]);
type NotificationMail = z.infer<typeof NotificationMailSchema>;
type Payloads = { [M in NotificationMail as M["kind"]]: M["payload"] };
export type CvRetentionPayload = Payloads["cv-retention"];

/** A ledger row this process claimed; `deliverNotifications` sends it. */
export type QueuedNotification = { kind: string; recipient: string; period: string };

export type DeliverySummary = { sent: number; failed: number; skipped: number };

const ledgerKind = (kind: MailKind) => `${LEDGER_PREFIX}${kind}`;

function kindOf(ledger: string): MailKind | null {
  const kind = ledger.slice(LEDGER_PREFIX.length);
  return kind === "gig-alert" || (NOTIFICATION_KINDS as readonly string[]).includes(kind)
    ? (kind as MailKind)
    : null;
}

/** Whether the user (as sendClaimed reads them) still wants a mail of this kind. */
function wants(
  kind: MailKind,
  user: Record<(typeof SETTING_COLUMN)[NotificationKind], number> & { gig_alerts: string },
) {
  // A switch from daily to instant (or back) still wants what was queued; only "off" stops it.
  return kind === "gig-alert" ? user.gig_alerts !== "off" : user[SETTING_COLUMN[kind]] === 1;
}

export async function getNotificationSettings(userId: string): Promise<NotificationSettings> {
  const row = await getDb()
    .selectFrom("users")
    .select([
      "notify_offer_stage",
      "notify_offer_deadline",
      "notify_invite_accepted",
      "notify_gig_question_answered",
      "notify_cv_retention",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return {
    "offer-stage": row.notify_offer_stage === 1,
    "offer-deadline": row.notify_offer_deadline === 1,
    "invite-accepted": row.notify_invite_accepted === 1,
    "gig-question-answered": row.notify_gig_question_answered === 1,
    "cv-retention": row.notify_cv_retention === 1,
  };
}

export async function updateNotificationSettings(userId: string, settings: NotificationSettings) {
  const result = await getDb()
    .updateTable("users")
    .set({
      notify_offer_stage: settings["offer-stage"] ? 1 : 0,
      notify_offer_deadline: settings["offer-deadline"] ? 1 : 0,
      notify_invite_accepted: settings["invite-accepted"] ? 1 : 0,
      notify_gig_question_answered: settings["gig-question-answered"] ? 1 : 0,
      notify_cv_retention: settings["cv-retention"] ? 1 : 0,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NotFoundError();
}

/** The user's gig alerts choice. */
export async function getGigAlerts(userId: string): Promise<GigAlertChoice> {
  const row = await getDb()
    .selectFrom("users")
    .select("gig_alerts")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row.gig_alerts;
}

export async function updateGigAlerts(userId: string, choice: GigAlertChoice) {
  const result = await getDb()
    .updateTable("users")
    .set({ gig_alerts: choice, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NotFoundError();
}

/**
 * In a transaction: a mail of this ledger claimed for this process, with what it needs, unless
 * the key is taken; `deliverNotifications` sends it after the commit. For mails whose caller
 * has already checked that the user wants them (gig alerts).
 */
export async function claimMail<K extends MailKind>(
  trx: Transaction<Database>,
  kind: K,
  userId: string,
  event: string,
  payload: Payloads[K],
): Promise<QueuedNotification | null> {
  const queued = { kind: ledgerKind(kind), recipient: userId, period: event };
  const inserted = await trx
    .insertInto("mail_ledger")
    .values({
      kind: queued.kind,
      recipient_key: userId,
      period_key: event,
      state: "claimed",
      attempts: 1,
      claimed_at: new Date().toISOString(),
      sent_at: null,
      last_error: null,
      payload: JSON.stringify(payload),
    })
    .onConflict((oc) => oc.columns(["kind", "recipient_key", "period_key"]).doNothing())
    .returning("recipient_key")
    .executeTakeFirst();
  return inserted ? queued : null;
}

/**
 * In the transaction of the change it reports: claims the mail for this process when the user
 * wants this kind. `event` names the change (one mail per user and event).
 */
export async function queueNotification<K extends NotificationKind>(
  trx: Transaction<Database>,
  kind: K,
  userId: string,
  event: string,
  payload: Payloads[K],
): Promise<QueuedNotification | null> {
  const user = await trx
    .selectFrom("users")
    .select(SETTING_COLUMN[kind])
    .where("id", "=", userId)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!user || (user as Record<string, number>)[SETTING_COLUMN[kind]] !== 1) return null;
  return claimMail(trx, kind, userId, event, payload);
}

async function render(
  mail: NotificationMail,
  user: { name: string | null; locale: string },
): Promise<RenderedMail> {
  const locale: Locale = isLocale(user.locale) ? user.locale : "en";
  switch (mail.kind) {
    case "offer-stage":
      return candidateStageEmail({ locale, name: user.name, ...mail.payload });
    case "offer-deadline":
      return offerDeadlineEmail({ locale, name: user.name, ...mail.payload });
    case "invite-accepted": {
      const { name, email } = mail.payload;
      return inviteAcceptedEmail({ locale, name: user.name, invitee: name, email });
    }
    case "gig-alert":
      return gigAlertEmail({ locale, name: user.name, ...mail.payload });
    case "gig-question-answered":
      return gigQuestionAnsweredEmail({ locale, name: user.name, ...mail.payload });
    case "cv-retention":
      return cvRetentionNoticeEmail({ locale, name: user.name, ...mail.payload });
  }
}

/** `final`: no retry either, for a failure that waiting cannot mend. */
async function settle(ref: QueuedNotification, outcome: { error: string; final?: boolean } | null) {
  await getDb()
    .updateTable("mail_ledger")
    .set(
      outcome
        ? {
            state: "failed",
            last_error: outcome.error.slice(0, 500),
            ...(outcome.final ? { attempts: MAX_ATTEMPTS } : {}),
          }
        : { state: "sent", sent_at: new Date().toISOString(), last_error: null },
    )
    .where("kind", "=", ref.kind)
    .where("recipient_key", "=", ref.recipient)
    .where("period_key", "=", ref.period)
    .execute();
}

/** Sends one claimed row; "skipped" when its recipient no longer wants or can get it. */
async function sendClaimed(ref: QueuedNotification): Promise<keyof DeliverySummary> {
  const kind = kindOf(ref.kind);
  const db = getDb();
  const row = await db
    .selectFrom("mail_ledger")
    .innerJoin("users", "users.id", "mail_ledger.recipient_key")
    .select([
      "mail_ledger.payload",
      "users.email",
      "users.name",
      "users.locale",
      "users.disabled_at",
      "users.notify_offer_stage",
      "users.notify_offer_deadline",
      "users.notify_invite_accepted",
      "users.notify_gig_question_answered",
      "users.notify_cv_retention",
      "users.gig_alerts",
    ])
    .where("mail_ledger.kind", "=", ref.kind)
    .where("mail_ledger.recipient_key", "=", ref.recipient)
    .where("mail_ledger.period_key", "=", ref.period)
    .executeTakeFirst();
  if (!kind || !row || row.disabled_at || !wants(kind, row)) {
    // Turned off, disabled or deleted since the change: nothing to send, and nothing to retry.
    await db
      .deleteFrom("mail_ledger")
      .where("kind", "=", ref.kind)
      .where("recipient_key", "=", ref.recipient)
      .where("period_key", "=", ref.period)
      .execute();
    return "skipped";
  }
  const read = readLedgerPayload(row.payload, (payload) =>
    NotificationMailSchema.safeParse({ kind, payload }),
  );
  if ("problem" in read) {
    logger.error("notification payload invalid, not sent", { kind, problem: read.problem });
    await settle(ref, { error: `invalid payload: ${read.problem}`, final: true });
    return "failed";
  }
  try {
    const mail = await render(read.data, row);
    await sendMail({ to: row.email, ...mail });
    await settle(ref, null);
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error("notification not sent", { kind, reason: message });
    await settle(ref, { error: message });
    return "failed";
  }
}

/** After the commit: sends what the change queued. Never throws; a failure is retried later. */
export async function deliverNotifications(
  queued: Array<QueuedNotification | null>,
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, failed: 0, skipped: 0 };
  for (const ref of queued) {
    if (!ref) continue;
    try {
      summary[await sendClaimed(ref)]++;
    } catch (error) {
      // The database failed after the commit: the row stays claimed and the sweeper sends it.
      logger.error("notification delivery failed", {
        reason: error instanceof Error ? error.message : String(error),
      });
      summary.failed++;
    }
  }
  return summary;
}

/**
 * A ledger row to try again at `now`: failed RETRY_AFTER_MS ago or more, or still claimed after
 * STALE_CLAIM_MS (its process stopped), with attempts left. The notifications' sweep, the
 * instant gig alerts' and the consent requests' take their rows by it and reclaimDueRow.
 */
export function dueAgain(now: Date) {
  const retryBefore = new Date(now.getTime() - RETRY_AFTER_MS).toISOString();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  return (eb: ExpressionBuilder<Database, "mail_ledger">) =>
    eb.and([
      eb("attempts", "<", MAX_ATTEMPTS),
      eb.or([
        eb.and([eb("state", "=", "failed"), eb("claimed_at", "<", retryBefore)]),
        eb.and([eb("state", "=", "claimed"), eb("claimed_at", "<", staleBefore)]),
      ]),
    ]);
}

/** A ledger row as a sweep read it, due again (dueAgain). */
type DueRow = {
  kind: string;
  recipient_key: string;
  period_key: string;
  state: MailLedgerState;
  claimed_at: string;
};

/**
 * Claims a due row for one more attempt, on condition that it is still as the sweep read it: a
 * concurrent sweep that got it first changed it, and then this one answers false.
 */
export async function reclaimDueRow(row: DueRow, now: Date): Promise<boolean> {
  const taken = await getDb()
    .updateTable("mail_ledger")
    .set((eb) => ({
      state: "claimed",
      claimed_at: now.toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("kind", "=", row.kind)
    .where("recipient_key", "=", row.recipient_key)
    .where("period_key", "=", row.period_key)
    .where("state", "=", row.state)
    .where("claimed_at", "=", row.claimed_at)
    .returning("kind")
    .executeTakeFirst();
  return taken !== undefined;
}

/** Sends failed rows again after a pause, and rows a crashed process left claimed. */
export async function sweepNotifications(now: Date = new Date()): Promise<DeliverySummary> {
  const db = getDb();
  const due = await db
    .selectFrom("mail_ledger")
    .select(["kind", "recipient_key", "period_key", "state", "claimed_at"])
    .where("kind", "like", `${LEDGER_PREFIX}%`)
    .where(dueAgain(now))
    .orderBy("claimed_at")
    .limit(500)
    .execute();
  const claimed: QueuedNotification[] = [];
  for (const row of due)
    if (await reclaimDueRow(row, now))
      claimed.push({ kind: row.kind, recipient: row.recipient_key, period: row.period_key });
  return deliverNotifications(claimed);
}

function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The day before a gig's offer deadline (Helsinki date), one reminder to each contact person
 * with an offer on it still in review. Safe to run any number of times a day, anywhere.
 */
export async function sendDeadlineReminders(now: Date = new Date()): Promise<DeliverySummary> {
  const deadline = nextDay(helsinkiDate(now));
  const rows = await getDb()
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .innerJoin("users", "users.id", "candidates.contact_user_id")
    .select([
      "candidates.contact_user_id as userId",
      "gigs.id as gigId",
      "gigs.slug",
      "gigs.title",
      "experts.name as expert",
    ])
    .where("gigs.offer_deadline", "=", deadline)
    .where("gigs.published", "=", 1)
    .where("gigs.status", "=", "accepting-proposals")
    .where("candidates.status", "=", "REVIEW")
    .where("users.notify_offer_deadline", "=", 1)
    .where("users.disabled_at", "is", null)
    .orderBy("candidates.contact_user_id")
    .orderBy("gigs.id")
    .orderBy("experts.name")
    .execute();
  const groups = new Map<string, { userId: string; payload: Payloads["offer-deadline"] }>();
  for (const row of rows) {
    const key = `${row.userId}\n${row.gigId}`;
    const group = groups.get(key) ?? {
      userId: row.userId!,
      payload: {
        gig: row.title,
        gigUrlPath: `/gigs/${row.gigId}/${row.slug}`,
        deadline,
        experts: [],
      },
    };
    group.payload.experts.push(row.expert);
    groups.set(key, group);
  }
  const queued: QueuedNotification[] = [];
  for (const [key, group] of groups) {
    const gigId = key.split("\n")[1];
    const ref = await getDb()
      .transaction()
      .execute((trx) =>
        queueNotification(
          trx,
          "offer-deadline",
          group.userId,
          `${gigId}:${deadline}`,
          group.payload,
        ),
      );
    if (ref) queued.push(ref);
  }
  const summary = await deliverNotifications(queued);
  return { ...summary, skipped: summary.skipped + groups.size - queued.length };
}
