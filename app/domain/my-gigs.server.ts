import { getDb } from "~/db/db.server";
import type { CandidateStage, CandidateStatus, DeclineReason } from "~/db/schema";
import { canChangeOffer, tagOf, type MyGigsFilter } from "~/validation/offer";
import { acceptsOffers } from "./gig-view.server";
import { NotFoundError } from "./errors";

export type MyGigCandidate = {
  id: string;
  expertName: string;
  status: CandidateStatus;
  stage: CandidateStage;
  rate: number;
  contactName: string | null;
  declineReason: DeclineReason | null;
  hasFeedback: boolean;
  canChange: boolean;
};

export type MyGig = {
  id: number;
  slug: string;
  title: string;
  offerDeadline: string;
  isOpen: boolean;
  /** Pending while any of the company's candidates on it is REVIEW or OFFERED; else closed. */
  pending: boolean;
  candidates: MyGigCandidate[];
};

/**
 * Gigs on which the caller's company has candidates, each with those candidates only. A gig
 * appears as long as it has at least one of them, so removing the last one drops the gig.
 */
export async function listMyGigs(
  companyId: string,
  filter: MyGigsFilter = "all",
  now = new Date(),
): Promise<MyGig[]> {
  const rows = await getDb()
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .leftJoin("users", "users.id", "candidates.contact_user_id")
    .select([
      "gigs.id as gigId",
      "gigs.slug",
      "gigs.title",
      "gigs.status as gigStatus",
      "gigs.offer_deadline",
      "candidates.id",
      "experts.name as expertName",
      "candidates.status",
      "candidates.stage",
      "candidates.rate",
      "users.name as contactName",
      "users.email as contactEmail",
      "candidates.decline_reason",
      "candidates.feedback",
    ])
    .where("candidates.company_id", "=", companyId)
    .orderBy("gigs.offer_deadline", "desc")
    .orderBy("gigs.id", "desc")
    .orderBy("candidates.created_at")
    .orderBy("candidates.id")
    .execute();
  const gigs = new Map<number, MyGig>();
  for (const r of rows) {
    const gigId = Number(r.gigId);
    let gig = gigs.get(gigId);
    if (!gig) {
      gig = {
        id: gigId,
        slug: r.slug,
        title: r.title,
        offerDeadline: r.offer_deadline,
        isOpen: acceptsOffers(r.gigStatus, r.offer_deadline, now),
        pending: false,
        candidates: [],
      };
      gigs.set(gigId, gig);
    }
    if (tagOf(r.status) === "pending") gig.pending = true;
    gig.candidates.push({
      id: r.id,
      expertName: r.expertName,
      status: r.status,
      stage: r.stage,
      rate: Number(r.rate),
      contactName: r.contactName ?? r.contactEmail ?? null,
      declineReason: r.status === "DECLINED" ? r.decline_reason : null,
      hasFeedback: r.status === "DECLINED" && Boolean(r.decline_reason || r.feedback),
      canChange: canChangeOffer(r.status),
    });
  }
  const all = [...gigs.values()];
  if (filter === "pending") return all.filter((g) => g.pending);
  if (filter === "closed") return all.filter((g) => !g.pending);
  return all;
}

export type RejectionFeedback = {
  id: string;
  expertName: string;
  gigTitle: string;
  reason: DeclineReason | null;
  feedback: string | null;
};

/** The rejection feedback of one of the caller's company's declined candidates; else 404. */
export async function getRejectionFeedback(
  companyId: string,
  candidateId: string,
): Promise<RejectionFeedback> {
  const row = await getDb()
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .select([
      "candidates.id",
      "experts.name as expertName",
      "gigs.title as gigTitle",
      "candidates.decline_reason as reason",
      "candidates.feedback",
    ])
    .where("candidates.id", "=", candidateId)
    .where("candidates.company_id", "=", companyId)
    .where("candidates.status", "=", "DECLINED")
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}
