import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What we accept from a caller (a proxy or load balancer that already named the request): short,
 * and only characters that cannot break a log line or a header. Anything else gets our own id.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Short enough to read out over the phone, unique enough to find the log line. */
export function newRequestId(): string {
  return randomUUID().slice(0, 13).replace("-", "");
}

/** The caller's id when it is valid (one header, within the rules), otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && VALID_REQUEST_ID.test(header) ? header : newRequestId();
}
