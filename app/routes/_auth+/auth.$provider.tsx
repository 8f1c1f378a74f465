import type { ActionFunctionArgs } from "@remix-run/node";
import { authenticator } from "~/auth/authenticator.server";
import {
  configuredProviders,
  ensureProviderStrategy,
  isProviderName,
} from "~/auth/providers.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/server/forms/toast.server";

/**
 * GET /auth/<anything> is no page: the root's page-not-found answers it. Without this loader
 * Remix would answer a GET of this action-only route with a 400 and log an error object.
 */
export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/**
 * POST /auth/google, /auth/microsoft: starts provider sign-in. remix-auth-oauth2 answers with a
 * redirect to the provider and a cookie holding this attempt's state and PKCE verifier.
 * A provider that is not configured does not exist (404).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const provider = params.provider;
  if (!isProviderName(provider) || !configuredProviders().includes(provider)) {
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  const url = new URL(request.url);
  // Only the cookies matter for starting; a stray ?state=… must not turn this into a callback.
  const start = new Request(new URL(url.pathname, url), { headers: request.headers });
  try {
    await ensureProviderStrategy(provider);
    await authenticator.authenticate(provider, start);
  } catch (error) {
    if (error instanceof Response) throw error; // the redirect to the provider
    logger.error("provider sign-in could not start", {
      provider,
      error: (error as Error)?.message ?? String(error),
    });
  }
  const { t } = await getT(request);
  return redirectWithToast(request, "/sign-in", {
    type: "error",
    text: t("oauth.errors.unknown-error", { provider: t(`oauth.providers.${provider}`) }),
  });
}

/** Never rendered; it makes this a page route, so the 404s above get the HTML error page. */
export default function ProviderSignIn() {
  return null;
}
