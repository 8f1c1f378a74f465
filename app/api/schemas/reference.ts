import { CapabilityId } from "./ids";
import { z } from "./openapi-zod";

/** Countries with their names in the caller's language (listCountries). */
export const CountryList = z.array(z.object({ code: z.string(), name: z.string() }));

/** Capabilities with their names in the caller's language (listCapabilities). */
export const CapabilityList = z.array(z.object({ id: CapabilityId, name: z.string() }));

/** The newsletter sign-up's answer. */
export const NewsletterSignedUp = z.object({ result: z.literal("SUCCESS") });

/** Its refusal of an address that cannot receive mail: the spec's client expects this shape. */
export const NewsletterRefused = z.object({
  result: z.literal("FAILED_INVALID_EMAIL"),
  reason: z.string(),
});
