import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/guards.server";
import { gigStateAction } from "./__staff-gig-state.server";
import { staffGigIdOf } from "./__staff-gig.server";

/** The publish and unpublish buttons of the gig page post here; a visit goes back there. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect(`/staff/gigs/${staffGigIdOf(params)}`);
}

export async function action(args: ActionFunctionArgs) {
  return gigStateAction(args);
}
