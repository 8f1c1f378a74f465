// GET /metrics at the edge (decision 039): for this machine's clients, or any caller with
// METRICS_TOKEN. Everyone else gets the site's own 404 page (the request goes on to Remix, which
// has no such route), so the answer does not say that something is there.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isFromThisMachine } from "~/utils/client-address.server";
import { logger } from "~/utils/logger.server";
import { METRICS_CONTENT_TYPE, metricsText } from "~/server/observability/metrics.server";

export const METRICS_PATH = "/metrics";

type Access = { token: string | undefined; trustedProxies: number };

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return value === undefined ? null : [value].flat().join(",");
}

/** Hashed first, so the comparison takes the same time whatever the lengths. */
function sameSecret(given: string, expected: string) {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A caller that sends credentials is judged by them alone: a wrong token is refused from this
 * machine too, so a misconfigured scraper shows up at once.
 */
export function metricsAllowed(req: IncomingMessage, { token, trustedProxies }: Access): boolean {
  const authorization = header(req, "authorization");
  if (authorization !== null) {
    const given = /^Bearer ([^\s]+)$/i.exec(authorization.trim())?.[1];
    return token !== undefined && given !== undefined && sameSecret(given, token);
  }
  return isFromThisMachine(
    req.socket.remoteAddress ?? null,
    {
      forwardedFor: header(req, "x-forwarded-for"),
      forwarded: header(req, "forwarded"),
      realIp: header(req, "x-real-ip"),
    },
    trustedProxies,
  );
}

/** True when the request was for the metrics and the caller may have them: the edge answers. */
export function serveMetrics(req: IncomingMessage, res: ServerResponse, access: Access): boolean {
  const method = req.method?.toUpperCase();
  if ((method !== "GET" && method !== "HEAD") || (req.url ?? "").split("?")[0] !== METRICS_PATH)
    return false;
  if (!metricsAllowed(req, access)) return false;
  metricsText().then(
    (text) => {
      res.writeHead(200, {
        "Content-Type": METRICS_CONTENT_TYPE,
        "Content-Length": String(Buffer.byteLength(text)),
        "Cache-Control": "no-store",
      });
      res.end(method === "HEAD" ? undefined : text);
    },
    (error: unknown) => {
      logger.error("metrics not collected", { error: String(error) });
      res.writeHead(500, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end("500 Internal Server Error\n");
    },
  );
  return true;
}
