import { data } from "@remix-run/node";
import type { ErrorVariant } from "./error-variant";

function routeError(status: 403 | 404, errorVariant: ErrorVariant) {
  return data({ errorVariant }, { status });
}

/** A gig page's 404: the error page offers the open gigs instead. */
export const gigNotFound = () => routeError(404, "gig-not-found");

/** A partner page opened by a staff user, who has no partner company. */
export const partnersOnly = () => routeError(403, "partners-only");
