let shuttingDown = false;

/** Called once on SIGTERM/SIGINT (app/server/edge/startup.server.ts). */
export function beginShutdown() {
  shuttingDown = true;
}

/**
 * After SIGTERM, remix-serve stops accepting connections, but Node goes on answering new requests
 * on keep-alive connections that were busy at that moment, so a client under load (a proxy's
 * connection pool) keeps the process alive until the forced exit cuts whatever is in flight.
 * `Connection: close` on every answer from then on ends each connection after its current
 * request, and the process exits as soon as those have finished.
 */
export function closeConnectionDuringShutdown(headers: Headers) {
  if (shuttingDown) headers.set("Connection", "close");
}
