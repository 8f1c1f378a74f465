/*
 * The public gig list's search, top to bottom (docs/gig-search.md). Each step calls one module
 * below this one; a module imports only modules to its right, never one to its left:
 *
 *   planner -> page -> counts -> matches -> order -> filters -> phrase
 *
 * In:  the parsed search (phrase, status, list filters, sort, page) and the page size.
 * Out: the page's gigs (full views or cards), the total (at most GIG_COUNT_CAP, `capped` when
 *      there are more), the page actually shown (clamped to the last one) and the page count.
 * The filters' choices (the facets) come from options.server.ts: they do not depend on the search.
 */
import { getDbHandle } from "~/db/db.server";
import { helsinkiDate } from "~/utils/dates";
import type { GigSearch } from "~/validation/gig-search";
import { GIGS_PAGE_SIZE, type GigCardView, type GigView } from "~/domain/gig-view.server";
import {
  accessOf,
  countSegments,
  GIG_COUNT_CAP,
  knownBroad,
  onePass,
  rememberBroad,
  type Access,
} from "./counts.server";
import { idSets, type Filters, type SearchDb } from "./filters.server";
import { segmentsOf } from "./order.server";
import { pageCards, pageItems, segmentIds } from "./page.server";
import { searchTokens } from "./phrase.server";

type SearchOptions = { now?: Date; pageSize?: number };

export type GigSearchResult<Item = GigView> = {
  items: Item[];
  /** Matches, at most GIG_COUNT_CAP; `capped` says there are more. */
  total: number;
  capped: boolean;
  page: number;
  pages: number;
  pageSize: number;
};

/**
 * The public gig list: phrase, filters, sort and page, the same on SQLite and PostgreSQL.
 * Counts and the page's ids come from narrow indexes and stop at GIG_COUNT_CAP; only the
 * page's own rows are read in full.
 */
export async function searchGigs(
  search: GigSearch,
  options: SearchOptions = {},
): Promise<GigSearchResult> {
  const { ids, ...page } = await searchPage(search, options);
  const items = await pageItems(searchDb(), ids, options.now ?? new Date());
  return { items, ...page };
}

/**
 * The same search, answered with what a gig card shows: only the card's columns are read (a
 * gig's description alone is several times the rest of its row).
 */
export async function searchGigCards(
  search: GigSearch,
  options: SearchOptions = {},
): Promise<GigSearchResult<GigCardView>> {
  const { ids, ...page } = await searchPage(search, options);
  const items = await pageCards(searchDb(), ids, options.now ?? new Date());
  return { items, ...page };
}

/** The search's count alone, as the list shows it: at most GIG_COUNT_CAP, `capped` beyond. */
export async function countGigSearch(search: GigSearch, now = new Date()) {
  const { total, capped } = await searchPage({ ...search, page: 1 }, { now, pageSize: 1 });
  return { total, capped };
}

const searchDb = () => getDbHandle().db as unknown as SearchDb;

type SearchPage = Omit<GigSearchResult, "items"> & { ids: number[] };

/** The page's ids, the total and the page numbers: the whole plan of a search. */
async function searchPage(
  search: GigSearch,
  { now = new Date(), pageSize = GIGS_PAGE_SIZE }: SearchOptions,
): Promise<SearchPage> {
  const { db: appDb, engine } = getDbHandle();
  const db = appDb as unknown as SearchDb;
  const today = helsinkiDate(now);

  // 1. The phrase's words, and the id sets of the phrase (SQLite) and of the term filters.
  const tokens = searchTokens(search.q);
  const sets = idSets(db, engine, search, tokens);

  // 2. Matches known to exist (the broad-count cache): beyond the cap, the count is settled
  //    before any segment is counted.
  let known = knownBroad(appDb, search, tokens, now);

  // 3. PostgreSQL answers most searches in one query. A list without a phrase or term filter
  //    reads its counts and page from the order indexes alone; collecting its matches first
  //    only finds more than onePassMax of them.
  if (engine === "postgres" && !known && (tokens.length || sets.length)) {
    const quick = await onePass(db, { engine, search, tokens, sets }, today, pageSize);
    if (quick.found > GIG_COUNT_CAP) rememberBroad(appDb, search, tokens, quick.found, now);
    if (quick.ids) {
      const total = Math.min(quick.found, GIG_COUNT_CAP);
      const pages = Math.max(1, Math.ceil(total / pageSize));
      const ids = quick.ids.map(Number);
      const page = Math.min(search.page, pages);
      return { ids, total, capped: quick.found > GIG_COUNT_CAP, page, pages, pageSize };
    }
    known = quick.found;
  }

  // 4. The access path. Settled: no set sizes to weigh (the order indexes find a page of so
  //    many matches quickly), and segments are counted only as far as the requested page reaches.
  const settled = known > GIG_COUNT_CAP;
  const access: Access | "empty" = settled
    ? { engine, kind: "plain", tableSize: 0 }
    : await accessOf(db, engine, sets);
  if (access === "empty") return { ids: [], total: 0, capped: false, page: 1, pages: 1, pageSize };
  const filters: Filters = { engine, search, tokens, sets, driver: access.driver };
  if (settled && engine === "sqlite") filters.settledAt = now;

  // 5. The listing's segments (status parts in index order), counted up to the cap or the page.
  const segments = await segmentsOf(db, engine, search, today);
  const upTo = settled
    ? Math.min(search.page, Math.ceil(GIG_COUNT_CAP / pageSize)) * pageSize
    : GIG_COUNT_CAP + 1;
  await countSegments(db, segments, filters, access, { upTo, settled });
  const found = settled ? known : segments.reduce((sum, s) => sum + s.size, 0);
  if (!settled && found > GIG_COUNT_CAP) rememberBroad(appDb, search, tokens, found, now);
  const total = Math.min(found, GIG_COUNT_CAP);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(search.page, pages);

  // 6. The page's ids, segment by segment.
  const ids: number[] = [];
  const end = Math.min(page * pageSize, total);
  let skip = (page - 1) * pageSize;
  for (const segment of segments) {
    const wanted = end - (page - 1) * pageSize - ids.length;
    if (wanted <= 0) break;
    if (skip >= segment.size) {
      skip -= segment.size;
      continue;
    }
    const limit = Math.min(wanted, segment.size - skip);
    ids.push(...(await segmentIds(db, segment, filters, access, skip, limit)));
    skip = 0;
  }

  return { ids, total, capped: found > GIG_COUNT_CAP, page, pages, pageSize };
}
