import { z } from "zod";
import { listMyGigsAfter, type MyGig } from "~/domain/my-gigs.server";
import { offersCsvResponse } from "~/server/forms/offers-csv.server";
import { prefersCsv } from "../../api/accept.server";
import { MyGig as MyGigSchema, MyGigPage } from "../../api/schemas/offers";
import type { Sent } from "../../api/schemas/sent";
import { apiRoute, partnerOf } from "../../api/frame.server";
import { keysetRequest, pageQuery, pageResponse } from "../../api/paging.server";

/** The answer depends on Accept (JSON or CSV), so shared caches must key on it. */
const VARY = { Vary: "Accept" };

const MyGigsQuery = z.object({
  filter: z.enum(["all", "pending", "closed"]).optional(),
  ...pageQuery("my-gigs", z.tuple([z.string().date(), z.number().int().positive()])),
});

/**
 * Gigs the caller's company has candidates on, with those candidates (`?filter=all|pending|closed`),
 * walked by cursor (decision 053). With `Accept: text/csv`, every offer of the company instead,
 * one row each, as the page's CSV download (no paging, no filter).
 */
export const { loader, action } = apiRoute({
  GET: async (context) => {
    const partner = await partnerOf(context);
    const query = await context.query(MyGigsQuery);
    if (prefersCsv(context.request)) {
      const csv = offersCsvResponse(partner.company_id, context.t, {
        method: context.request.method,
      });
      csv.headers.set("Vary", VARY.Vary);
      return csv;
    }
    const page = await listMyGigsAfter(
      partner.company_id,
      query.filter ?? "all",
      keysetRequest(query),
    );
    return pageResponse(MyGigPage, context.request, "my-gigs", page, apiMyGig, { headers: VARY });
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
