import { z } from "zod";
import { listOwnOffersOnGigAfter, type OwnOffer } from "~/domain/gig-offers.server";
import { getGig } from "~/domain/gigs.server";
import { offerAllowance } from "~/domain/offers.server";
import { ApiError } from "~/api/errors.server";
import { gigIdParam } from "../../api/offers.server";
import { apiRoute, partnerOf } from "../../api/frame.server";
import { GigCandidates } from "../../api/schemas/offers";
import { keysetRequest, pageQuery, pageResponse } from "../../api/paging.server";

const CandidatesQuery = z.object(pageQuery("candidates", z.tuple([z.string(), z.string()])));

/**
 * The caller's company's candidates on a gig (never another company's), with the gig's cap on
 * proposals per partner and how many the company has left (both null without a cap); oldest
 * first, walked by cursor (decision 053).
 */
export const { loader, action } = apiRoute({
  GET: async (context) => {
    const partner = await partnerOf(context);
    const gigId = gigIdParam(context.params.id);
    const query = await context.query(CandidatesQuery);
    if (!(await getGig(gigId))) throw new ApiError(404, "not-found");
    const [page, allowance] = await Promise.all([
      listOwnOffersOnGigAfter(partner.company_id, gigId, keysetRequest(query)),
      offerAllowance(partner, gigId),
    ]);
    return pageResponse(GigCandidates, context.request, "candidates", page, apiGigCandidate, {
      extra: { submission_cap: allowance.cap, proposals_left: allowance.left },
    });
  },
});

function apiGigCandidate(offer: OwnOffer) {
  return {
    id: offer.id,
    expert_id: offer.expertId,
    expert_name: offer.expertName,
    status: offer.status,
    stage: offer.stage,
    rate: offer.rate,
    can_change: offer.canChange,
    consent: offer.consent,
    consent_at: offer.consentAt,
  };
}
