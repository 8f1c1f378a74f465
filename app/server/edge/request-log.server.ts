// Each request's id and its access-log line and timing (decision 039). The id is the caller's
// X-Request-Id when valid, otherwise a new one; it goes back in the answer's X-Request-Id and,
// through the request scope, into every log line written for the request.
import type { IncomingMessage, ServerResponse } from "node:http";
import { observeRequest } from "~/server/observability/metrics.server";
import { logger } from "~/utils/logger.server";
import { REQUEST_ID_HEADER, requestIdFrom } from "~/utils/request-id.server";

const MAX_LOGGED_PATH = 1024;

/**
 * The path as it goes in the access log: never the query string (where one-time tokens travel),
 * and the pattern instead of the path where the path itself holds a secret (`/api/invites/token/:token`).
 */
export function loggedPath(url: string | undefined, route: string): string {
  if (/(^|\/):token\b/.test(route)) return route;
  return (url ?? "").split("?")[0]!.slice(0, MAX_LOGGED_PATH);
}

/** Names the request, and logs and times it when its answer ends; returns its id. */
export function watchRequest(
  req: IncomingMessage,
  res: ServerResponse,
  routeOf: (url: string | undefined) => string,
): string {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  const socket = req.socket;
  const bytesBefore = socket.bytesWritten;
  // "close" comes for every answer, also when the client leaves before its end.
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeOf(req.url);
    const method = req.method ?? "";
    observeRequest(route, method, res.statusCode, seconds);
    logger.info("request", {
      requestId,
      method,
      route,
      path: loggedPath(req.url, route),
      status: res.statusCode,
      durationMs: Math.round(seconds * 10_000) / 10,
      // What the answer put on the wire, headers included.
      bytes: socket.bytesWritten - bytesBefore,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
  return requestId;
}
