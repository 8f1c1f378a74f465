import { z } from "zod";
import type { OfferResult } from "~/domain/offers.server";
import { ApiError } from "~/api/errors.server";
import { parseDbId } from "~/validation/ids";
import { hourlyRate } from "~/validation/offer";
import { multilineText } from "~/validation/text";
import { OFFER_DESCRIPTION_MAX } from "~/validation/offer";
import { msg } from "~/validation/messages";

/** The API's names for the offer form's fields (spec section 7: rate, additional_description, contact_id). */
export const OFFER_FIELDS = { additional_description: "description", contact_id: "contactUserId" };

/**
 * An offer as the API takes it: the page's rules for rate and description; the contact person
 * is optional and defaults to the caller, as the page's form preselects them.
 */
export const ApiOfferSchema = z.object({
  rate: hourlyRate,
  description: multilineText(OFFER_DESCRIPTION_MAX),
  contactUserId: z.string().trim().min(1, msg("validation.required")).max(100).optional(),
});

export function gigIdParam(value: string | undefined) {
  const id = parseDbId(value);
  if (id === null) throw new ApiError(404, "not-found");
  return id;
}

const FAILURE_MESSAGE = {
  "gig-closed": "api.errors.gigClosed",
  "already-offered": "api.errors.alreadyOffered",
  locked: "api.errors.offerLocked",
  "cv-required": "api.errors.cvRequired",
  "already-proposed-by-another-partner": "api.errors.alreadyProposedByAnotherPartner",
  "submission-cap-reached": "api.errors.submissionCapReached",
} as const;

/** A refused offer change: 409 with the domain's code. */
export function offerOutcome(result: OfferResult) {
  if (!result.ok) throw new ApiError(409, result.code, FAILURE_MESSAGE[result.code]);
  return result.candidateId;
}
