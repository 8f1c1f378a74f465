import { searchGigs } from "~/domain/gig-search/planner.server";
import { parseGigSearch } from "~/validation/gig-search-params";
import { apiGig } from "../../api/shapes.server";
import { apiRoute } from "../../api/frame.server";
import { GigPage } from "../../api/schemas/gigs";
import { sent } from "../../api/schemas/sent";

/**
 * The public gig list with the /gigs filters as query parameters (`q`, `status`, `sort`, `page`,
 * and repeated `mode`, `language`, `location`, `skill`), read by the same schema as the page.
 */
export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const result = await searchGigs(parseGigSearch(new URL(request.url).searchParams));
    return sent(GigPage, {
      items: result.items.map(apiGig),
      total: result.total,
      total_is_capped: result.capped,
      page: result.page,
      pages: result.pages,
      page_size: result.pageSize,
    });
  },
});
