import { getGig } from "~/domain/gigs.server";
import { ApiError } from "~/api/errors.server";
import { parseDbId } from "~/validation/ids";
import { apiGig } from "../../api/shapes.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";

/** One published gig; its contact person is at `contact-info`, for signed-in callers. */
export const { loader, action } = apiRoute({
  GET: async ({ params, query }) => {
    await query(NoQuery);
    const gig = await getGig(parseDbId(params.id));
    if (!gig) throw new ApiError(404, "not-found");
    return apiGig(gig);
  },
});
