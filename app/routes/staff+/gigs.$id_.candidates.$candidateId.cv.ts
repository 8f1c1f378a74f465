import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/guards.server";
import { getExpertCvForStaff } from "~/domain/pipeline.server";
import { cvResponse } from "~/server/forms/cv-download.server";
import { parseDbId } from "~/validation/ids";

/** The CV of a candidate on this gig, for staff (each download audited); anything else is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const gigId = parseDbId(params.id);
  const cv =
    gigId === null ? null : await getExpertCvForStaff(user, gigId, params.candidateId ?? "");
  if (!cv) throw new Response("Not Found", { status: 404 });
  return cvResponse(cv, request.method);
}
