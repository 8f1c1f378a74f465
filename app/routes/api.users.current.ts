import { isRegistered } from "~/auth/guards.server";
import { getMyDetails } from "~/domain/account.server";
import { apiRoute } from "./__api.server";

/**
 * The partner's own user record (spec section 7): 204 while the account has not finished
 * registration (the client then shows the registration steps), 401 when not signed in.
 */
export const { loader, action } = apiRoute({
  GET: async ({ user }) => {
    const caller = await user();
    if (!isRegistered(caller)) return new Response(null, { status: 204 });
    const details = await getMyDetails(caller.id);
    return {
      id: caller.id,
      email: details.email,
      name: details.name,
      phone_number: details.phoneNumber,
      job_title: details.jobTitle,
      marketing_consent: details.marketingConsent,
      subscribe_to_gigsletter: details.newsletter,
      terms_accepted_at: details.termsAcceptedAt,
      company_id: caller.company_id,
      partner_type: caller.partner_type,
    };
  },
});
