import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRegistered } from "~/auth/guards.server";
import { getT } from "~/i18n/i18n.server";
import { offersCsvResponse } from "~/server/forms/offers-csv.server";

/** Every offer of the partner's company as a CSV download, in the reader's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const { t } = await getT(request);
  return offersCsvResponse(user.company_id, t, { method: request.method });
}
