import { listCompanyUsers } from "~/domain/company/company-users.server";
import { apiCompanyUser, companyPartnerCaller } from "../../api/company.server";
import { apiRoute } from "../../api/frame.server";
import { CompanyUserList } from "../../api/schemas/users";
import { sent } from "../../api/schemas/sent";

/** The registered users of the caller's company, the caller marked `is_self`; company partners only. */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    const users = await listCompanyUsers(caller.company_id, caller.id);
    return sent(CompanyUserList, { items: users.map(apiCompanyUser) });
  },
});
