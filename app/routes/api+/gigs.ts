import { searchGigsAfter } from "~/domain/gig-search/keyset.server";
import { GigListQuery, gigSearchOf } from "../../api/gig-list.server";
import { keysetRequest, pageResponse } from "../../api/paging.server";
import { apiGig } from "../../api/shapes.server";
import { apiRoute } from "../../api/frame.server";
import { GigPage } from "../../api/schemas/gigs";

/**
 * The public gig list with the /gigs filters as query parameters (`q`, `status`, `sort`, and
 * repeated `mode`, `language`, `location`, `skill`), walked by cursor (`limit`, `cursor`) to the
 * last match (decision 053).
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const query = await ctx.query(GigListQuery);
    const page = await searchGigsAfter(gigSearchOf(query), keysetRequest(query));
    return pageResponse(GigPage, ctx.request, "gigs", page, apiGig);
  },
});
