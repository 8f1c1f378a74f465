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
