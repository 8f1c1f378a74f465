import { bearerToken, verifyApiToken } from "~/auth/api-token.server";
import { endSessionByKey } from "~/auth/session.server";
import { apiRoute } from "../../api/frame.server";

export const requestBody = "json";

/** Ends the session a token names: the token (and any copy of it) stops working at once. */
export const { loader, action } = apiRoute({
  POST: async ({ request, user }) => {
    await user();
    const token = bearerToken(request);
    const claims = token ? await verifyApiToken(token) : null;
    if (claims) await endSessionByKey(claims.sessionKey);
    return new Response(null, { status: 204 });
  },
});
