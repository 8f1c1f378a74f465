import { exportMyData, myDataExportAllowed } from "~/domain/my-data.server";
import { getEnv } from "~/env.server";
import { ApiError, apiJson } from "~/api/errors.server";
import { helsinkiDate } from "~/utils/dates";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";

/**
 * "Download my data": everything the product holds about the caller, and a partner's company
 * experts and offers, as a JSON file (decision 050). Any signed-in caller, partner or staff,
 * registered or not; by token or, for My details' link, by the session cookie. At most 10 an
 * hour per user (429 with Retry-After beyond).
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const user = await ctx.user();
    await ctx.query(NoQuery);
    if (!(await myDataExportAllowed(user.id)))
      throw new ApiError(429, "too-many-requests", "api.errors.myDataRateLimited");
    const now = new Date();
    const data = await exportMyData(
      { id: user.id, session_id: user.session_id, company_id: user.company_id },
      { siteUrl: new URL(getEnv().APP_URL).origin, now },
    );
    return apiJson(data, {
      headers: {
        "Content-Disposition": `attachment; filename="gigpartners-my-data-${helsinkiDate(now)}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
});
