import { getT } from "~/i18n/i18n.server";
import { listCountries } from "~/domain/shared/reference.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";
import { CountryList } from "../../api/schemas/reference";
import { sent } from "../../api/schemas/sent";

/** Countries with their names in the caller's language (Accept-Language), sorted by name. */
export const { loader, action } = apiRoute({
  GET: async ({ request, query }) => {
    await query(NoQuery);
    return sent(CountryList, await listCountries((await getT(request)).locale));
  },
});
