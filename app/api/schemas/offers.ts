import {
  CANDIDATE_CONSENTS,
  CANDIDATE_STAGES,
  CANDIDATE_STATUSES,
  DECLINE_REASONS,
} from "~/db/schema";
import { GigId, TextId } from "./ids";
import { z } from "./openapi-zod";
import { listPage } from "./page";

/** The expert's consent to be represented on an offer (decision 048). */
const offerConsent = {
  consent: z
    .enum(CANDIDATE_CONSENTS)
    .describe(
      "not-asked: the expert has no e-mail address (or the offer predates consent); waiting: a consent link was mailed; agreed (a freelancer offering themselves has agreed); declined: the proposal is withdrawn (status DECLINED) and the expert may be offered again",
    ),
  consent_at: z.string().datetime().nullable().describe("When the expert answered"),
};

/** An offer as the offer calls answer it (app/routes/api+/gigs_.$id_.candidates_.$expertId.ts). */
export const Offer = z
  .object({
    id: TextId,
    gig_id: GigId,
    status: z.enum(CANDIDATE_STATUSES),
    stage: z.enum(CANDIDATE_STAGES),
    rate: z.number().int(),
    additional_description: z.string(),
    contact_id: TextId.nullable(),
    can_change: z.boolean(),
    ...offerConsent,
  })
  .openapi("Offer");

export const GigCandidate = z
  .object({
    id: TextId,
    expert_id: TextId,
    expert_name: z.string(),
    status: z.enum(CANDIDATE_STATUSES),
    stage: z.enum(CANDIDATE_STAGES),
    rate: z.number().int(),
    can_change: z.boolean(),
    ...offerConsent,
  })
  .openapi("GigCandidate");

/** The caller's candidates on a gig (app/routes/api+/gigs_.$id_.candidates.ts). */
export const GigCandidates = listPage(GigCandidate)
  .extend({
    submission_cap: z
      .number()
      .int()
      .nullable()
      .describe("How many candidates one partner may propose on the gig; null: no cap"),
    proposals_left: z
      .number()
      .int()
      .nullable()
      .describe("How many more the caller's company may propose; null: no cap"),
  })
  .openapi("GigCandidates");

/** A gig of My gigs with the company's candidates on it (app/routes/api+/my-gigs.ts). */
export const MyGig = z
  .object({
    id: GigId,
    slug: z.string(),
    title: z.string(),
    offer_deadline: z.string().date(),
    accepts_offers: z.boolean(),
    pending: z.boolean(),
    candidates: z.array(
      z.object({
        id: TextId,
        expert_name: z.string(),
        status: z.enum(CANDIDATE_STATUSES),
        stage: z.enum(CANDIDATE_STAGES),
        rate: z.number().int(),
        contact_name: z.string().nullable(),
        decline_reason: z.enum(DECLINE_REASONS).nullable(),
        can_change: z.boolean(),
        ...offerConsent,
      }),
    ),
  })
  .openapi("MyGig");

export const MyGigPage = listPage(MyGig);
