import { getT } from "~/i18n/i18n.server";
import { apiCompany, patchCompany, registeredCaller } from "../../api/company.server";
import { apiRoute, type ApiContext } from "../../api/frame.server";
import { NoQuery } from "../../api/query.server";

export const requestBody = "json";

async function company(ctx: ApiContext) {
  const caller = await registeredCaller(ctx);
  return apiCompany(caller.company_id, (await getT(ctx.request)).locale);
}

/**
 * The caller's company (spec section 7), for company partners and freelancers alike (a freelancer
 * edits their company details too). PATCH takes any subset of GET's fields with the page's rules;
 * partner_type only unchanged (409 partner-type-cannot-be-changed: only support can change it).
 */
export const { loader, action } = apiRoute({
  resource: company,
  GET: async (ctx) => {
    await ctx.query(NoQuery);
    return company(ctx);
  },
  PATCH: async (ctx) => {
    const caller = await registeredCaller(ctx);
    return patchCompany(ctx, caller, (await getT(ctx.request)).locale);
  },
});
