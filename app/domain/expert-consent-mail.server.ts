import type { Transaction } from "kysely";
import { z } from "zod";
import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { SUPPORTED_LOCALES, isLocale, type Locale } from "~/i18n/config";
import { representationRequestEmail } from "~/mail/representation-templates.server";
import { sendMail } from "~/mail/transport.server";
import { logger } from "~/utils/logger.server";
import { isPendingStatus } from "~/validation/offer";
import { consentExpiresAt } from "./expert-consent.server";
import { consentTokenFor } from "./expert-consent-token.server";
import {
  dueAgain,
  MAX_ATTEMPTS,
  reclaimDueRow,
  type DeliverySummary,
} from "./newsletter/notifications.server";
import { readLedgerPayload } from "./shared/ledger-payload";

/*
 * The mail asking an expert's consent goes through the send ledger like the partner
 * notifications (decision 014), under a kind of its own since its recipient is an expert, not a
 * user: the offer's transaction claims the row (kind, candidate id), so a committed offer asks
 * exactly once and a rolled-back one never; the request sends it after the commit, and
 * `sweepConsentRequests` (with the notifications' sweep, every five minutes) sends a failed or
 * abandoned row again, up to MAX_ATTEMPTS. The expert's address, the rate and the names are read
 * at sending time, so the mail says what is true then; an offer withdrawn or answered meanwhile
 * drops its row unsent.
 */

const KIND = "consent:request";
const PERIOD = "request";
const PayloadSchema = z.object({ locale: z.enum(SUPPORTED_LOCALES) });

/** A ledger row this process claimed; `deliverConsentRequests` sends it. */
export type QueuedConsentRequest = { candidateId: string };

/**
 * In the offer's transaction: claims the consent mail of a new candidate, in the offering
 * user's language (companies have none of their own: their users each choose one).
 */
export async function claimConsentRequest(
  trx: Transaction<Database>,
  candidateId: string,
  offeredBy: string,
): Promise<QueuedConsentRequest | null> {
  const user = await trx
    .selectFrom("users")
    .select("locale")
    .where("id", "=", offeredBy)
    .executeTakeFirst();
  const locale: Locale = user && isLocale(user.locale) ? user.locale : "en";
  const inserted = await trx
    .insertInto("mail_ledger")
    .values({
      kind: KIND,
      recipient_key: candidateId,
      period_key: PERIOD,
      state: "claimed",
      attempts: 1,
      claimed_at: new Date().toISOString(),
      sent_at: null,
      last_error: null,
      payload: JSON.stringify({ locale } satisfies z.infer<typeof PayloadSchema>),
    })
    .onConflict((oc) => oc.columns(["kind", "recipient_key", "period_key"]).doNothing())
    .returning("recipient_key")
    .executeTakeFirst();
  return inserted ? { candidateId } : null;
}

function rowKey(candidateId: string) {
  return getDb()
    .updateTable("mail_ledger")
    .where("kind", "=", KIND)
    .where("recipient_key", "=", candidateId)
    .where("period_key", "=", PERIOD);
}

async function settle(candidateId: string, error: string | null, final = false) {
  await rowKey(candidateId)
    .set(
      error
        ? {
            state: "failed",
            last_error: error.slice(0, 500),
            ...(final ? { attempts: MAX_ATTEMPTS } : {}),
          }
        : { state: "sent", sent_at: new Date().toISOString(), last_error: null },
    )
    .execute();
}

async function sendClaimed(candidateId: string): Promise<keyof DeliverySummary> {
  const db = getDb();
  const row = await db
    .selectFrom("mail_ledger")
    .innerJoin("candidates", "candidates.id", "mail_ledger.recipient_key")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("companies", "companies.id", "candidates.company_id")
    .leftJoin("users", "users.id", "candidates.contact_user_id")
    .select([
      "mail_ledger.payload",
      "candidates.status",
      "candidates.consent",
      "candidates.rate",
      "candidates.created_at",
      "experts.name as expertName",
      "experts.email as expertEmail",
      "gigs.id as gigId",
      "gigs.slug",
      "gigs.title",
      "companies.name as company",
      "users.name as contactName",
      "users.email as contactEmail",
    ])
    .where("mail_ledger.kind", "=", KIND)
    .where("mail_ledger.recipient_key", "=", candidateId)
    .where("mail_ledger.period_key", "=", PERIOD)
    .executeTakeFirst();
  const email = row?.expertEmail?.trim();
  if (!row || !email || row.consent !== "waiting" || !isPendingStatus(row.status)) {
    // Withdrawn, answered, decided or without an address since the offer: nothing to ask.
    await db
      .deleteFrom("mail_ledger")
      .where("kind", "=", KIND)
      .where("recipient_key", "=", candidateId)
      .where("period_key", "=", PERIOD)
      .execute();
    return "skipped";
  }
  const read = readLedgerPayload(row.payload, (json) => PayloadSchema.safeParse(json));
  if ("problem" in read) {
    logger.error("consent request payload invalid, not sent", { problem: read.problem });
    await settle(candidateId, `invalid payload: ${read.problem}`, true);
    return "failed";
  }
  try {
    const mail = await representationRequestEmail({
      locale: read.data.locale,
      name: row.expertName,
      company: row.company,
      gig: row.title,
      gigUrlPath: `/gigs/${Number(row.gigId)}/${row.slug}`,
      rate: Number(row.rate),
      contact: row.contactName?.trim()
        ? `${row.contactName.trim()} <${row.contactEmail}>`
        : (row.contactEmail ?? null),
      token: consentTokenFor(candidateId),
      expiresAt: consentExpiresAt(row.created_at),
    });
    await sendMail({ to: email, ...mail });
    await settle(candidateId, null);
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error("consent request not sent", { reason: message });
    await settle(candidateId, message);
    return "failed";
  }
}

/** After the commit: sends what the offer claimed. Never throws; a failure is retried later. */
export async function deliverConsentRequests(
  queued: Array<QueuedConsentRequest | null>,
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, failed: 0, skipped: 0 };
  for (const ref of queued) {
    if (!ref) continue;
    try {
      summary[await sendClaimed(ref.candidateId)]++;
    } catch (error) {
      // The database failed after the commit: the row stays claimed and the sweep sends it.
      logger.error("consent request delivery failed", {
        reason: error instanceof Error ? error.message : String(error),
      });
      summary.failed++;
    }
  }
  return summary;
}

/** Sends failed rows again after a pause, and rows a stopped process left claimed. */
export async function sweepConsentRequests(now: Date = new Date()): Promise<DeliverySummary> {
  const db = getDb();
  const due = await db
    .selectFrom("mail_ledger")
    .select(["recipient_key", "state", "claimed_at"])
    .where("kind", "=", KIND)
    .where(dueAgain(now))
    .orderBy("claimed_at")
    .limit(500)
    .execute();
  const claimed: QueuedConsentRequest[] = [];
  for (const row of due)
    if (await reclaimDueRow({ ...row, kind: KIND, period_key: PERIOD }, now))
      claimed.push({ candidateId: row.recipient_key });
  return deliverConsentRequests(claimed);
}
