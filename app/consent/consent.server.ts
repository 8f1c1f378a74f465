import { isSecureCookieSite } from "~/env.server";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, formatConsent, parseConsent } from "./consent";
import type { Consent } from "./consent";

export function readConsent(request: Request): Consent {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === CONSENT_COOKIE)
      return parseConsent(part.slice(separator + 1).trim());
  }
  return null;
}

/** HttpOnly: no script reads it; the root loader hands the choice to the page. */
export function consentCookie(consent: NonNullable<Consent>): string {
  return [
    `${CONSENT_COOKIE}=${formatConsent(consent)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(isSecureCookieSite() ? ["Secure"] : []),
  ].join("; ");
}
