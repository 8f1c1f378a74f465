import { z } from "zod";

/** A visitor's cookie choice; `null` until they make one (the banner shows then). */
export type Consent = { analytics: boolean } | null;

export const CONSENT_COOKIE = "consent";
/** Asked again after half a year, and at once if the cookie's format version changes. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;
const VERSION = "v1";

export function parseConsent(value: string | null | undefined): Consent {
  if (value === `${VERSION}.analytics`) return { analytics: true };
  if (value === `${VERSION}.necessary`) return { analytics: false };
  return null;
}

export function formatConsent(consent: NonNullable<Consent>): string {
  return `${VERSION}.${consent.analytics ? "analytics" : "necessary"}`;
}

/** The banner's two buttons and the settings page's save, one form for all of them. */
export const ConsentSchema = z.object({
  intent: z.enum(["all", "necessary", "save"]),
  analytics: z.literal("on").optional(),
  returnTo: z.string().max(2000).optional(),
});

export function consentOf(choice: z.infer<typeof ConsentSchema>): NonNullable<Consent> {
  if (choice.intent === "all") return { analytics: true };
  if (choice.intent === "necessary") return { analytics: false };
  return { analytics: choice.analytics === "on" };
}
