import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireFreelancer } from "~/auth/guards.server";
import { cvResponse } from "~/server/forms/cv-download.server";
import { getFreelancerCv } from "~/domain/experts/experts.server";

/** Downloads the signed-in freelancer's own CV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFreelancer(request);
  const cv = await getFreelancerCv(user.company_id, user.id);
  if (!cv) throw new Response("Not Found", { status: 404 });
  return cvResponse(cv, request.method);
}
