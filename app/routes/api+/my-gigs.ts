import { listMyGigsPage, MY_GIGS_PAGE_SIZE, type MyGig } from "~/domain/my-gigs.server";
import { parseMyGigsFilter } from "~/validation/offer";
import { parsePage, parsePageSize } from "~/validation/paging";
import { apiPage, apiRoute, partnerOf } from "../../api/frame.server";

/**
 * Gigs the caller's company has candidates on, with those candidates (`?filter=all|pending|closed`),
 * a page at a time (`?page=`, `?page_size=` up to 100).
 */
export const { loader, action } = apiRoute({
  GET: async (context) => {
    const partner = await partnerOf(context);
    const params = new URL(context.request.url).searchParams;
    const list = await listMyGigsPage(partner.company_id, {
      filter: parseMyGigsFilter(params.get("filter")),
      page: parsePage(params),
      pageSize: parsePageSize(params, MY_GIGS_PAGE_SIZE),
    });
    return apiPage(list, apiMyGig);
  },
});

function apiMyGig(gig: MyGig) {
  return {
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
      consent: c.consent,
      consent_at: c.consentAt,
    })),
  };
}
