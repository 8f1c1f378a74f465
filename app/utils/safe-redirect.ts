const BASE = "http://same-site.invalid";

/**
 * Accepts only a path on this site. Control characters, backslashes and anything that resolves
 * to another origin (`//evil.example`, `/\t/evil.example`, `https://...`) fall back to `fallback`.
 */
export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  if (to.startsWith("//")) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE) return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
