import { businessIdRequired, type PartnerType } from "~/validation/registration";
import { ValidationError } from "../shared/errors";

export type BusinessIdInput = {
  countryCode: string;
  businessId?: string | null;
  lightEntrepreneur?: boolean;
};

/**
 * Who may be without a business ID (decision 034): a freelancer who invoices through a
 * light-entrepreneur service (kevytyrittäjä) has none of their own; a company based in Finland
 * always has one. The forms' schemas give the same answer field by field; this is the rule for
 * whatever reaches the domain (the pages' drafts, the API, a change of partner type). `prefix`
 * names the fields as the caller's form does ("company." in the registration API).
 * Returns what to store: a light entrepreneur's row has no business ID.
 */
export function checkBusinessIdRule(
  partnerType: PartnerType,
  input: BusinessIdInput,
  prefix = "",
): { businessId: string | null; lightEntrepreneur: 0 | 1 } {
  if (input.lightEntrepreneur) {
    if (partnerType !== "freelancer")
      throw new ValidationError({
        [`${prefix}lightEntrepreneur`]: ["validation.lightEntrepreneurCompany"],
      });
    if (input.businessId)
      throw new ValidationError({
        [`${prefix}businessId`]: ["validation.businessIdWithLightEntrepreneur"],
      });
    return { businessId: null, lightEntrepreneur: 1 };
  }
  if (businessIdRequired(input.countryCode) && !input.businessId)
    throw new ValidationError({
      [`${prefix}businessId`]: [
        partnerType === "freelancer"
          ? "validation.businessIdRequiredFreelancer"
          : "validation.businessIdRequired",
      ],
    });
  return { businessId: input.businessId || null, lightEntrepreneur: 0 };
}
