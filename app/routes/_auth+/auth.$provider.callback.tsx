import type { LoaderFunctionArgs } from "@remix-run/node";
import { authenticator } from "~/auth/authenticator.server";
import { finishSignIn } from "~/auth/finish-sign-in.server";
import { providerErrorCode } from "~/auth/provider-error-codes.server";
import {
  clearStateCookies,
  configuredProviders,
  ensureProviderStrategy,
  isProviderName,
  ProviderError,
} from "~/auth/providers.server";
import type { SignInResult } from "~/domain/identity/auth.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/server/forms/toast.server";

/**
 * GET /auth/<provider>/callback: the provider sends the browser back here with `code` and
 * `state` (or `error`). remix-auth-oauth2 checks the state against this attempt's cookie and
 * redeems the code with the PKCE verifier; our verify function checks the ID token and finds or
 * creates the account. Success ends like every sign-in (finishSignIn); anything else goes back
 * to the sign-in page with a message.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isProviderName(provider) || !configuredProviders().includes(provider)) {
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  const { t } = await getT(request);
  const providerName = t(`oauth.providers.${provider}`);
  const clearCookies = clearStateCookies(request, provider);

  const backToSignIn = (text: string) => {
    const headers = new Headers();
    for (const cookie of clearCookies) headers.append("Set-Cookie", cookie);
    return redirectWithToast(request, "/sign-in", { type: "error", text }, { headers });
  };

  // Without a state this is no answer to an attempt of ours (and must not start a new one).
  if (!new URL(request.url).searchParams.get("state")) {
    return backToSignIn(t("oauth.errors.unknown-error", { provider: providerName }));
  }

  let result: SignInResult;
  try {
    await ensureProviderStrategy(provider);
    result = await authenticator.authenticate(provider, request);
  } catch (error) {
    if (error instanceof ProviderError && error.code === "missing-email") {
      logger.info("provider sent no e-mail address", { provider });
      return backToSignIn(t("oauth.errors.missing-email", { provider: providerName }));
    }
    const code = providerErrorCode(error);
    (code === "access-denied" ? logger.info : logger.warn)("provider sign-in failed", {
      provider,
      code,
      error:
        error instanceof Response
          ? `unexpected response ${error.status}`
          : ((error as Error)?.message ?? String(error)),
    });
    return backToSignIn(t(`oauth.errors.${code}`, { provider: providerName }));
  }

  if (!result.ok) {
    logger.info("provider sign-in refused", { provider, code: result.code });
    return backToSignIn(t(`auth.errors.${result.code}`));
  }
  const response = await finishSignIn(request, result.userId);
  for (const cookie of clearCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}
