const BASE = "http://same-site.invalid";

/** A path a browser, or a proxy that decodes it once, could read as `//host` or `/\host`. */
function looksProtocolRelative(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return [pathname, decoded].some((p) => p.startsWith("//") || p.startsWith("/\\"));
}

/**
 * Accepts only a path on this site. Control characters, backslashes and anything that resolves
 * to another origin (`//evil.example`, `/\t/evil.example`, `https://...`) fall back to `fallback`.
 * The check is made on the resolved path too: `/.//evil.example` resolves to `//evil.example`,
 * which a browser would read as another host.
 */
export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  if (looksProtocolRelative(to)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE) return fallback;
  if (looksProtocolRelative(resolved.pathname)) return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
