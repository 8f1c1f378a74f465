import { data } from "@remix-run/node";
import type { ErrorVariant } from "~/utils/error-variant";

function routeError(status: 403 | 404 | 503, errorVariant: ErrorVariant, headers?: HeadersInit) {
  return data({ errorVariant }, { status, headers });
}

/** A gig page's 404: the error page offers the open gigs instead. */
export const gigNotFound = () => routeError(404, "gig-not-found");

/** A staff page opened by someone who is not staff. */
export const staffOnly = () => routeError(403, "staff-only");

/** Every upload slot is taken: the page says so and when to try again, not "the database". */
export const uploadsBusy = (retryAfterSeconds: number) =>
  routeError(503, "uploads-busy", { "Retry-After": String(retryAfterSeconds) });
