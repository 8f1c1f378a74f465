import { isRouteErrorResponse } from "@remix-run/react";

/**
 * Which error page a thrown status shows beyond its status code. The route that throws chooses it
 * (app/server/forms/route-errors.server.ts), so the page never guesses from the URL.
 */
export const ERROR_VARIANTS = ["gig-not-found", "staff-only", "uploads-busy"] as const;
export type ErrorVariant = (typeof ERROR_VARIANTS)[number];

export function errorVariantOf(error: unknown): ErrorVariant | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("errorVariant" in data)) return null;
  const variant = data.errorVariant;
  return (ERROR_VARIANTS as readonly unknown[]).includes(variant)
    ? (variant as ErrorVariant)
    : null;
}
