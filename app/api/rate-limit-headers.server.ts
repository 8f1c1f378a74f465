import { requestScope, type RateLimitUse } from "~/utils/request-scope.server";

/*
 * The rate-limit headers of an API answer (decision 052), from the limits the call counted
 * against (noted in the request's scope by app/domain/shared/rate-limit.server.ts): the IETF
 * draft's RateLimit-Limit, -Remaining, -Reset (seconds) and RateLimit-Policy
 * (draft-ietf-httpapi-ratelimit-headers-07), and Retry-After on a 429.
 */

/** When a 429 names no window (none was counted in this request): a minute. */
const DEFAULT_RETRY_AFTER_S = 60;

/** The tightest of the limits: the fewest attempts left, then the longest wait. */
function tightest(uses: RateLimitUse[]): RateLimitUse | undefined {
  return uses.reduce<RateLimitUse | undefined>(
    (best, use) =>
      !best ||
      use.remaining < best.remaining ||
      (use.remaining === best.remaining && use.resetSeconds > best.resetSeconds)
        ? use
        : best,
    undefined,
  );
}

export function rateLimitHeaders(status: number): [string, string][] {
  const uses = requestScope()?.rateLimits ?? [];
  // A refusal may name its limit whatever the limit is keyed by: the 429 already told.
  const use =
    status === 429
      ? (tightest(uses.filter((u) => u.exceeded)) ?? tightest(uses.filter((u) => u.advertised)))
      : tightest(uses.filter((u) => u.advertised));
  const headers: [string, string][] = use
    ? [
        ["RateLimit-Limit", String(use.limit)],
        ["RateLimit-Remaining", String(use.remaining)],
        ["RateLimit-Reset", String(use.resetSeconds)],
        ["RateLimit-Policy", `${use.limit};w=${use.windowSeconds}`],
      ]
    : [];
  if (status === 429)
    headers.push(["Retry-After", String(Math.max(1, use?.resetSeconds ?? DEFAULT_RETRY_AFTER_S))]);
  return headers;
}
