import { getGig } from "~/domain/gigs.server";
import { ApiError } from "~/api/errors.server";
import { parseDbId } from "~/validation/ids";
import { apiGigContact } from "../../api/shapes.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";

/** The gig's contact person: for signed-in callers only, as on the gig page (spec section 6). */
export const { loader, action } = apiRoute({
  GET: async ({ params, user, query }) => {
    await user();
    await query(NoQuery);
    const gig = await getGig(parseDbId(params.id));
    if (!gig) throw new ApiError(404, "not-found");
    return apiGigContact(gig);
  },
});
