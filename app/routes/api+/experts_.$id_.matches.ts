import { matchGigsForExpert } from "~/domain/expert-matches.server";
import { getT } from "~/i18n/i18n.server";
import { API_MATCHES_LIMIT, orNotFound, apiGigMatch } from "../../api/matches.server";
import { topList } from "../../api/paging.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute, partnerOf } from "../../api/frame.server";
import { GigMatchList } from "../../api/schemas/gigs";
import { sent } from "../../api/schemas/sent";

/**
 * The open gigs that fit one of the caller's experts (a freelancer: their own profile), best
 * first, with the reasons in the caller's language. Another company's expert is 404.
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const user = await partnerOf(ctx);
    await ctx.query(NoQuery);
    const [items, { t, locale }] = await Promise.all([
      orNotFound(matchGigsForExpert(user, ctx.params.id ?? "", { limit: API_MATCHES_LIMIT })),
      getT(ctx.request),
    ]);
    return sent(GigMatchList, topList(items.map((m) => apiGigMatch(m, t, locale))));
  },
});
