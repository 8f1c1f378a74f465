import type { IncomingMessage, ServerResponse } from "node:http";

/*
 * A request body must keep arriving at a minimum rate, as Apache's mod_reqtimeout does
 * (`body=20,MinRate=500`): the client has `graceMs` for its first bytes, and every
 * `minBytesPerSecond` bytes that arrive buy it one more second. A CV from a phone on a slow
 * mobile link (tens of kB/s) is far above the rate; a client that drips a byte every few seconds
 * to hold a connection is refused after the grace instead of after the whole request timeout.
 */

export type BodyRate = { minBytesPerSecond: number; graceMs: number };

function hasBody(req: IncomingMessage) {
  const length = Number(req.headers["content-length"] ?? 0);
  return (Number.isFinite(length) && length > 0) || req.headers["transfer-encoding"] !== undefined;
}

/** Calls `tooSlow` once if the request's body falls behind the rate; one timer per request. */
export function watchBodyRate(
  req: IncomingMessage,
  res: ServerResponse,
  { minBytesPerSecond, graceMs }: BodyRate,
  tooSlow: () => void,
) {
  if (minBytesPerSecond <= 0 || !hasBody(req)) return;
  const socket = req.socket;
  // Counted on the socket: reading the request stream here would take it from the app.
  const startBytes = socket.bytesRead;
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (req.complete || socket.destroyed) return;
    const now = Date.now();
    // Bytes the app has not taken yet: the wait is ours, not the client's.
    const appBehind = req.readableLength > 0 || socket.isPaused();
    const received = socket.bytesRead - startBytes;
    const deadline = started + graceMs + (received * 1000) / minBytesPerSecond;
    if (appBehind || now < deadline) {
      timer = setTimeout(check, appBehind ? graceMs : deadline - now).unref();
      return;
    }
    tooSlow();
  };
  timer = setTimeout(check, graceMs).unref();
  // An answer sent before the body was read leaves the rest of it to arrive (or not) after.
  res.once("close", () => req.complete && clearTimeout(timer));
}
