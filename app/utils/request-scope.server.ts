// One HTTP request's scope, shared by every loader, action and render that runs for it.
//
// Remix v2 hands each loader of a view its own copy of the request (and an empty load context,
// which remix-serve gives no way to fill), so nothing keyed by the request is shared between the
// root, layout and page loaders. Node's AsyncLocalStorage carries the scope instead: the HTTP
// edge enters it where the request reaches our code (http-edge.server.ts), and whatever runs for
// that request, however deep and across awaits, reads the same scope. Code that runs outside one
// (unit tests calling a loader, scripts) gets no scope and simply does not memoise.
// The scope also carries the request's id, so every log line written for it names the request.
import { AsyncLocalStorage } from "node:async_hooks";
import { newRequestId } from "./request-id.server";

export type RequestScope = {
  /** The id in the answer's X-Request-Id and in every log line of the request. */
  requestId: string;
  /** The signed-in user per Cookie header, looked up once per read (app/auth/session.server.ts). */
  sessionUsers: Map<string, Promise<unknown>>;
  /** The rate limits the request counted against, for the API's RateLimit-* headers. */
  rateLimits?: RateLimitUse[];
};

/** One rate limit's budget after an attempt (app/domain/shared/rate-limit.server.ts). */
export type RateLimitUse = {
  limit: number;
  remaining: number;
  /** This attempt was over the limit. */
  exceeded: boolean;
  /** Seconds until the window ends and the budget is full again. */
  resetSeconds: number;
  windowSeconds: number;
  /** Whether the caller may be told (not a limit keyed by someone's e-mail address). */
  advertised: boolean;
};

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `handle` (and everything it starts) in a fresh scope of its own. */
export function runInRequestScope<T>(handle: () => T, requestId = newRequestId()): T {
  return storage.run({ requestId, sessionUsers: new Map() }, handle);
}

/** The scope of the request being served, or undefined outside one. */
export function requestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** The id of the request being served, or undefined outside one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
