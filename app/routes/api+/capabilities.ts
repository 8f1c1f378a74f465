import { getT } from "~/i18n/i18n.server";
import { listCapabilities } from "~/domain/shared/reference.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";
import { CapabilityList } from "../../api/schemas/reference";
import { sent } from "../../api/schemas/sent";

/** The capabilities a company can list, named in the caller's language. */
export const { loader, action } = apiRoute({
  GET: async ({ request, query }) => {
    await query(NoQuery);
    return sent(CapabilityList, await listCapabilities((await getT(request)).locale));
  },
});
