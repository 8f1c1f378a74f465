import { z } from "zod";
import { msg } from "~/validation/messages";
import { CompanyInformationSchema, PersonalInformationSchema } from "~/validation/registration";

const COMPANY_FIELDS: Record<string, string> = {
  country_code: "countryCode",
  capability_ids: "capabilityIds",
  business_id: "businessId",
};
const renameCompany = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [COMPANY_FIELDS[k] ?? k, v]))
    : value;

/**
 * Registration's last step for API clients (spec section 7): the personal fields, plus either the
 * company (created, the caller its contact person) or an invite token (joining that company).
 * The page's schemas; the checkboxes are booleans here, and the terms must be accepted.
 */
export const RegistrationSchema = PersonalInformationSchema.omit({
  marketingConsent: true,
  subscribeToGigsletter: true,
  acceptTerms: true,
}).extend({
  marketingConsent: z.boolean().optional(),
  subscribeToGigsletter: z.boolean().optional(),
  acceptTerms: z.literal(true, {
    errorMap: () => ({ message: msg("validation.termsRequired") }),
  }),
  inviteToken: z.string().trim().min(1).max(200).optional(),
  company: z
    .preprocess(
      renameCompany,
      z.intersection(
        CompanyInformationSchema,
        z.object({
          partner_type: z.enum(["company", "freelancer"], {
            errorMap: () => ({ message: msg("register.errors.partnerTypeRequired") }),
          }),
        }),
      ),
    )
    .optional(),
});

export const REGISTRATION_FIELDS = {
  phone_number: "phoneNumber",
  job_title: "jobTitle",
  marketing_consent: "marketingConsent",
  subscribe_to_gigsletter: "subscribeToGigsletter",
  accept_terms: "acceptTerms",
  invite_token: "inviteToken",
  ...Object.fromEntries(
    Object.entries(COMPANY_FIELDS).map(([api, own]) => [`company.${api}`, `company.${own}`]),
  ),
};
