import { authenticator } from "~/auth/authenticator.server";
import { ensureProviderStrategy, providerStrategyName } from "~/auth/providers.server";
import { ApiError } from "~/api/errors.server";
import { logger } from "~/utils/logger.server";
import { configuredProvider, parseAuthQuery } from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";

/**
 * The content backend's `connect/{provider}`: starts provider sign-in for an API client, with the
 * page's OpenID Connect strategy (discovery, PKCE, a state per attempt in a short-lived cookie),
 * and answers 302 to the provider's authorization endpoint. The provider sends the browser back
 * to `/api/auth/{provider}/callback`, which answers the token (that redirect URI must be
 * registered at the provider next to the pages' `/auth/{provider}/callback`).
 */
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const provider = configuredProvider(params.provider);
    parseAuthQuery(request); // nothing is read from it, but it must be within the limits
    const url = new URL(request.url);
    // Only the cookies matter for starting; a stray ?state=… must not turn this into a callback.
    const start = new Request(new URL(url.pathname, url), { headers: request.headers });
    try {
      await ensureProviderStrategy(provider, "api");
      await authenticator.authenticate(providerStrategyName(provider, "api"), start);
    } catch (error) {
      if (error instanceof Response) return error; // the redirect to the provider
      logger.error("provider sign-in could not start", {
        provider,
        door: "api",
        error: (error as Error)?.message ?? String(error),
      });
    }
    throw new ApiError(502, "unknown-error", "apiAuth.errors.providerUnavailable");
  },
});
