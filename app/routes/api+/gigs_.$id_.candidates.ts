import { listOwnOffersOnGig } from "~/domain/gig-offers.server";
import { getGig } from "~/domain/gigs.server";
import { offerAllowance } from "~/domain/offers.server";
import { ApiError } from "~/api/errors.server";
import { gigIdParam } from "../../api/offers.server";
import { apiRoute, partnerOf } from "../../api/frame.server";
import { GigCandidates } from "../../api/schemas/offers";
import { sent } from "../../api/schemas/sent";

/**
 * The caller's company's candidates on a gig (never another company's), with the gig's cap on
 * proposals per partner and how many the company has left (both null without a cap).
 */
export const { loader, action } = apiRoute({
  GET: async (context) => {
    const partner = await partnerOf(context);
    const gigId = gigIdParam(context.params.id);
    if (!(await getGig(gigId))) throw new ApiError(404, "not-found");
    const [offers, allowance] = await Promise.all([
      listOwnOffersOnGig(partner.company_id, gigId),
      offerAllowance(partner, gigId),
    ]);
    return sent(GigCandidates, {
      submission_cap: allowance.cap,
      proposals_left: allowance.left,
      items: offers.map((offer) => ({
        id: offer.id,
        expert_id: offer.expertId,
        expert_name: offer.expertName,
        status: offer.status,
        stage: offer.stage,
        rate: offer.rate,
        can_change: offer.canChange,
        consent: offer.consent,
        consent_at: offer.consentAt,
      })),
    });
  },
});
