import { getT } from "~/i18n/i18n.server";
import { apiCompany, patchCompany, registeredCaller } from "../../api/company.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";

export const requestBody = "json";

/**
 * The caller's company (spec section 7), for company partners and freelancers alike (a freelancer
 * edits their company details too). PATCH takes any subset of GET's fields with the page's rules;
 * partner_type only unchanged (409 partner-type-cannot-be-changed: only support can change it).
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const caller = await registeredCaller(ctx);
    await ctx.query(NoQuery);
    return apiCompany(caller.company_id, (await getT(ctx.request)).locale);
  },
  PATCH: async (ctx) => {
    const caller = await registeredCaller(ctx);
    return patchCompany(ctx, caller, (await getT(ctx.request)).locale);
  },
});
