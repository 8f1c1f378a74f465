import { getDb } from "~/db/db.server";
import type { CandidateConsent, CandidateStage, CandidateStatus } from "~/db/schema";
import { canChangeOffer } from "~/validation/offer";

export type OwnOffer = {
  id: string;
  expertId: string;
  expertName: string;
  status: CandidateStatus;
  stage: CandidateStage;
  rate: number;
  /** Edit proposal and Remove offer are offered only while this holds. */
  canChange: boolean;
  consent: CandidateConsent;
  consentAt: string | null;
};

/** The caller's company's offers on one gig; scoped by the session's company, never by a client id. */
export async function listOwnOffersOnGig(companyId: string, gigId: number): Promise<OwnOffer[]> {
  const rows = await getDb()
    .selectFrom("candidates")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .select([
      "candidates.id",
      "candidates.expert_id as expertId",
      "experts.name as expertName",
      "candidates.status",
      "candidates.stage",
      "candidates.rate",
      "candidates.consent",
      "candidates.consent_at as consentAt",
    ])
    .where("candidates.company_id", "=", companyId)
    .where("candidates.gig_id", "=", gigId)
    .orderBy("candidates.created_at")
    .execute();
  return rows.map((r) => ({ ...r, rate: Number(r.rate), canChange: canChangeOffer(r.status) }));
}
