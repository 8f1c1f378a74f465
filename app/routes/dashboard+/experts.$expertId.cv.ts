import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompanyPartner } from "~/auth/guards.server";
import { cvResponse } from "~/server/forms/cv-download.server";
import { getExpertCv } from "~/domain/experts/experts.server";

/** Downloads the CV of one of the company's own experts; anything else is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const cv = await getExpertCv(user.company_id, params.expertId ?? "");
  if (!cv) throw new Response("Not Found", { status: 404 });
  return cvResponse(cv, request.method);
}
