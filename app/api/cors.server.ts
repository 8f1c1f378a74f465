import type { IncomingMessage } from "node:http";
import { getEnv } from "~/env.server";

/*
 * CORS for the JSON API, only for the origins listed in API_CORS_ORIGINS (none by default). The
 * answer never allows credentials, so a listed site's script can call with a bearer token but
 * never with the user's session cookie; the cross-site check of cookie writes stays as it is.
 */
const API_PATH = /^\/api(\/|\?|$)/;
const METHODS = "GET, POST, PUT, PATCH, DELETE";
const HEADERS = "Authorization, Content-Type, Accept-Language";

export type Cors = { headers: [string, string][]; preflight: boolean };

/** The CORS headers an /api request from a listed origin gets; null for every other request. */
export function apiCors(req: IncomingMessage): Cors | null {
  const origin = req.headers.origin;
  if (!origin || !API_PATH.test(req.url ?? "")) return null;
  if (!getEnv().API_CORS_ORIGINS.includes(origin)) return null;
  const preflight =
    (req.method ?? "").toUpperCase() === "OPTIONS" &&
    typeof req.headers["access-control-request-method"] === "string";
  const headers: [string, string][] = [
    ["Access-Control-Allow-Origin", origin],
    ["Vary", "Origin"],
    ["Access-Control-Expose-Headers", "Content-Disposition, Location, Allow"],
  ];
  if (preflight)
    headers.push(
      ["Access-Control-Allow-Methods", METHODS],
      ["Access-Control-Allow-Headers", HEADERS],
      ["Access-Control-Max-Age", "600"],
    );
  return { headers, preflight };
}
