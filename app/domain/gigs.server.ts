import { getDb } from "~/db/db.server";
import { GIG_COLUMNS } from "~/db/schema";
import { DEFAULT_GIG_SEARCH } from "~/validation/gig-search";
import { searchGigCards, searchGigs } from "./gig-search/planner.server";
import { GIGS_PAGE_SIZE, toGigView } from "./gig-view.server";
import { isDbId } from "~/validation/ids";

/**
 * Open gigs first (soonest deadline first), then closed ones (most recently closed first); the
 * unfiltered public list, served by the same indexed query as the search.
 */
export async function listGigs({
  page = 1,
  pageSize = GIGS_PAGE_SIZE,
}: { page?: number; pageSize?: number } = {}) {
  const safePage = Number.isSafeInteger(page) ? Math.max(1, page) : 1;
  return searchGigs({ ...DEFAULT_GIG_SEARCH, page: safePage }, { pageSize });
}

/** The home page's "Latest gigs": the most recently published gigs that still take offers. */
export async function latestGigs(limit = 6, now = new Date()) {
  const search = { ...DEFAULT_GIG_SEARCH, status: "open", sort: "newest" } as const;
  return (await searchGigCards(search, { pageSize: limit, now })).items;
}

/**
 * A public gig: null (no such gig) for anything that is not an id in the column's range, and for
 * a gig staff have not published.
 */
export async function getGig(id: number | null) {
  if (id === null || !isDbId(id)) return null;
  const gig = await getDb()
    .selectFrom("gigs")
    .select(GIG_COLUMNS)
    .where("id", "=", id)
    .where("published", "=", 1)
    .executeTakeFirst();
  return gig ? toGigView(gig) : null;
}
