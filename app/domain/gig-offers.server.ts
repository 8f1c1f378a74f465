import { sql, type InferResult } from "kysely";
import { getDb } from "~/db/db.server";
import type { CandidateConsent, CandidateStage, CandidateStatus } from "~/db/schema";
import { canChangeOffer } from "~/validation/offer";
import { keysetPage, rowAfter, type KeysetPage, type KeysetRequest } from "./shared/keyset";

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
  const rows = await ownOffers(companyId, gigId).orderBy("candidates.created_at").execute();
  return rows.map(ownOffer);
}

/** The company's offers on a gig with their experts' names: the page's and the API's rows. */
const ownOffers = (companyId: string, gigId: number) =>
  getDb()
    .selectFrom("candidates")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .select([
      "candidates.id",
      "candidates.created_at as createdAt",
      "candidates.expert_id as expertId",
      "experts.name as expertName",
      "candidates.status",
      "candidates.stage",
      "candidates.rate",
      "candidates.consent",
      "candidates.consent_at as consentAt",
    ])
    .where("candidates.company_id", "=", companyId)
    .where("candidates.gig_id", "=", gigId);

type OwnOfferRow = InferResult<ReturnType<typeof ownOffers>>[number];

const ownOffer = ({ createdAt: _created, ...r }: OwnOfferRow): OwnOffer => ({
  ...r,
  rate: Number(r.rate),
  canChange: canChangeOffer(r.status),
});

/** Where a walk of a gig's own offers stands: the last offer's creation time and id. */
export type OwnOfferKey = [createdAt: string, id: string];

/**
 * A page of the same offers, oldest first (then id), after `after`, for the API's cursor walk;
 * the count is exact.
 */
export async function listOwnOffersOnGigAfter(
  companyId: string,
  gigId: number,
  { limit, after }: KeysetRequest<OwnOfferKey>,
): Promise<KeysetPage<OwnOffer, OwnOfferKey>> {
  const db = getDb();
  let query = ownOffers(companyId, gigId)
    .orderBy("candidates.created_at")
    .orderBy("candidates.id")
    .limit(limit + 1);
  if (after)
    query = query.where(
      rowAfter([sql.ref("candidates.created_at"), sql.ref("candidates.id")], after, "asc"),
    );
  const [rows, { total }] = await Promise.all([
    query.execute(),
    db
      .selectFrom("candidates")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("candidates.company_id", "=", companyId)
      .where("candidates.gig_id", "=", gigId)
      .executeTakeFirstOrThrow(),
  ]);
  return keysetPage(rows, limit, (r): OwnOfferKey => [r.createdAt, r.id], ownOffer, {
    total: Number(total),
  });
}
