import { lookUpInvite } from "../../api/company.server";
import { apiRoute } from "../../api/frame.server";

/**
 * Public: the invite a link's token names (who invites, to which company, for which address), so
 * the sign-in and registration screens can show it; `?email=` checks the address too. The
 * statuses of the spec's invite codes are listed at TOKEN_REFUSALS in __api-company.server.ts:
 * 404 invite-not-found, 410 invite-expired / invite-deleted / invite-already-consumed, 409
 * email-does-not-match / user-belongs-to-this-company / user-belongs-to-other-company.
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => lookUpInvite(ctx, ctx.params.token ?? ""),
});
