import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getGig } from "~/domain/gigs.server";
import { parseDbId } from "~/validation/ids";
import { gigNotFound } from "~/server/route-errors.server";

/** /gigs/{id} without a slug goes to the canonical address. */
export async function loader({ params }: LoaderFunctionArgs) {
  const gig = await getGig(parseDbId(params.id));
  if (!gig) throw gigNotFound();
  throw redirect(`/gigs/${gig.id}/${gig.slug}`, 301);
}
