import { completeRegistration } from "~/domain/identity/registration.server";
import { ApiError, apiJson } from "~/api/errors.server";
import { inviteErrorKey } from "~/validation/error-codes";
import { INVITE_CODE_STATUS } from "../../api/company.server";
import { RegistrationSchema, REGISTRATION_FIELDS } from "../../api/registration.server";
import { apiRoute } from "../../api/frame.server";
import { Registered } from "../../api/schemas/users";
import { sent } from "../../api/schemas/sent";

export const requestBody = "json";

export const { loader, action } = apiRoute({
  idempotent: ["POST"],
  POST: async (context) => {
    const user = await context.user();
    const input = await context.body(RegistrationSchema, REGISTRATION_FIELDS);
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
          lightEntrepreneur: Boolean(company.lightEntrepreneur),
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
        INVITE_CODE_STATUS[result.code] ?? 400,
        result.code,
        inviteErrorKey(result.code),
      );
    }
    return apiJson(sent(Registered, { company_id: result.companyId }), {
      status: 201,
      headers: { Location: "/api/company" },
    });
  },
});
