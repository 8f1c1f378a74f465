import { inviteUser, listCompanyInvites } from "~/domain/company/invites.server";
import { ApiError, apiJson } from "~/api/errors.server";
import { InviteSchema } from "~/validation/invite";
import { apiInvite, companyPartnerCaller, inviteRefusal } from "../../api/company.server";
import { apiRoute } from "../../api/frame.server";
import { InviteList, InviteSent } from "../../api/schemas/company";
import { sent } from "../../api/schemas/sent";

export const requestBody = "json";

/**
 * The caller's company's invites with their state (active, expired, consumed, deleted), and a new
 * invite `{ email, message? }` with the page's rules: 201 with the invite and `mail_sent`, or the
 * invite-flow codes of spec section 8 (see inviteRefusal). Company partners only.
 */
export const { loader, action } = apiRoute({
  idempotent: ["POST"],
  GET: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    return sent(InviteList, {
      items: (await listCompanyInvites(caller.company_id)).map(apiInvite),
    });
  },
  POST: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    const input = await ctx.body(InviteSchema);
    const result = await inviteUser(caller, input);
    if (!result.ok) throw inviteRefusal(result);
    const invite = (await listCompanyInvites(caller.company_id)).find(
      (i) => i.id === result.inviteId,
    );
    if (!invite) throw new ApiError(404, "not-found");
    return apiJson(sent(InviteSent, { ...apiInvite(invite), mail_sent: result.mailSent }), {
      status: 201,
      headers: { Location: `/api/invites/${encodeURIComponent(invite.id)}` },
    });
  },
});
