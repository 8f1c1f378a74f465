import { OAuth2RequestError } from "remix-auth-oauth2";
import { z } from "zod";
import { authenticator } from "~/auth/authenticator.server";
import {
  clearStateCookies,
  ensureProviderStrategy,
  ProviderError,
  providerStrategyName,
  type ProviderName,
} from "~/auth/providers.server";
import type { SignInResult } from "~/domain/identity/auth.server";
import { ApiError, apiErrorResponse, apiJson } from "~/api/errors.server";
import type { TranslationKey } from "~/i18n/keys";
import { getLocale } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { resolveAccessTokenIdentity } from "~/auth/provider-userinfo.server";
import { clientIp } from "~/auth/session.server";
import { hitRateLimit } from "~/domain/shared/rate-limit.server";
import {
  apiSignIn,
  authRefusal,
  configuredProvider,
  parseAuthQuery,
  tooManyRequests,
} from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";

/*
 * The content backend's `auth/{provider}/callback`, in two forms (decision 055):
 *
 * - `?code=&state=`: our OpenID redirect. `GET /api/connect/{provider}` sets the attempt's state
 *   cookie and redirects to the provider, which sends the browser back HERE; the state must match
 *   that cookie (only the browser that started can finish), the code is redeemed with the PKCE
 *   verifier and the ID token verified against the provider's keys and our client id.
 * - `?access_token=`: the spec's form, a provider access token the client obtained itself. The
 *   token is not read; the provider's userinfo endpoint says whose it is (a refusal there is our
 *   401 `invalid-provider-token`), then the account is found or created as the redirect does.
 *   It is counted against the client address's sign-in budget, as password sign-ins are.
 *
 * Both answer JSON `{ jwt, expires_at, user }` instead of a cookie, with the same refusals.
 */

/** What the callback reads of its query (parsed bracket-style by qs, so nested names fail here). */
const CallbackQuery = z
  .object({
    code: z.string().max(2000).optional(),
    state: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
    access_token: z.string().max(10_000).optional(),
  })
  .passthrough();

type Failure = { status: number; reason: string; messageKey: TranslationKey; code?: string };

const FAILED: Failure = {
  status: 400,
  reason: "failed",
  messageKey: "apiAuth.errors.providerFailed",
};

/** A failure of the provider round trip: the spec's fallback code `unknown-error`, and why. */
function describeFailure(error: unknown, provider: ProviderName): Failure {
  if (error instanceof OAuth2RequestError && error.code === "access_denied") {
    logger.info("provider sign-in cancelled", { provider, door: "api" });
    return { status: 400, reason: "cancelled", messageKey: "apiAuth.errors.providerCancelled" };
  }
  if (error instanceof ProviderError && error.code === "invalid-access-token") {
    logger.info("provider access token refused", { provider, door: "api" });
    return {
      status: 401,
      code: "invalid-provider-token",
      reason: "invalid-access-token",
      messageKey: "apiAuth.errors.invalidProviderToken",
    };
  }
  if (error instanceof ProviderError && error.code === "missing-email") {
    logger.info("provider sent no e-mail address", { provider, door: "api" });
    return { status: 400, reason: "missing-email", messageKey: "apiAuth.errors.providerNoEmail" };
  }
  logger.warn("provider sign-in failed", {
    provider,
    door: "api",
    error:
      error instanceof Response
        ? `unexpected response ${error.status}`
        : ((error as Error)?.message ?? String(error)),
  });
  if (error instanceof ProviderError && error.code === "unavailable")
    return { status: 502, reason: "unavailable", messageKey: "apiAuth.errors.providerUnavailable" };
  return FAILED;
}

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const provider = configuredProvider(params.provider);
    const parsed = CallbackQuery.safeParse(parseAuthQuery(request));
    if (!parsed.success)
      throw new ApiError(400, "unknown-error", FAILED.messageKey, { reason: "failed" });
    const query = parsed.data;

    // Every answer removes this attempt's state cookie: an attempt is finished once.
    const headers = new Headers();
    for (const cookie of clearStateCookies(request, provider, "api"))
      headers.append("Set-Cookie", cookie);
    const refuse = (error: ApiError) =>
      apiErrorResponse(
        request,
        {
          status: error.status,
          code: error.code,
          messageKey: error.messageKey,
          details: error.details,
        },
        headers,
      );
    const fail = ({ status, reason, messageKey, code = "unknown-error" }: Failure) =>
      refuse(new ApiError(status, code, messageKey, { reason }));

    const accessToken = query.code === undefined ? query.access_token : undefined;
    // Without a state a code is no answer to an attempt of ours (and must not start a new one).
    if (accessToken === undefined && !query.state) return fail(FAILED);

    let result: SignInResult;
    try {
      if (accessToken !== undefined) {
        const ip = clientIp(request);
        if (ip !== null && !(await hitRateLimit("signInPerIp", ip)))
          return refuse(tooManyRequests());
        result = await resolveAccessTokenIdentity(provider, accessToken, await getLocale(request));
      } else {
        await ensureProviderStrategy(provider, "api");
        result = await authenticator.authenticate(providerStrategyName(provider, "api"), request);
      }
    } catch (error) {
      return fail(describeFailure(error, provider));
    }
    try {
      if (!result.ok) {
        logger.info("provider sign-in refused", { provider, door: "api", code: result.code });
        throw authRefusal(result.code);
      }
      return apiJson(await apiSignIn(request, result.userId), { headers });
    } catch (error) {
      if (error instanceof ApiError) return refuse(error);
      throw error;
    }
  },
});
