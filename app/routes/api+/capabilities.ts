import { getT } from "~/i18n/i18n.server";
import { listCapabilities } from "~/domain/shared/reference.server";
import { apiRoute } from "../../api/frame.server";

/** The capabilities a company can list, named in the caller's language. */
export const { loader, action } = apiRoute({
  GET: async ({ request }) => listCapabilities((await getT(request)).locale),
});
