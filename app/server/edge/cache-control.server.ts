import type { HeadersFunction } from "@remix-run/node";

/*
 * Caching of HTML documents and single-fetch data.
 *
 * - Every document is `private, no-store` unless its route opts in (root's `headers`), so a page
 *   nobody thought about (dashboard, sign-in, registration drafts) never lands in a shared cache.
 * - A public page opts in: its loader returns `publicCacheHeaders(request)` and its route exports
 *   `headers = publicPageHeaders`. Visitors without a session cookie then get a short shared
 *   cache; signed-in users never do.
 * - A response that sets a cookie (the root loader consuming a flash toast, for example) is
 *   never cached, whatever the route says: a cache would replay the cookie to other visitors.
 * - The language comes from the `lng` cookie, else Accept-Language, so both are in `Vary`.
 */

export const PUBLIC_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
export const CACHE_VARY = "Cookie, Accept-Language";

const SESSION_COOKIES = new Set(["session", "__Host-session"]);

/** Whether a Cookie header holds a sign-in session cookie (valid or not: either way, not public). */
export function cookieHeaderHasSession(header: string | null | undefined): boolean {
  if (!header) return false;
  return header.split(";").some((part) => SESSION_COOKIES.has(part.split("=", 1)[0]!.trim()));
}

/** Whether the request carries a sign-in session cookie. */
export function hasSessionCookie(request: Request): boolean {
  return cookieHeaderHasSession(request.headers.get("Cookie"));
}

/** Loader headers of a public page: shared-cacheable for visitors, never for signed-in users. */
export function publicCacheHeaders(request: Request): Headers {
  return new Headers({
    "Cache-Control": hasSessionCookie(request) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    Vary: CACHE_VARY,
  });
}

/** Root's `headers`: the safe default every route inherits unless it exports its own. */
export const privateDocumentHeaders: HeadersFunction = () => ({
  "Cache-Control": PRIVATE_CACHE_CONTROL,
  Vary: CACHE_VARY,
});

/**
 * `headers` export of a public page: the loader's Cache-Control, unless any part of the response
 * sets a cookie or the page is an error (a 404 must not stick in a cache for minutes).
 */
export const publicPageHeaders: HeadersFunction = ({
  loaderHeaders,
  parentHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const setsCookie = [loaderHeaders, parentHeaders, actionHeaders, errorHeaders].some((h) =>
    h?.has("Set-Cookie"),
  );
  const fromLoader = loaderHeaders.get("Cache-Control");
  const cacheable = !setsCookie && !errorHeaders && fromLoader;
  return {
    "Cache-Control": cacheable ? fromLoader : PRIVATE_CACHE_CONTROL,
    Vary: CACHE_VARY,
  };
};
