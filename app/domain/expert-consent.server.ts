import type { Kysely, Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import type { CandidateConsent, CandidateStage, Database } from "~/db/schema";
import { isPendingStatus, PENDING_STATUSES } from "~/validation/offer";
import { STATUS_OF_STAGE } from "~/validation/offer-status";
import { candidateOfToken } from "./expert-consent-token.server";
import {
  deliverNotifications,
  queueNotification,
  type QueuedNotification,
} from "./newsletter/notifications.server";
import type { Client } from "./shared/actor";
import { writeAudit } from "./shared/audit.server";
import { ConflictError } from "./shared/errors";

/*
 * The expert's consent to be represented (issue 37, decision 048). An offer of an expert with an
 * e-mail address starts "waiting" and mails the expert a signed link (expert-consent-mail); the
 * expert answers on the link's page without signing in. "agreed" lets staff put the candidate
 * forward on a gig that requires consent; "declined" withdraws the proposal at once (status
 * DECLINED, stage declined, no reason) and tells the offer's contact person; the same person can
 * be offered on the gig again, which replaces the declined row. A freelancer offering themselves
 * has agreed; an expert without an address is "not-asked", which on a gig that requires consent
 * keeps the candidate from the customer like "waiting" does.
 */

/** How long the mailed links work: longer than any gig takes offers. */
export const CONSENT_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

export type ConsentAnswer = "agree" | "decline";

/** When the links of an offer made at `offeredAt` stop working. */
export function consentExpiresAt(offeredAt: string): string {
  return new Date(Date.parse(offeredAt) + CONSENT_LINK_DAYS * DAY_MS).toISOString();
}

/** The consent columns a new offer starts with. */
export function initialConsent(
  expert: { self: boolean; email: string | null },
  now: string,
): { consent: CandidateConsent; consent_at: string | null } {
  if (expert.self) return { consent: "agreed", consent_at: now };
  return { consent: expert.email?.trim() ? "waiting" : "not-asked", consent_at: null };
}

/**
 * In the transaction of a new offer: the row of an earlier proposal of the same expert on this gig
 * that the expert declined, which the new offer replaces ((gig, expert) is unique).
 */
export async function removeDeclinedProposal(
  trx: Transaction<Database>,
  { companyId, gigId, expertId }: { companyId: string; gigId: number; expertId: string },
) {
  await trx
    .deleteFrom("candidates")
    .where("gig_id", "=", gigId)
    .where("expert_id", "=", expertId)
    .where("company_id", "=", companyId)
    .where("consent", "=", "declined")
    .execute();
}

/** A staff move the expert's consent refuses; `consent` says why (a message per state). */
export class ConsentRequiredError extends ConflictError {
  constructor(readonly consent: Exclude<CandidateConsent, "agreed">) {
    super(
      consent === "declined" ? "expert-declined" : "consent-required",
      `representation.staff.errors.${consent}`,
    );
    this.name = "ConsentRequiredError";
  }
}

/** The stages that put a candidate in front of the customer. */
export function reachesCustomer(stage: CandidateStage): boolean {
  const status = STATUS_OF_STAGE[stage];
  return status === "OFFERED" || status === "ACCEPTED";
}

/**
 * The consent rule of a staff move: a candidate the expert declined does not move at all; on a
 * gig that requires consent, one without it does not reach the customer.
 */
export function checkMoveConsent(
  candidate: { consent: CandidateConsent; requiresConsent: boolean },
  to: CandidateStage,
) {
  const { consent } = candidate;
  if (consent === "declined") throw new ConsentRequiredError(consent);
  if (candidate.requiresConsent && reachesCustomer(to) && consent !== "agreed")
    throw new ConsentRequiredError(consent);
}

/** What a consent link's page shows. */
export type ConsentLink =
  | { state: "invalid" }
  | { state: "closed" }
  | { state: "expired"; days: number }
  | { state: "answered"; consent: "agreed" | "declined"; at: string; company: string }
  | {
      state: "open";
      company: string;
      expert: string;
      gig: string;
      gigPath: string;
      rate: number;
      contact: string | null;
    };

type Reader = Kysely<Database> | Transaction<Database>;

async function linkRow(db: Reader, candidateId: string) {
  return db
    .selectFrom("candidates")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("companies", "companies.id", "candidates.company_id")
    .leftJoin("users", "users.id", "candidates.contact_user_id")
    .select([
      "candidates.id",
      "candidates.company_id",
      "candidates.contact_user_id",
      "candidates.status",
      "candidates.stage",
      "candidates.rate",
      "candidates.consent",
      "candidates.consent_at",
      "candidates.created_at",
      "experts.name as expert",
      "gigs.id as gigId",
      "gigs.slug",
      "gigs.title as gig",
      "companies.name as company",
      "users.name as contactName",
      "users.email as contactEmail",
    ])
    .where("candidates.id", "=", candidateId)
    .executeTakeFirst();
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof linkRow>>>;

function viewOf(row: LinkRow | undefined, now: Date): ConsentLink {
  // A valid signature for a row that is gone: the partner withdrew the offer.
  if (!row) return { state: "closed" };
  if ((row.consent === "agreed" || row.consent === "declined") && row.consent_at)
    return { state: "answered", consent: row.consent, at: row.consent_at, company: row.company };
  if (row.consent !== "waiting" || !isPendingStatus(row.status)) return { state: "closed" };
  if (consentExpiresAt(row.created_at) <= now.toISOString())
    return { state: "expired", days: CONSENT_LINK_DAYS };
  const contact = row.contactName?.trim()
    ? `${row.contactName.trim()} <${row.contactEmail}>`
    : (row.contactEmail ?? null);
  return {
    state: "open",
    company: row.company,
    expert: row.expert,
    gig: row.gig,
    gigPath: `/gigs/${Number(row.gigId)}/${row.slug}`,
    rate: Number(row.rate),
    contact,
  };
}

/** What the link's page shows; reading it changes nothing (mail scanners open links). */
export async function findConsentLink(token: unknown, now = new Date()): Promise<ConsentLink> {
  const candidateId = candidateOfToken(token);
  if (!candidateId) return { state: "invalid" };
  return viewOf(await linkRow(getDb(), candidateId), now);
}

/**
 * Records the expert's answer once, with its time and the client's address in the audit trail.
 * A decline withdraws the proposal in the same transaction and queues the mail to the offer's
 * contact person (their "offer moved" switch decides), sent after the commit. A link that is not
 * open (answered, expired, withdrawn, decided) changes nothing and says so.
 */
export async function answerConsent(
  token: unknown,
  answer: ConsentAnswer,
  client: Client,
  now = new Date(),
): Promise<ConsentLink> {
  const candidateId = candidateOfToken(token);
  if (!candidateId) return { state: "invalid" };
  const at = now.toISOString();
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await linkRow(trx, candidateId);
      const view = viewOf(row, now);
      if (view.state !== "open" || !row) return { view, notification: null };
      const after =
        answer === "agree"
          ? { consent: "agreed" as const, consent_at: at }
          : {
              consent: "declined" as const,
              consent_at: at,
              status: "DECLINED" as const,
              stage: "declined" as const,
              decline_reason: null,
              feedback: null,
              updated_at: at,
            };
      // The state the page saw is the condition: of two answers at once, the first one counts.
      const updated = await trx
        .updateTable("candidates")
        .set(after)
        .where("id", "=", candidateId)
        .where("consent", "=", "waiting")
        .where("status", "in", PENDING_STATUSES)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1)
        return { view: viewOf(await linkRow(trx, candidateId), now), notification: null };
      await writeAudit(trx, {
        actorUserId: null,
        ip: client.ip,
        action: answer === "agree" ? "candidate.consent-agreed" : "candidate.consent-declined",
        subjectType: "candidate",
        subjectId: candidateId,
        companyId: row.company_id,
        before: { consent: row.consent, stage: row.stage },
        after: { consent: after.consent, stage: "stage" in after ? after.stage : row.stage },
      });
      const notification = answer === "decline" ? await tellContactPerson(trx, row, at) : null;
      return {
        view: viewOf(await linkRow(trx, candidateId), now),
        notification,
      };
    });
  await deliverNotifications([result.notification]);
  return result.view;
}

/** The decline as a stage move to "declined" in the contact person's notifications. */
async function tellContactPerson(
  trx: Transaction<Database>,
  row: LinkRow,
  at: string,
): Promise<QueuedNotification | null> {
  if (!row.contact_user_id) return null;
  return queueNotification(trx, "offer-stage", row.contact_user_id, `${row.id}:${at}`, {
    gig: row.gig,
    expert: row.expert,
    stage: "declined",
    reason: null,
    feedback: null,
    declinedByExpert: true,
  });
}
