import { CapabilityId } from "./ids";
import { z } from "./openapi-zod";

/** Countries with their names in the caller's language (listCountries). */
export const CountryList = z.array(z.object({ code: z.string(), name: z.string() }));

/** Capabilities with their names in the caller's language (listCapabilities). */
export const CapabilityList = z.array(z.object({ id: CapabilityId, name: z.string() }));

/** The newsletter sign-up's answer. */
export const NewsletterSignedUp = z.object({ result: z.literal("SUCCESS") });

/**
 * Its refusal of an address that cannot receive mail: the error shape (403 `invalid-email`,
 * `details.reason`) with the spec's `result` beside it, which the spec's client reads.
 */
export const NewsletterRefused = z.object({
  result: z.literal("FAILED_INVALID_EMAIL"),
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    details: z.unknown(),
  }),
});
