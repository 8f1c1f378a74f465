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
import { logger } from "~/utils/logger.server";
import { apiSignIn, authRefusal, configuredProvider, parseAuthQuery } from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";

/*
 * The content backend's `auth/{provider}/callback`. Its client sent `?access_token=`: a provider
 * access token it had obtained itself, which the backend exchanged for the user's profile. We do
 * not accept that: such a token is not issued to us (nothing binds it to our client id, so any
 * other app holding a user's token could sign in as that user), and the provider's profile
 * endpoint would be a second, weaker source of identity. Our flow is the pages' OpenID Connect
 * authorization code flow with PKCE: `GET /api/connect/{provider}` sets the attempt's state
 * cookie and redirects to the provider, which sends the browser back HERE with `code` and
 * `state`; the state must match that cookie (so only the browser that started can finish), the
 * code is redeemed with the PKCE verifier and the ID token is verified against the provider's
 * keys and our client id. The answer is JSON `{ jwt, expires_at, user }` instead of a cookie.
 * A call with `access_token` and no `code` is answered 400 with a message saying so.
 */

/** What the callback reads of its query (parsed bracket-style by qs, so nested names fail here). */
const CallbackQuery = z
  .object({
    code: z.string().max(2000).optional(),
    state: z.string().max(2000).optional(),
    error: z.string().max(200).optional(),
    access_token: z.string().optional(),
  })
  .passthrough();

type Failure = { status: number; reason: string; messageKey: TranslationKey };

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
    const fail = ({ status, reason, messageKey }: Failure) =>
      refuse(new ApiError(status, "unknown-error", messageKey, { reason }));

    if (query.access_token !== undefined && query.code === undefined)
      return fail({
        status: 400,
        reason: "access-token-not-supported",
        messageKey: "apiAuth.errors.accessTokenNotSupported",
      });
    // Without a state this is no answer to an attempt of ours (and must not start a new one).
    if (!query.state) return fail(FAILED);

    let result: SignInResult;
    try {
      await ensureProviderStrategy(provider, "api");
      result = await authenticator.authenticate(providerStrategyName(provider, "api"), request);
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
