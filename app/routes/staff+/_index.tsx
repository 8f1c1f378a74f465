import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect("/staff/gigs");
}
