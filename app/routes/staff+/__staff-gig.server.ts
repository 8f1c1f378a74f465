import type { Params } from "@remix-run/react";
import { parseDbId } from "~/validation/ids";

/** The gig id of a back-office URL; anything that cannot be one is a 404 like an unknown id. */
export function staffGigIdOf(params: Params) {
  const id = parseDbId(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}
