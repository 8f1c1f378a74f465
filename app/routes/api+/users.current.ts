import { isRegistered } from "~/auth/guards.server";
import { apiCurrentUser, patchCurrentUser, registeredCaller } from "../../api/company.server";
import { apiRoute, type ApiContext } from "../../api/frame.server";
import { NoQuery } from "../../api/query.server";

export const requestBody = "json";

async function userRecord({ user }: ApiContext) {
  const caller = await user();
  if (!isRegistered(caller)) return new Response(null, { status: 204 });
  return apiCurrentUser(caller);
}

/**
 * The partner's own user record (spec section 7): 204 while the account has not finished
 * registration (the client then shows the registration steps), 401 when not signed in. PATCH
 * takes any subset of the user fields (name, phone_number, job_title, marketing_consent,
 * subscribe_to_gigsletter, gig_alerts) with My details' rules; 403 not-registered before
 * registration.
 */
export const { loader, action } = apiRoute({
  resource: userRecord,
  GET: async (ctx) => {
    await ctx.query(NoQuery);
    return userRecord(ctx);
  },
  PATCH: async (ctx) => patchCurrentUser(ctx, await registeredCaller(ctx)),
});
