import { deleteCompanyUser } from "~/domain/company/company-users.server";
import { clientOf } from "~/auth/session.server";
import { ApiError } from "~/api/errors.server";
import { companyPartnerCaller } from "../../api/company.server";
import { apiRoute } from "../../api/frame.server";
import { UserRemoved } from "../../api/schemas/users";
import { sent } from "../../api/schemas/sent";

/**
 * Removes another user of the caller's company, as the page does: the removed user gets a mail,
 * the caller becomes contact person if the removed user was it and the contact of their offers.
 * 404 for an id that is not another registered user of the caller's company; 409
 * cannot-delete-self for the caller's own id (their account is deleted in My details).
 * `mail_sent` false: removed, but the notification could not be sent.
 */
export const { loader, action } = apiRoute({
  DELETE: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    const id = ctx.params.id ?? "";
    if (id === caller.id)
      throw new ApiError(409, "cannot-delete-self", "apiCompany.errors.cannotDeleteSelf");
    const result = await deleteCompanyUser({ ...caller, ...clientOf(ctx.request) }, id);
    if (!result.ok) throw new ApiError(404, "not-found");
    return sent(UserRemoved, {
      id,
      mail_sent: result.mailSent,
      contact_person_handed_over: result.wasContactPerson,
    });
  },
});
