import {
  editOffer,
  findOfferOfExpert,
  getOffer,
  offerExpert,
  removeOffer,
} from "~/domain/offers.server";
import { apiJson } from "~/api/errors.server";
import { ApiOfferSchema, gigIdParam, OFFER_FIELDS, offerOutcome } from "../../api/offers.server";
import { apiRoute, partnerOf, type ApiContext } from "../../api/frame.server";
import { Offer } from "../../api/schemas/offers";
import type { Sent } from "../../api/schemas/sent";

export const requestBody = "json";

async function offerView(
  partner: Awaited<ReturnType<typeof partnerOf>>,
  candidateId: string,
): Promise<Sent<typeof Offer>> {
  const offer = await getOffer(partner, candidateId);
  return {
    id: offer.id,
    gig_id: offer.gigId,
    status: offer.status,
    stage: offer.stage,
    rate: offer.rate,
    additional_description: offer.description,
    contact_id: offer.contactUserId,
    can_change: offer.canChange,
    consent: offer.consent,
    consent_at: offer.consentAt,
  };
}

/** The offer as PATCH answers it: its ETag is what If-Match is checked against. */
async function currentOffer(context: ApiContext) {
  const partner = await partnerOf(context);
  const gigId = gigIdParam(context.params.id);
  return offerView(partner, await findOfferOfExpert(partner, gigId, context.params.expertId ?? ""));
}

/**
 * Offer an expert on a gig (POST), edit the proposal (PATCH) and withdraw it (DELETE), with the
 * page's rules: only while the gig takes offers, once per expert, and changes only while the
 * offer is in evaluation (409 `locked` after that).
 */
export const { loader, action } = apiRoute({
  idempotent: ["POST"],
  resource: currentOffer,
  POST: async (context) => {
    const partner = await partnerOf(context);
    const gigId = gigIdParam(context.params.id);
    const input = await context.body(ApiOfferSchema, OFFER_FIELDS);
    const candidateId = offerOutcome(
      await offerExpert(partner, gigId, {
        expertId: context.params.expertId ?? "",
        rate: input.rate,
        description: input.description,
        contactUserId: input.contactUserId ?? partner.id,
      }),
    );
    return apiJson(await offerView(partner, candidateId), {
      status: 201,
      headers: { Location: new URL(context.request.url).pathname },
    });
  },
  PATCH: async (context) => {
    const partner = await partnerOf(context);
    const gigId = gigIdParam(context.params.id);
    const candidateId = await findOfferOfExpert(partner, gigId, context.params.expertId ?? "");
    const current = await getOffer(partner, candidateId);
    const input = await context.body(ApiOfferSchema, OFFER_FIELDS);
    offerOutcome(
      await editOffer(partner, candidateId, {
        rate: input.rate,
        description: input.description,
        contactUserId: input.contactUserId ?? current.contactUserId ?? partner.id,
      }),
    );
    return offerView(partner, candidateId);
  },
  DELETE: async (context) => {
    const partner = await partnerOf(context);
    const gigId = gigIdParam(context.params.id);
    const candidateId = await findOfferOfExpert(partner, gigId, context.params.expertId ?? "");
    offerOutcome(await removeOffer(partner, candidateId));
    return new Response(null, { status: 204 });
  },
});
