import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getGig } from "~/domain/gigs.server";
import { parseDbId } from "~/validation/ids";
import { gigNotFound } from "~/server/forms/route-errors.server";

/** /gigs/{id} without a slug goes to the canonical address. */
export async function loader({ params }: LoaderFunctionArgs) {
  const gig = await getGig(parseDbId(params.id));
  if (!gig) throw gigNotFound();
  throw redirect(`/gigs/${gig.id}/${gig.slug}`, 301);
}

/**
 * Never rendered (the loader always throws), but a component makes this a page route: a resource
 * route would answer the 404 as bare text instead of the root's gig-not-found page.
 */
export default function GigWithoutSlug() {
  return null;
}
