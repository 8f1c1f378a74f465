import { getDb } from "~/db/db.server";
import type { CandidateConsent, CandidateStage, CandidateStatus, DeclineReason } from "~/db/schema";

/** One offer of the company as its exports (the CSV, "Download my data") give it. */
export type ExportedOffer = {
  id: string;
  gigId: number;
  gigTitle: string;
  gigOfferDeadline: string;
  expertId: string;
  expertName: string;
  rate: number;
  status: CandidateStatus;
  stage: CandidateStage;
  /** Only for a declined offer, as My gigs shows it. */
  declineReason: DeclineReason | null;
  feedback: string | null;
  contactName: string | null;
  /** The expert's consent to be represented (decision 048) and when they answered. */
  consent: CandidateConsent;
  consentAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Offers read per statement: a large partner's thousands never sit in memory at once. */
const EXPORT_BATCH = 1000;

/**
 * Every offer of the caller's company (from the session, never a client-sent id), newest first,
 * a batch at a time by key (made at, id), so a long list streams.
 */
export async function* companyOfferBatches(companyId: string): AsyncGenerator<ExportedOffer[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = getDb()
      .selectFrom("candidates")
      .innerJoin("gigs", "gigs.id", "candidates.gig_id")
      .innerJoin("experts", "experts.id", "candidates.expert_id")
      .leftJoin("users", "users.id", "candidates.contact_user_id")
      .select([
        "candidates.id",
        "candidates.gig_id",
        "gigs.title",
        "gigs.offer_deadline",
        "candidates.expert_id",
        "experts.name as expertName",
        "candidates.rate",
        "candidates.status",
        "candidates.stage",
        "candidates.decline_reason",
        "candidates.feedback",
        "users.name as contactName",
        "users.email as contactEmail",
        "candidates.consent",
        "candidates.consent_at",
        "candidates.created_at",
        "candidates.updated_at",
      ])
      .where("candidates.company_id", "=", companyId);
    const cursor = after;
    if (cursor)
      query = query.where((eb) =>
        eb.or([
          eb("candidates.created_at", "<", cursor.createdAt),
          eb.and([
            eb("candidates.created_at", "=", cursor.createdAt),
            eb("candidates.id", "<", cursor.id),
          ]),
        ]),
      );
    const rows = await query
      .orderBy("candidates.created_at", "desc")
      .orderBy("candidates.id", "desc")
      .limit(EXPORT_BATCH)
      .execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
    yield rows.map((r) => {
      const declined = r.status === "DECLINED";
      return {
        id: r.id,
        gigId: Number(r.gig_id),
        gigTitle: r.title,
        gigOfferDeadline: r.offer_deadline,
        expertId: r.expert_id,
        expertName: r.expertName,
        rate: Number(r.rate),
        status: r.status,
        stage: r.stage,
        declineReason: declined ? r.decline_reason : null,
        feedback: declined ? r.feedback : null,
        contactName: r.contactName ?? r.contactEmail ?? null,
        consent: r.consent,
        consentAt: r.consent_at,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      };
    });
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Every offer of the company at once (the data export's JSON; the CSV streams the batches). */
export async function listCompanyOffers(companyId: string): Promise<ExportedOffer[]> {
  const all: ExportedOffer[] = [];
  for await (const batch of companyOfferBatches(companyId)) all.push(...batch);
  return all;
}
