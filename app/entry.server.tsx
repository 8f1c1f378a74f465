import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type {
  ActionFunctionArgs,
  EntryContext,
  HandleDataRequestFunction,
  LoaderFunctionArgs,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance, type i18n as I18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "./i18n/react";
import { i18nConfig, type Locale } from "./i18n/config";
import { resources } from "./i18n/resources.server";
import { getLocale } from "./i18n/i18n.server";
import { withMemoizedT } from "./i18n/memoized-t.server";
import { logger } from "./utils/logger.server";
import { NonceProvider } from "./utils/nonce-provider";
import { reportRequestFailure } from "./server/observability/error-report.server";
import { applySecurityHeaders } from "./server/edge/security-headers.server";
import { serviceUnavailableJson, wantsJson } from "./server/edge/service-unavailable.server";
import { closeConnectionDuringShutdown } from "./server/edge/shutdown.server";
import { telemetryCspSources } from "./telemetry/telemetry.server";

export const streamTimeout = 5_000;

// One i18next instance per language for every render: the resources are bundled and the server
// never changes an instance's language, so building one per request was pure cost.
const renderingInstances = new Map<Locale, Promise<I18n>>();

function renderingI18n(locale: Locale): Promise<I18n> {
  let instance = renderingInstances.get(locale);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n.init({ ...i18nConfig, resources, lng: locale }).then(() => withMemoizedT(i18n));
    renderingInstances.set(locale, instance);
  }
  return instance;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // The database is away: a client that asked for JSON gets the JSON error, not the HTML page.
  if (responseStatusCode === 503 && wantsJson(request)) return serviceUnavailableJson();
  const nonce = randomBytes(16).toString("base64");
  const i18n = await renderingI18n(await getLocale(request));

  // Crawlers and no-JS readers get the whole document at once; people get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Ends a stream that never finishes; unref'd so it cannot delay a graceful shutdown. Cleared
    // once the page is sent: a pending timer kept the whole render (React's state, the page's
    // chunks) alive for six seconds, about 1,000 renders and 50 MB of heap at 170 pages/s.
    const timer = setTimeout(() => abort(), streamTimeout + 1000).unref();
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={streamTimeout}
            nonce={nonce}
          />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          body.once("close", () => clearTimeout(timer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applySecurityHeaders(responseHeaders, nonce, telemetryCspSources(request));
          closeConnectionDuringShutdown(responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render error", { error: String(error) });
        },
      },
    );
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  closeConnectionDuringShutdown(response.headers);
  return response;
};

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  reportRequestFailure(error, request);
}
