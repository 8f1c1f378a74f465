import type { ActionFunctionArgs } from "@remix-run/node";
import { handleExpertForm, type ExpertFormTarget } from "~/routes/dashboard+/__expert-form.server";
import { flashToast } from "~/server/forms/toast.server";
import { UPLOAD_MARKER_HEADER } from "~/utils/use-upload-progress";
import type { RequestBodyPolicy } from "~/server/forms/request-body.server";

/**
 * The script-driven twin of the expert and freelancer form actions (see ExpertForm): the same
 * handler, answered as JSON so the browser can show upload progress and then navigate itself.
 */
function targetOf(url: URL): ExpertFormTarget | null {
  switch (url.searchParams.get("form")) {
    case "expert-create":
      return { kind: "expert-create" };
    case "expert-edit":
      return { kind: "expert-edit", expertId: url.searchParams.get("expertId") ?? "" };
    case "freelancer":
      return { kind: "freelancer" };
    default:
      return null;
  }
}

/** The CV upload streams under its own limit (cv-form.server.ts); the guard must not buffer it. */
export const requestBody: RequestBodyPolicy = "streamed-upload";

export async function action({ request }: ActionFunctionArgs) {
  const target = targetOf(new URL(request.url));
  if (!target || request.headers.get(UPLOAD_MARKER_HEADER) !== "1")
    throw new Response("Bad request", { status: 400 });
  const outcome = await handleExpertForm(request, target);
  if (outcome.kind === "invalid")
    return Response.json({ result: outcome.result }, { status: outcome.status });
  const headers = await flashToast(request, outcome.toast);
  headers.set("Cache-Control", "no-store");
  return Response.json({ redirectTo: outcome.redirectTo }, { headers });
}
