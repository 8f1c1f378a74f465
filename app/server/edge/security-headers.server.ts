import { getEnv, isProductionSite } from "~/env.server";
import type { CspSources } from "~/telemetry/telemetry";

let formActionSources: () => string[] = () => [];

/**
 * The sign-in providers' origins, for `form-action`. server.ts passes them in from app/auth, so
 * this edge module imports nothing from the layer above it.
 */
export function setFormActionSources(sources: () => string[]) {
  formActionSources = sources;
}

const withSources = (directive: string, sources: string[] = []) =>
  [directive, ...sources].join(" ");

export function contentSecurityPolicy(nonce: string, extra: CspSources = {}) {
  const isDev = getEnv().NODE_ENV === "development";
  return [
    "default-src 'self'",
    withSources(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, extra.script),
    "style-src 'self' 'unsafe-inline'",
    withSources("img-src 'self' data:", extra.img),
    "font-src 'self'",
    withSources(`connect-src 'self'${isDev ? " ws://localhost:*" : ""}`, extra.connect),
    ...(extra.frame?.length ? [withSources("frame-src", extra.frame)] : []),
    // Provider sign-in posts a form that redirects to the provider; Chromium applies form-action to that redirect.
    ["form-action 'self'", ...formActionSources()].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response carries; documents add the CSP with their nonce. */
export function applySecurityHeaders(headers: Headers, nonce?: string, extra?: CspSources) {
  if (nonce) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, extra));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (isProductionSite() && getEnv().NODE_ENV === "production") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  if (!isProductionSite()) headers.set("X-Robots-Tag", "noindex");
  return headers;
}
