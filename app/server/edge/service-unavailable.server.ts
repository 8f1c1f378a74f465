/** Seconds a client is asked to wait before trying again; the pool reconnects within this. */
const RETRY_AFTER_SECONDS = 5;

/**
 * An API call (/api/...) or a client that prefers JSON to HTML gets JSON errors; browsers ask
 * for text/html first and get the translated error page.
 */
export function wantsJson(request: Request): boolean {
  if (new URL(request.url).pathname.startsWith("/api/")) return true;
  const accept = request.headers.get("Accept")?.toLowerCase() ?? "";
  const json = accept.search(/application\/(?:[\w.+-]+\+)?json/);
  if (json < 0) return false;
  const html = accept.indexOf("text/html");
  return html < 0 || json < html;
}

/**
 * The JSON 503 in the API's error shape: no detail about the database, only what a client can
 * act on. English only: with the database gone, nothing here may wait on the language lookup.
 */
export function serviceUnavailableJson(): Response {
  return new Response(
    JSON.stringify({
      error: {
        status: 503,
        code: "service-unavailable",
        message: "The service is temporarily unavailable. Try again in a moment.",
        details: null,
      },
    }),
    {
      status: 503,
      statusText: "Service Unavailable",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(RETRY_AFTER_SECONDS),
      },
    },
  );
}

/**
 * What a loader or action throws when the database is unreachable: JSON for API clients, and for
 * pages a bare 503 that the error boundary renders as the translated "unavailable" page.
 */
export function serviceUnavailable(request: Request): Response {
  if (wantsJson(request)) return serviceUnavailableJson();
  return new Response("Service Unavailable", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}
