import { z } from "zod";
import {
  inviteUser,
  listCompanyInvites,
  listCompanyInvitesAfter,
} from "~/domain/company/invites.server";
import { ApiError, apiJson } from "~/api/errors.server";
import { InviteSchema } from "~/validation/invite";
import { apiInvite, companyPartnerCaller, inviteRefusal } from "../../api/company.server";
import { apiRoute } from "../../api/frame.server";
import { InviteList, InviteSent } from "../../api/schemas/company";
import { sent } from "../../api/schemas/sent";
import { keysetRequest, pageQuery, pageResponse } from "../../api/paging.server";

export const requestBody = "json";

const InvitesQuery = z.object(pageQuery("invites", z.tuple([z.string(), z.string()])));

/**
 * The caller's company's invites with their state (active, expired, consumed, deleted), latest
 * sent first and walked by cursor (decision 053), and a new
 * invite `{ email, message? }` with the page's rules: 201 with the invite and `mail_sent`, or the
 * invite-flow codes of spec section 8 (see inviteRefusal). Company partners only.
 */
export const { loader, action } = apiRoute({
  idempotent: ["POST"],
  GET: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    const query = await ctx.query(InvitesQuery);
    const page = await listCompanyInvitesAfter(caller.company_id, keysetRequest(query));
    return pageResponse(InviteList, ctx.request, "invites", page, apiInvite);
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
