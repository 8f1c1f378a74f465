import { listMyGigsPage, MY_GIGS_PAGE_SIZE, type MyGig } from "~/domain/my-gigs.server";
import { offersCsvResponse } from "~/server/forms/offers-csv.server";
import { parseMyGigsFilter } from "~/validation/offer";
import { parsePage, parsePageSize } from "~/validation/paging";
import { prefersCsv } from "../../api/accept.server";
import { apiJson } from "../../api/errors.server";
import { apiPage, apiRoute, partnerOf } from "../../api/frame.server";
import { MyGig as MyGigSchema, MyGigPage } from "../../api/schemas/offers";
import { sent, type Sent } from "../../api/schemas/sent";

/** The answer depends on Accept (JSON or CSV), so shared caches must key on it. */
const VARY = { Vary: "Accept" };

/**
 * Gigs the caller's company has candidates on, with those candidates (`?filter=all|pending|closed`),
 * a page at a time (`?page=`, `?page_size=` up to 100). With `Accept: text/csv`, every offer of
 * the company instead, one row each, as the page's CSV download (no paging, no filter).
 */
export const { loader, action } = apiRoute({
  GET: async (context) => {
    const partner = await partnerOf(context);
    if (prefersCsv(context.request)) {
      const csv = offersCsvResponse(partner.company_id, context.t, {
        method: context.request.method,
      });
      csv.headers.set("Vary", VARY.Vary);
      return csv;
    }
    const params = new URL(context.request.url).searchParams;
    const list = await listMyGigsPage(partner.company_id, {
      filter: parseMyGigsFilter(params.get("filter")),
      page: parsePage(params),
      pageSize: parsePageSize(params, MY_GIGS_PAGE_SIZE),
    });
    return apiJson(sent(MyGigPage, apiPage(list, apiMyGig)), { headers: VARY });
  },
});

function apiMyGig(gig: MyGig): Sent<typeof MyGigSchema> {
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
