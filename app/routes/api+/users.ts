import { z } from "zod";
import { listCompanyUsersAfter } from "~/domain/company/company-users.server";
import { apiCompanyUser, companyPartnerCaller } from "../../api/company.server";
import { apiRoute } from "../../api/frame.server";
import { CompanyUserList } from "../../api/schemas/users";
import { keysetRequest, pageQuery, pageResponse } from "../../api/paging.server";

const UsersQuery = z.object(pageQuery("users", z.tuple([z.string(), z.string()])));

/**
 * The registered users of the caller's company by name, the caller marked `is_self`, walked by
 * cursor (decision 053); company partners only.
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    const query = await ctx.query(UsersQuery);
    const page = await listCompanyUsersAfter(caller.company_id, caller.id, keysetRequest(query));
    return pageResponse(CompanyUserList, ctx.request, "users", page, apiCompanyUser);
  },
});
