import { getDb, getDbHandle } from "~/db/db.server";
import { gigPhraseCondition } from "./gig-search/phrase.server";
import type { CandidateConsent, CandidateStage, DeclineReason, GigStatus } from "~/db/schema";
import { STATUS_OF_STAGE, type StaffGigStatus } from "~/validation/staff";
import { GIG_CLOSE_STATUSES, type StaffGigVisibility } from "~/validation/staff-gig";
import type { Staff } from "./shared/actor";
import { readCvChunks } from "~/db/cv-chunks.server";
import { isUniqueViolation } from "~/db/errors.server";
import { proposalsByOthers, type ProposalByAnother } from "./candidate-history.server";
import type { CvDownload } from "./experts/experts.server";
import { writeAudit } from "./shared/audit.server";
import { ConflictError, NotFoundError } from "./shared/errors";
import { checkMoveConsent } from "./expert-consent.server";
import {
  deliverNotifications,
  queueNotification,
  type QueuedNotification,
} from "./newsletter/notifications.server";

/*
 * The provider's candidate pipeline (spec section 4): staff see every company's candidates on a
 * gig and move them through the offerer-facing stages. Each move is one guarded UPDATE (the stage
 * the staff member saw is part of its WHERE) and its audit entry, in one transaction.
 */

export const STAFF_GIGS_PAGE_SIZE = 25;

export type StaffGigRow = {
  id: number;
  slug: string;
  title: string;
  status: GigStatus;
  published: boolean;
  offerDeadline: string;
  stageCounts: Partial<Record<CandidateStage, number>>;
};

/**
 * Every gig, newest first, with the number of candidates in each stage; the phrase matches as the
 * public search's does (title, skills, locations, description; word prefixes).
 */
