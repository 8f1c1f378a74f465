// One HTTP request's scope, shared by every loader, action and render that runs for it.
//
// Remix v2 hands each loader of a view its own copy of the request (and an empty load context,
// which remix-serve gives no way to fill), so nothing keyed by the request is shared between the
// root, layout and page loaders. Node's AsyncLocalStorage carries the scope instead: the HTTP
// edge enters it where the request reaches our code (http-edge.server.ts), and whatever runs for
// that request, however deep and across awaits, reads the same scope. Code that runs outside one
// (unit tests calling a loader, scripts) gets no scope and simply does not memoise.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestScope = {
  /** The signed-in user per Cookie header, looked up once per read (app/auth/session.server.ts). */
  sessionUsers: Map<string, Promise<unknown>>;
};

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `handle` (and everything it starts) in a fresh scope of its own. */
export function runInRequestScope<T>(handle: () => T): T {
  return storage.run({ sessionUsers: new Map() }, handle);
}

/** The scope of the request being served, or undefined outside one. */
export function requestScope(): RequestScope | undefined {
  return storage.getStore();
}
