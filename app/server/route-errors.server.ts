import { data } from "@remix-run/node";
import type { ErrorVariant } from "~/utils/error-variant";

function routeError(status: 403 | 404, errorVariant: ErrorVariant) {
  return data({ errorVariant }, { status });
}

/** A gig page's 404: the error page offers the open gigs instead. */
export const gigNotFound = () => routeError(404, "gig-not-found");

/** A staff page opened by someone who is not staff. */
export const staffOnly = () => routeError(403, "staff-only");
