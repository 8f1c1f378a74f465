import { z } from "zod";
import { msg } from "~/validation/messages";
import { companyInformationSchema, PersonalInformationSchema } from "~/validation/registration";

const COMPANY_FIELDS: Record<string, string> = {
  country_code: "countryCode",
  capability_ids: "capabilityIds",
  business_id: "businessId",
  light_entrepreneur: "lightEntrepreneur",
};
// The API's light_entrepreneur is a boolean; the form's checkbox sends "on" or nothing.
const checkbox = (v: unknown) => (v === true ? "on" : v === false || v === null ? undefined : v);
/**
 * The company's fields are snake_case, as the spec and the document name them (decision 054).
 * The form's camelCase names (`countryCode`, ...) are still read, undocumented, until API 2; when
 * a body has both, the snake_case one counts (it is renamed last).
 */
const renameCompany = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => Number(a in COMPANY_FIELDS) - Number(b in COMPANY_FIELDS))
          .map(([k, v]) => [COMPANY_FIELDS[k] ?? k, k === "light_entrepreneur" ? checkbox(v) : v]),
      )
    : value;

const partnerType = z.enum(["company", "freelancer"], {
  errorMap: () => ({ message: msg("register.errors.partnerTypeRequired") }),
});

/**
 * The company with the page's rules and words for its partner type (a freelancer may be a light
 * entrepreneur, a company may not), each issue at its field under "company". An unknown partner
 * type is reported with the company's other errors, checked by the company's rules.
 */
const ApiCompanySchema = z.unknown().transform((value, ctx) => {
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const type = partnerType.safeParse(record.partner_type);
  if (!type.success)
    ctx.addIssue({
      code: "custom",
      path: ["partner_type"],
      message: msg("register.errors.partnerTypeRequired"),
    });
  const parsed = companyInformationSchema(type.success ? type.data : "company").safeParse(value);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue(issue);
  if (!parsed.success || !type.success) return z.NEVER;
  return { ...parsed.data, partner_type: type.data };
});

/** What the OpenAPI document shows of the company: the API's names and types. */
const ApiCompanyDoc = z.object({
  name: z.string(),
  website: z.string().optional(),
  partner_type: partnerType,
  country_code: z.string(),
  capability_ids: z.array(z.number().int()),
  business_id: z
    .string()
    .optional()
    .describe("Finnish business ID (y-tunnus), required in Finland unless light_entrepreneur."),
  light_entrepreneur: z
    .boolean()
    .optional()
    .describe("Freelancers only: invoices through a light-entrepreneur service, no business ID."),
});

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
  company: z.preprocess(renameCompany, ApiCompanySchema).optional(),
});

export const RegistrationDocSchema = RegistrationSchema.extend({
  company: ApiCompanyDoc.optional(),
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
