import { z } from "zod";
import { msg } from "./messages";
import { listHref } from "~/utils/list-href";
import { parsePage } from "./paging";
import { multilineText } from "./text";

/**
 * Upper bound of a realistic hourly rate in whole euros (the specification leaves it open; see
 * docs/decisions/006-offers-my-gigs-overview.md). The gigs' preferred ranges top out well below it.
 */
export const MAX_HOURLY_RATE = 500;
export const OFFER_DESCRIPTION_MAX = 1000;

const ratePositive = msg("offers.validation.ratePositive");
const rateWholeEuros = msg("offers.validation.rateWholeEuros");
const rateRealistic = msg("offers.validation.rateRealistic");

/*
 * conform turns the field's text into a number before zod sees it: "" is undefined (required),
 * "abc" is NaN (invalid type); "0" and "-3" get the specification's "Hourly rate must be a
 * positive number". "12.5" is positive, so that message would puzzle: rates are whole euros, and
 * the message says so. One check gives one message: separate int/positive/max checks would show
 * "-1.5" twice and "600.5" as two messages.
 */
export const hourlyRate = z
  .number({ required_error: msg("validation.required"), invalid_type_error: ratePositive })
  .superRefine((value, ctx) => {
    const message =
      !Number.isFinite(value) || value <= 0
        ? ratePositive
        : value > MAX_HOURLY_RATE
          ? rateRealistic
          : !Number.isSafeInteger(value)
            ? rateWholeEuros
            : null;
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });

const description = multilineText(OFFER_DESCRIPTION_MAX);

const id = z
  .string({ required_error: msg("validation.required") })
  .trim()
  .min(1)
  .max(100);

/** Edit proposal: the expert is fixed once offered. */
export const OfferEditSchema = z.object({
  rate: hourlyRate,
  description,
  contactUserId: id,
});

/** Offer expert / offer more experts. */
export const OfferSchema = OfferEditSchema.extend({ expertId: id });

export type OfferInput = z.output<typeof OfferSchema>;
export type OfferEditInput = z.output<typeof OfferEditSchema>;

export const MY_GIGS_FILTERS = ["all", "closed", "pending"] as const;
export type MyGigsFilter = (typeof MY_GIGS_FILTERS)[number];

export function parseMyGigsFilter(value: string | null): MyGigsFilter {
  return (MY_GIGS_FILTERS as readonly string[]).includes(value ?? "")
    ? (value as MyGigsFilter)
    : "all";
}

// In their own module so the public gig page can show an offer's tag without loading zod.
export { isPendingStatus, PENDING_STATUSES, tagOf } from "./offer-status";

/** Editing and removing an offer are allowed while the provider still evaluates it. */
export function canChangeOffer(status: string): boolean {
  return status === "REVIEW";
}

/** The My gigs tab at the filter and page of the URL a modal was opened from. */
export function myGigsPath(url: string): string {
  const params = new URL(url).searchParams;
  const filter = parseMyGigsFilter(params.get("filter"));
  return listHref("/dashboard/my-gigs", { filter }, parsePage(params));
}
