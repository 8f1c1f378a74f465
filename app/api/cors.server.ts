import type { IncomingMessage } from "node:http";
import { getEnv } from "~/env.server";

/*
 * CORS for the JSON API, only for the origins listed in API_CORS_ORIGINS (none by default). The
 * answer never allows credentials, so a listed site's script can call with a bearer token but
 * never with the user's session cookie; the cross-site check of cookie writes stays as it is.
 */
const API_PATH = /^\/api(\/|\?|$)/;
const METHODS = "GET, POST, PUT, PATCH, DELETE";
const HEADERS =
  "Authorization, Content-Type, Accept-Language, If-Match, If-None-Match, Idempotency-Key";

export type Cors = { headers: [string, string][]; preflight: boolean };

/**
 * Whatever the answer says of CORS depends on the caller's Origin wherever origins are listed, so
 * every /api answer then carries `Vary: Origin` (decision 052), also those without CORS headers
 * (an unlisted or absent origin): a shared cache must not hand one origin's answer to another
 * (the publicly cached /api/openapi.json). Without listed origins no answer differs by Origin.
 */
const VARY_ONLY: Cors = { headers: [["Vary", "Origin"]], preflight: false };

/**
 * The CORS headers an /api request gets: a listed origin's, `Vary: Origin` alone for other /api
 * requests while origins are listed; null for every other request.
 */
export function apiCors(req: IncomingMessage): Cors | null {
  if (!API_PATH.test(req.url ?? "")) return null;
  const listed = getEnv().API_CORS_ORIGINS;
  if (listed.length === 0) return null;
  const origin = req.headers.origin;
  if (!origin || !listed.includes(origin)) return VARY_ONLY;
  const preflight =
    (req.method ?? "").toUpperCase() === "OPTIONS" &&
    typeof req.headers["access-control-request-method"] === "string";
  const headers: [string, string][] = [
    ["Access-Control-Allow-Origin", origin],
    ["Vary", "Origin"],
    [
      "Access-Control-Expose-Headers",
      "Content-Disposition, Location, Allow, ETag, Retry-After, WWW-Authenticate, X-Request-Id, " +
        "RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Idempotent-Replayed",
    ],
  ];
  if (preflight)
    headers.push(
      ["Access-Control-Allow-Methods", METHODS],
      ["Access-Control-Allow-Headers", HEADERS],
      ["Access-Control-Max-Age", "600"],
    );
  return { headers, preflight };
}
