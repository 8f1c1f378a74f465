import {
  deleteCompanyInvite,
  getCompanyInvite,
  listCompanyInvites,
  resendInvite,
} from "~/domain/company/invites.server";
import { NotFoundError } from "~/domain/shared/errors";
import { ApiError } from "~/api/errors.server";
import { ResendInviteSchema } from "~/validation/invite";
import { apiInvite, companyPartnerCaller, inviteRefusal } from "../../api/company.server";
import { apiRoute } from "../../api/frame.server";
import { InviteSent } from "../../api/schemas/company";
import { sent } from "../../api/schemas/sent";

export const requestBody = "json";

/**
 * One invite of the caller's company (company partners only; another company's id is 404).
 * PUT resends it as the page does: a new token (the old link answers invite-not-found from then
 * on), 14 more days, and `message` when sent (kept when left out, removed with null or "");
 * consumed and deleted invites are final (410, as their links answer). DELETE deactivates it at once: 204, also when it
 * was deleted already; 410 invite-already-consumed for a used one.
 */
export const { loader, action } = apiRoute({
  PUT: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    const id = ctx.params.id ?? "";
    const body = await ctx.body(
      ResendInviteSchema.extend({ message: ResendInviteSchema.shape.message.nullable() }),
    );
    let message = body.message ?? undefined;
    if (body.message === undefined) {
      // Left out: the stored message goes again (the page's form is prefilled with it).
      const stored = await getCompanyInvite(caller.company_id, id).catch((error: unknown) => {
        if (error instanceof NotFoundError) throw new ApiError(404, "not-found");
        throw error;
      });
      message = stored.message ?? undefined;
    }
    const result = await resendInvite(caller, id, { message });
    if (!result.ok) throw inviteRefusal(result);
    const invite = (await listCompanyInvites(caller.company_id)).find((i) => i.id === id);
    if (!invite) throw new ApiError(404, "not-found");
    return sent(InviteSent, { ...apiInvite(invite), mail_sent: result.mailSent });
  },
  DELETE: async (ctx) => {
    const caller = await companyPartnerCaller(ctx);
    const result = await deleteCompanyInvite(caller.company_id, ctx.params.id ?? "");
    if (!result.ok)
      throw result.code === "not-found"
        ? new ApiError(404, "not-found")
        : inviteRefusal({ ok: false, code: result.code });
    return new Response(null, { status: 204 });
  },
});
