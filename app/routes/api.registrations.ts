import { z } from "zod";
import { completeRegistration } from "~/domain/registration.server";
import { ApiError, apiJson } from "~/server/api-errors.server";
import { inviteErrorKey } from "~/validation/error-codes";
import { msg } from "~/validation/messages";
import { CompanyInformationSchema, PersonalInformationSchema } from "~/validation/registration";
import { apiRoute } from "./__api.server";

export const requestBody = "json";

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
const RegistrationSchema = PersonalInformationSchema.omit({
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

const FIELDS = {
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

const INVITE_STATUS: Record<string, number> = {
  "invite-not-found": 404,
  "invite-expired": 410,
  "invite-deleted": 410,
  "invite-already-consumed": 409,
  "email-does-not-match": 403,
};

export const { loader, action } = apiRoute({
  POST: async (context) => {
    const user = await context.user();
    const input = await context.body(RegistrationSchema, FIELDS);
    const company = input.company;
    const result = await completeRegistration(
      user.id,
      {
        inviteToken: input.inviteToken,
        partnerType: company?.partner_type,
        company: company && {
          name: company.name,
          website: company.website,
          countryCode: company.countryCode,
          capabilityIds: company.capabilityIds,
          businessId: company.businessId,
        },
      },
      {
        name: input.name,
        phoneNumber: input.phoneNumber,
        jobTitle: input.jobTitle || undefined,
        marketingConsent: Boolean(input.marketingConsent),
        subscribeToGigsletter: Boolean(input.subscribeToGigsletter),
      },
    );
    if (!result.ok) {
      if (result.code === "invite-token-and-company-null")
        throw new ApiError(400, result.code, "register.errors.inviteAndCompanyNull");
      if (result.code === "already-registered")
        throw new ApiError(409, result.code, "register.errors.alreadyRegistered");
      throw new ApiError(
        INVITE_STATUS[result.code] ?? 400,
        result.code,
        inviteErrorKey(result.code),
      );
    }
    return apiJson({ company_id: result.companyId }, { status: 201 });
  },
});