export async function listStaffGigs(query: {
  q: string;
  status: StaffGigStatus;
  visibility: StaffGigVisibility;
  page: number;
}) {
  let base = getDb().selectFrom("gigs");
  if (query.status !== "all") base = base.where("status", "=", query.status);
  if (query.visibility !== "all")
    base = base.where("published", "=", query.visibility === "published" ? 1 : 0);
  // A phrase without words (punctuation only) filters nothing, as on /gigs.
  const phrase = gigPhraseCondition(getDbHandle().engine, query.q);
  if (phrase) base = base.where(phrase);
  const [rows, total] = await Promise.all([
    base
      .select(["id", "slug", "title", "status", "published", "offer_deadline"])
      .orderBy("id", "desc")
      .limit(STAFF_GIGS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_GIGS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => Number(row.id));
  const counts = ids.length
    ? await getDb()
        .selectFrom("candidates")
        .select(["gig_id", "stage", (eb) => eb.fn.countAll<number | string>().as("n")])
        .where("gig_id", "in", ids)
        .groupBy(["gig_id", "stage"])
        .execute()
    : [];
  const gigs: StaffGigRow[] = rows.map((row) => ({
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    status: row.status,
    published: Number(row.published) === 1,
    offerDeadline: row.offer_deadline,
    stageCounts: Object.fromEntries(
      counts.filter((c) => Number(c.gig_id) === Number(row.id)).map((c) => [c.stage, Number(c.n)]),
    ),
  }));
  const pages = Math.max(1, Math.ceil(Number(total.n) / STAFF_GIGS_PAGE_SIZE));
  return { gigs, total: Number(total.n), page: Math.min(query.page, pages), pages };
}

export type PipelineCandidate = {
  id: string;
  stage: CandidateStage;
  companyName: string;
  partnerType: "company" | "freelancer";
  expertId: string;
  expertName: string;
  hasCv: boolean;
  rate: number;
  description: string | null;
  contactName: string | null;
  contactEmail: string | null;
  declineReason: DeclineReason | null;
  feedback: string | null;
  updatedAt: string;
  /** The same person proposed by other partners, on any gig, newest first (decision 047). */
  proposedByOthers: ProposalByAnother[];
  consent: CandidateConsent;
  consentAt: string | null;
  /** A freelancer's own expert row: their offer is their consent. */
  selfOffered: boolean;
  offeredAt: string;
};

/** A gig and all its candidates, whichever company offered them. */
export async function getPipeline(gigId: number) {
  const gig = await getDb()
    .selectFrom("gigs")
    .select([
      "id",
      "slug",
      "title",
      "status",
      "offer_deadline",
      "customer_offer_deadline",
      "published",
      "updated_at",
      "requires_consent",
    ])
    .where("id", "=", gigId)
    .executeTakeFirst();
  if (!gig) throw new NotFoundError("gig");
  const closedAt = await closedAtOf(gig.id, gig.status, gig.updated_at);
  const rows = await getDb()
    .selectFrom("candidates")
    .innerJoin("companies", "companies.id", "candidates.company_id")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .leftJoin("users", "users.id", "candidates.contact_user_id")
    .select([
      "candidates.id",
      "candidates.stage",
      "candidates.rate",
      "candidates.additional_description",
      "candidates.decline_reason",
      "candidates.feedback",
      "candidates.updated_at",
      "candidates.company_id",
      "candidates.person_key",
      "candidates.consent",
      "candidates.consent_at",
      "candidates.created_at",
      "companies.name as companyName",
      "companies.partner_type",
      "experts.id as expertId",
      "experts.name as expertName",
      "experts.cv_size",
      "experts.user_id as expertUserId",
      "users.name as contactName",
      "users.email as contactEmail",
    ])
    .where("candidates.gig_id", "=", gigId)
    .orderBy("candidates.created_at")
    .execute();
  const history = await proposalsByOthers(
    rows.map((row) => ({ id: row.id, companyId: row.company_id, personKey: row.person_key })),
  );
  const candidates: PipelineCandidate[] = rows.map((row) => ({
    id: row.id,
    stage: row.stage,
    companyName: row.companyName,
    partnerType: row.partner_type,
    expertId: row.expertId,
    expertName: row.expertName,
    hasCv: row.cv_size !== null,
    rate: Number(row.rate),
    description: row.additional_description,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    declineReason: row.decline_reason,
    feedback: row.feedback,
    updatedAt: row.updated_at,
    proposedByOthers: history.get(row.id) ?? [],
    consent: row.consent,
    consentAt: row.consent_at,
    selfOffered: row.expertUserId !== null,
    offeredAt: row.created_at,
  }));
  return {
    gig: {
      ...gig,
      id: Number(gig.id),
      published: Number(gig.published) === 1,
      requires_consent: Number(gig.requires_consent) === 1,
      closedAt,
    },
    candidates,
  };
}

/**
 * When a closed gig was closed: its latest "gig.closed" audit entry, or its last change for a
 * gig closed without one (the demo data's); null while it is open.
 */
async function closedAtOf(id: number, status: GigStatus, updatedAt: string) {
  if (!(GIG_CLOSE_STATUSES as readonly string[]).includes(status)) return null;
  const entry = await getDb()
    .selectFrom("audit_events")
    .select("at")
    .where("action", "=", "gig.closed")
    .where("subject_type", "=", "gig")
    .where("subject_id", "=", String(id))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return entry?.at ?? updatedAt;
}

export type CandidateMove = {
  from: CandidateStage;
  to: CandidateStage;
  reason?: DeclineReason;
  feedback?: string;
};

/** What the mail to the candidate's contact person needs, once the move has committed. */
export type MovedCandidate = {
  stage: CandidateStage;
  gigTitle: string;
  expertName: string;
  reason: DeclineReason | null;
  feedback: string | null;
  /** The contact person's mail, claimed in the move's transaction (null: no contact, or off). */
  notification: QueuedNotification | null;
};

/**
 * Moves a candidate from the stage the staff member saw to another. Throws NotFoundError for an
 * unknown candidate (or one not on this gig), ConflictError("stage-changed") when someone else
 * moved it first and ConflictError("already-proposed-by-another-partner") for a declined
 * candidate whose person another partner has proposed on the gig since; nothing is written then.
 */
export async function moveCandidate(
  actor: Staff,
  gigId: number,
  candidateId: string,
  move: CandidateMove,
): Promise<MovedCandidate> {
  if (move.from === move.to) throw new ConflictError("same-stage", "staff.errors.sameStage");
  const declined = move.to === "declined";
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("candidates")
        .innerJoin("gigs", "gigs.id", "candidates.gig_id")
        .innerJoin("experts", "experts.id", "candidates.expert_id")
        .select([
          "candidates.company_id",
          "candidates.contact_user_id",
          "candidates.stage",
          "candidates.decline_reason",
          "candidates.feedback",
          "candidates.consent",
          "gigs.title",
          "gigs.requires_consent",
          "experts.name as expertName",
        ])
        .where("candidates.id", "=", candidateId)
        .where("candidates.gig_id", "=", gigId)
        .executeTakeFirst();
      if (!current) throw new NotFoundError("candidate");
      checkMoveConsent(
        { consent: current.consent, requiresConsent: Number(current.requires_consent) === 1 },
        move.to,
      );
      const updatedAt = new Date().toISOString();
      const after = {
        stage: move.to,
        status: STATUS_OF_STAGE[move.to],
        decline_reason: declined ? (move.reason ?? "OTHER") : null,
        feedback: declined ? move.feedback || null : null,
      };
      const updated = await trx
        .updateTable("candidates")
        .set({ ...after, updated_at: updatedAt })
        .where("id", "=", candidateId)
        .where("stage", "=", move.from)
        .executeTakeFirst()
        .catch((error: unknown) => {
          // A declined candidate brought back while another partner's proposal of the same person
          // is active on the gig: that one came first and stands (decision 047).
          if (isUniqueViolation(error))
            throw new ConflictError(
              "already-proposed-by-another-partner",
              "staff.errors.proposedByAnotherPartner",
            );
          throw error;
        });
      if (Number(updated.numUpdatedRows) !== 1)
        throw new ConflictError("stage-changed", "staff.errors.stageChanged");
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: declined ? "candidate.declined" : "candidate.moved",
        subjectType: "candidate",
        subjectId: candidateId,
        companyId: current.company_id,
        before: {
          stage: current.stage,
          decline_reason: current.decline_reason,
          feedback: current.feedback,
        },
        after,
      });
      const notification = current.contact_user_id
        ? await queueNotification(
            trx,
            "offer-stage",
            current.contact_user_id,
            `${candidateId}:${updatedAt}`,
            {
              gig: current.title,
              expert: current.expertName,
              stage: move.to,
              reason: after.decline_reason,
              feedback: after.feedback,
            },
          )
        : null;
      return {
        stage: move.to,
        gigTitle: current.title,
        expertName: current.expertName,
        reason: after.decline_reason,
        feedback: after.feedback,
        notification,
      };
    });
}

