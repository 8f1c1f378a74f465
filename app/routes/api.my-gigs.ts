import { listMyGigs } from "~/domain/my-gigs.server";
import { parseMyGigsFilter } from "~/validation/offer";
import { apiRoute, partnerOf } from "./__api.server";

/** Gigs the caller's company has candidates on, with those candidates (`?filter=all|pending|closed`). */
export const { loader, action } = apiRoute({
  GET: async (context) => {
    const partner = await partnerOf(context);
    const filter = parseMyGigsFilter(new URL(context.request.url).searchParams.get("filter"));
    const gigs = await listMyGigs(partner.company_id, filter);
    return {
      items: gigs.map((gig) => ({
        id: gig.id,
        slug: gig.slug,
        title: gig.title,
        offer_deadline: gig.offerDeadline,
        accepts_offers: gig.isOpen,
        pending: gig.pending,
        candidates: gig.candidates.map((c) => ({
          id: c.id,
          expert_name: c.expertName,
          status: c.status,
          stage: c.stage,
          rate: c.rate,
          contact_name: c.contactName,
          decline_reason: c.declineReason,
          can_change: c.canChange,
        })),
      })),
    };
  },
});
