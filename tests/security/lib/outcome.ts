// Compares a reply with the outcome the access matrix expects, in words a failure can show.
import type { Outcome } from "../access-matrix.data";
import type { Reply } from "./http";

function patternToRegExp(pattern: string) {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

export function describeReply(reply: Reply) {
  return reply.location ? `${reply.status} → ${reply.location}` : String(reply.status);
}

/** Null when the reply is what the outcome says, otherwise why not. */
export function mismatch(outcome: Outcome, reply: Reply, baseUrl: string): string | null {
  if (reply.status >= 500) return `server error ${reply.status}: ${reply.body.slice(0, 200)}`;
  if ("status" in outcome)
    return reply.status === outcome.status
      ? null
      : `expected ${outcome.status}, got ${describeReply(reply)}`;
  if ("redirect" in outcome) {
    const isRedirect = reply.status >= 300 && reply.status < 400 && reply.location !== null;
    const target = isRedirect ? new URL(reply.location!, baseUrl).pathname : null;
    return target !== null && patternToRegExp(outcome.redirect).test(target)
      ? null
      : `expected a redirect to ${outcome.redirect}, got ${describeReply(reply)}`;
  }
  return null;
}