/**
 * Moves the candidate and, after the commit, e-mails the offer's contact person in their
 * language when they want it. A failed send is reported and retried later; the move stands.
 */
export async function moveCandidateAndNotify(
  actor: Staff,
  gigId: number,
  candidateId: string,
  move: CandidateMove,
) {
  const moved = await moveCandidate(actor, gigId, candidateId, move);
  const delivery = await deliverNotifications([moved.notification]);
  return { ...moved, mailSent: delivery.failed === 0 };
}

/**
 * The CV of a candidate on this gig (any company's), or null. A partner's CV is personal data
 * handed to staff: each download is recorded in the audit trail.
 */
export async function getExpertCvForStaff(
  actor: Staff,
  gigId: number,
  candidateId: string,
): Promise<CvDownload | null> {
  const db = getDb();
  const row = await db
    .selectFrom("candidates")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .select(["experts.id", "experts.cv_filename", "experts.cv_mimetype", "candidates.company_id"])
    .where("candidates.id", "=", candidateId)
    .where("candidates.gig_id", "=", gigId)
    .executeTakeFirst();
  if (!row?.cv_filename || !row.cv_mimetype) return null;
  const data = await readCvChunks(db, row.id);
  if (!data) return null;
  await writeAudit(db, {
    actorUserId: actor.id,
    ip: actor.ip,
    companyId: row.company_id,
    action: "candidate.cv-downloaded",
    subjectType: "candidate",
    subjectId: candidateId,
  });
  return { data, filename: row.cv_filename, mimetype: row.cv_mimetype };
}
