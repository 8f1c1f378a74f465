import { ApiError } from "~/api/errors.server";
import { matchExpertsToGig } from "~/domain/expert-matches.server";
import { getT } from "~/i18n/i18n.server";
import { parseDbId } from "~/validation/ids";
import { API_MATCHES_LIMIT, orNotFound, apiExpertMatch } from "../../api/matches.server";
import { topList } from "../../api/paging.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute, partnerOf } from "../../api/frame.server";
import { ExpertMatchList } from "../../api/schemas/gigs";
import { sent } from "../../api/schemas/sent";

/**
 * The caller's experts that match a published gig, best first, with their reasons in the
 * caller's language (docs/matching.md). A closed gig has none; a missing gig is 404.
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const user = await partnerOf(ctx);
    await ctx.query(NoQuery);
    const gigId = parseDbId(ctx.params.id);
    if (gigId === null) throw new ApiError(404, "not-found");
    const [{ items }, { t, locale }] = await Promise.all([
      orNotFound(matchExpertsToGig(user, gigId)),
      getT(ctx.request),
    ]);
    return sent(
      ExpertMatchList,
      topList(items.slice(0, API_MATCHES_LIMIT).map((m) => apiExpertMatch(m, t, locale))),
    );
  },
});
