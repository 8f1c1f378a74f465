import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { isDomainError } from "~/domain/shared/errors";
import { domainErrorResponse } from "../forms/domain-errors.server";
import { logger } from "~/utils/logger.server";
import {
  bodyPolicyOf,
  bufferActionBody,
  checkRequestUrl,
  drainUnread,
  type RequestBodyPolicy,
} from "../forms/request-body.server";
import { apiErrorResponse, codeOfStatus, isApiRequest } from "../../api/errors.server";
import { serverErrorResponse } from "../observability/error-report.server";
import { applySecurityHeaders } from "./security-headers.server";
import { serviceUnavailable } from "./service-unavailable.server";
import { closeConnectionDuringShutdown } from "./shutdown.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request check for every mutation, pages and API alike. Remix's own check does not
 * cover resource routes and trusts `Host`, which a proxy may rewrite and a client may forge; we
 * compare with APP_URL's origin only, never with the request's own Host.
 * Requests without either header come from non-browser clients, which cannot carry a victim's
 * cookies, so they pass (see docs/decisions/003-request-guards.md).
 */
export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  // An API call with a bearer token carries no ambient credential: another site's page cannot
  // make the browser add the header (and without API_CORS_ORIGINS no cross-origin script may).
  if (/^Bearer\s/i.test(request.headers.get("Authorization") ?? "") && isApiRequest(request))
    return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return origin !== new URL(getEnv().APP_URL).origin;
}

// Re-exported for the callers and tests that knew them from here.
export { isOversizedForm, MAX_FORM_BODY_BYTES } from "../forms/request-body.server";

function refuse(request: Request): never {
  logger.warn("cross-site request refused", {
    method: request.method,
    path: new URL(request.url).pathname,
    origin: request.headers.get("Origin"),
  });
  throw new Response("Cross-site request refused", { status: 403, statusText: "Forbidden" });
}

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

type GuardOptions = {
  kind: "loader" | "action";
  isResourceRoute: boolean;
  body: RequestBodyPolicy;
};

/** The guard's own refusals of an /api call, in the API's error shape rather than as a page. */
async function asApiRefusal(
  request: Request,
  error: unknown,
  isResourceRoute: boolean,
): Promise<Response> {
  // Pages under /api (the reference at /api/docs) show refusals as every page does.
  if (!(error instanceof Response) || !isResourceRoute || !isApiRequest(request)) throw error;
  const reason = error.headers.get("X-Refused");
  return apiErrorResponse(request, {
    status: error.status,
    code: error.status === 403 ? "cross-site-request" : codeOfStatus(error.status),
    messageKey: error.status === 403 ? "api.errors.crossSite" : undefined,
    details: reason ? { reason } : undefined,
  });
}

/** A thrown Response or `data()`: an answer the route chose, not a failure. */
function isAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" &&
      error !== null &&
      (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

function guard(handler: Handler, { kind, isResourceRoute, body }: GuardOptions): Handler {
  return async (args) => {
    let request: Request;
    try {
      if (kind === "action" && isCrossSiteMutation(args.request)) refuse(args.request);
      // Input limits come before any parsing, here so that no route can forget them.
      checkRequestUrl(args.request);
      request = kind === "action" ? await bufferActionBody(args.request, body) : args.request;
    } catch (error) {
      // Refused before the body was read (cross-site, a wrong type): the client still gets it.
      if (kind === "action") void drainUnread(args.request);
      return asApiRefusal(args.request, error, isResourceRoute);
    }
    try {
      const result = await handler(request === args.request ? args : { ...args, request });
      if (isResourceRoute && result instanceof Response) applySecurityHeaders(result.headers);
      // Redirects and resource routes are answered as returned, without entry.server.
      if (result instanceof Response) closeConnectionDuringShutdown(result.headers);
      return result;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        logger.error("database unavailable", { error: (error as Error).message });
        throw serviceUnavailable(args.request);
      }
      // Domain errors a route did not turn into a form message or toast: a 404/403 page.
      if (isDomainError(error)) throw domainErrorResponse(error);
      if (isAnswer(error) || args.request.signal.aborted) throw error;
      // Anything else is a bug: logged and reported here, so the 500 page can show its id.
      throw serverErrorResponse(error, args.request);
    } finally {
      // A route that reads its own body may answer before it does (no caller, no upload slot):
      // the answer goes out at once and the rest of the body is dropped behind it.
      if (kind === "action" && readsOwnBody(body)) void drainUnread(request);
    }
  };
}

/** The policies whose routes read the body themselves. */
function readsOwnBody(body: RequestBodyPolicy) {
  return body === "streamed-upload" || body === "json-upload";
}

/** Wraps every route's loader and action; used by server.ts on the generated build. */
export function guardRoutes(routes: ServerBuild["routes"]): ServerBuild["routes"] {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => {
      const mod = route.module;
      const isResourceRoute = !mod.default;
      const body = bodyPolicyOf(mod as unknown as Record<string, unknown>);
      const wrapped = {
        ...mod,
        ...(mod.loader
          ? { loader: guard(mod.loader as Handler, { kind: "loader", isResourceRoute, body }) }
          : {}),
        ...(mod.action
          ? { action: guard(mod.action as Handler, { kind: "action", isResourceRoute, body }) }
          : {}),
      };
      return [id, { ...route, module: wrapped as typeof mod }];
    }),
  );
}
