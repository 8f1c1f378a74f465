import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/lazy-error-page";
import { gigErrorMeta } from "~/utils/seo";
import { getGig } from "~/domain/gigs.server";
import { parseDbId } from "~/validation/ids";
import { gigNotFound } from "~/server/forms/route-errors.server";

export const handle = { theme: "dark" };

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

export const meta: MetaFunction = (args) => gigErrorMeta(args);

export function ErrorBoundary() {
  return <ErrorPage />;
}
