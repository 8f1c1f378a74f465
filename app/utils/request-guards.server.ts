import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { logger } from "./logger.server";
import { applySecurityHeaders } from "./security-headers.server";
import { serviceUnavailable } from "./service-unavailable.server";
import { closeConnectionDuringShutdown } from "./shutdown.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request check for every mutation, pages and API alike. Remix's own check does not
 * cover resource routes and trusts `Host`, which a proxy may rewrite; we compare with APP_URL.
 * Requests without either header come from non-browser clients, which cannot carry a victim's
 * cookies, so they pass (see docs/decisions/003-request-guards.md).
 */
export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  const allowed = new Set([new URL(getEnv().APP_URL).origin, new URL(request.url).origin]);
  return !allowed.has(origin);
}

/**
 * Largest body accepted for a form post that is not a file upload. Every form field has a
 * maxLength far below this, so only a misbehaving client reaches it; without the limit a
 * multi-megabyte field would be parsed, validated and echoed back in the error reply. Multipart
 * uploads enforce their own limit while streaming (app/domain/cv-upload.server.ts).
 */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;

export function isOversizedForm(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const type = request.headers.get("Content-Type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) return false;
  const length = Number(request.headers.get("Content-Length") ?? 0);
  return Number.isFinite(length) && length > MAX_FORM_BODY_BYTES;
}

function refuse(request: Request): never {
  logger.warn("cross-site request refused", {
    method: request.method,
    path: new URL(request.url).pathname,
    origin: request.headers.get("Origin"),
  });
  throw new Response("Cross-site request refused", { status: 403, statusText: "Forbidden" });
}

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

function guard(handler: Handler, kind: "loader" | "action", isResourceRoute: boolean): Handler {
  return async (args) => {
    if (kind === "action" && isCrossSiteMutation(args.request)) refuse(args.request);
    if (kind === "action" && isOversizedForm(args.request))
      throw new Response("Payload Too Large", { status: 413, statusText: "Payload Too Large" });
    try {
      const result = await handler(args);
      if (isResourceRoute && result instanceof Response) applySecurityHeaders(result.headers);
      // Redirects and resource routes are answered as returned, without entry.server.
      if (result instanceof Response) closeConnectionDuringShutdown(result.headers);
      return result;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        logger.error("database unavailable", { error: (error as Error).message });
        throw serviceUnavailable(args.request);
      }
      throw error;
    }
  };
}

/** Wraps every route's loader and action; used by server.ts on the generated build. */
export function guardRoutes(routes: ServerBuild["routes"]): ServerBuild["routes"] {
  return Object.fromEntries(
    Object.entries(routes).map(([id, route]) => {
      const mod = route.module;
      const isResourceRoute = !mod.default;
      const wrapped = {
        ...mod,
        ...(mod.loader ? { loader: guard(mod.loader as Handler, "loader", isResourceRoute) } : {}),
        ...(mod.action ? { action: guard(mod.action as Handler, "action", isResourceRoute) } : {}),
      };
      return [id, { ...route, module: wrapped as typeof mod }];
    }),
  );
}
