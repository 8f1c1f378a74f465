import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { Engine } from "~/db/client.server";
import { getDb } from "~/db/db.server";
import { GIG_LIST_FILTER_KEYS, type GigSearch } from "~/validation/gig-search";
import { conditions, PARTS, type Filters, type IdSet, type SearchDb } from "./filters.server";
import { forgetPhraseMatches, walkPhrase } from "./matches.server";
import type { Segment } from "./order.server";

/**
 * Counting stops here: the list then says "more than 1,000 gigs" and pages up to the 1,000th.
 * An exact count of a broad phrase ("team" in half of 100,000 gigs) would read every match,
 * tens of milliseconds; nobody pages that far, and a narrower search is one word away.
 */
export const GIG_COUNT_CAP = 1000;

/*
 * How a search meets its id sets. SQLite has no statistics, so the search picks its access:
 * - "plain": no id sets; index ranges and orders do it all.
 * - "drive": the smallest set holds at most `drivingSetMax` ids; its ids are looked up in the
 *   narrow id-keyed index (gigs_filter_idx) and sorted, every other set is only probed, and one
 *   pass counts every segment exactly.
 * - "broad": every set is large (a common word). Counts stream the FTS matches through the
 *   narrow index and stop at the cap; page ids walk the segment's order index and probe.
 * `+gigs.id in (...)` is how a set is probed: the unary plus keeps SQLite from driving by it.
 * PostgreSQL plans bitmaps itself: its phrase and term filters are all conditions on the gig row,
 * each with a GIN index (0003, 0013), so it ANDs them. It answers most searches in one pass
 * (onePass); only those with more matches come here, and take the one-pass count of "drive" when
 * a term filter is small and the count is not settled yet.
 */
export const gigSearchTuning = {
  /** Tests set 0 to take the "broad" path with a handful of gigs. */
  drivingSetMax: 5000,
  /**
   * PostgreSQL: searches with at most this many matches are answered in one pass (onePass). At
   * least GIG_COUNT_CAP, so that a search with more has its count settled; tests set 0 to take
   * the segment-wise path with a handful of gigs.
   */
  onePassMax: 1500,
};

/*
 * Cache: searches seen lately to match more gigs than the list counts (GIG_COUNT_CAP). Proving
 * that costs a broad search most of its time: PostgreSQL tests a common word against a thousand
 * gig rows, SQLite merges the word's whole posting list (twice), 15-20 ms at 100,000 gigs, only
 * for the list to say "more than 1,000" (decision 019).
 *
 * Invalidation: an entry is used for 60 s after it was seen, per database and key (the words,
 * status and list filters; not sort or page, which do not change the count), at most 1,000 keys
 * (the least recently seen dropped first). A count that fell under the cap within that minute (a
 * thousand gigs taken down at once) shows the cap until the minute is over; a search under the
 * cap is never kept and always counted exactly. forgetBroadSearches() empties it.
 */
const BROAD_TTL_MS = 60_000;
const MAX_SEARCHES = 1000;
// Per database, so tests that switch databases never see another database's searches.
const broadByDb = new WeakMap<object, Map<string, { found: number; at: number }>>();

const broadKey = (search: GigSearch, tokens: string[]) =>
  JSON.stringify([tokens, search.status, ...GIG_LIST_FILTER_KEYS.map((key) => search[key])]);

/** Matches a search was seen to have in the last minute, beyond the cap; 0 when not seen. */
export function knownBroad(db: object, search: GigSearch, tokens: string[], now: Date) {
  const seen = broadByDb.get(db)?.get(broadKey(search, tokens));
  return seen && now.getTime() - seen.at < BROAD_TTL_MS && now.getTime() >= seen.at
    ? seen.found
    : 0;
}

export function rememberBroad(
  db: object,
  search: GigSearch,
  tokens: string[],
  found: number,
  now: Date,
) {
  let seen = broadByDb.get(db);
  if (!seen) broadByDb.set(db, (seen = new Map()));
  const key = broadKey(search, tokens);
  seen.delete(key);
  seen.set(key, { found, at: now.getTime() });
  if (seen.size > MAX_SEARCHES) seen.delete(seen.keys().next().value!);
}

/** Forgets the searches seen on the current database, and their matches (tests, bulk changes). */
export function forgetBroadSearches() {
  broadByDb.delete(getDb());
  forgetPhraseMatches(getDb());
}

/** Plain count(*): SQLite answers it from the b-tree's page counts. */
async function countOf(db: SearchDb, from: RawBuilder<unknown>) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${from}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function countUpTo(
  db: SearchDb,
  from: RawBuilder<unknown>,
  cond: Expression<SqlBool>,
  limit: number,
) {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (select 1 from ${from} where ${cond} limit ${limit}) as s`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

export const FILTER_INDEX = sql`gigs indexed by gigs_filter_idx`;
const FTS_STREAM = sql`gigs_fts cross join gigs indexed by gigs_filter_idx on gigs.id = gigs_fts.rowid`;

export type Access = {
  engine: Engine;
  kind: "plain" | "drive" | "broad";
  driver?: IdSet;
  tableSize: number;
};

/** The access path of a search (see gigSearchTuning); "empty" when an id set has no ids. */
export async function accessOf(
  db: SearchDb,
  engine: Engine,
  sets: IdSet[],
): Promise<Access | "empty"> {
  for (const set of sets) {
    set.size = await countOf(db, sql`${set.ids} as ids`);
    if (set.size === 0) return "empty";
  }
  const smallest = sets.length ? sets.reduce((a, b) => (b.size < a.size ? b : a)) : undefined;
  const small = smallest && smallest.size <= gigSearchTuning.drivingSetMax ? smallest : undefined;
  if (engine === "postgres") return { engine, kind: small ? "drive" : "plain", tableSize: 0 };
  const tableSize = await countOf(db, sql`gigs`);
  if (!smallest) return { engine, kind: "plain", tableSize };
  if (small) return { engine, kind: "drive", driver: small, tableSize };
  // A large term set smaller than the phrase drives (counts stop at the cap); when the phrase is
  // the smallest, its matches are streamed instead of collected.
  return { engine, kind: "broad", driver: smallest.fts ? undefined : smallest, tableSize };
}

/**
 * Sizes of the segments in listing order, exact up to `upTo` (counting stops beyond it). With the
 * total settled, only as far as the page: the last segment is then not counted at all.
 */
export async function countSegments(
  db: SearchDb,
  segments: Segment[],
  f: Filters,
  access: Access,
  countTo: { upTo: number; settled: boolean },
) {
  const sqlite = access.engine === "sqlite";
  if (access.kind === "drive") {
    // One pass over the driving ids gives every segment's exact size.
    const sums = segments.map(
      (s, i) =>
        sql`sum(case when ${s.where ?? sql`1 = 1`} then 1 else 0 end) as ${sql.ref(`s${i}`)}`,
    );
    const { rows } = await sql<Record<string, number | null>>`
      select ${sql.join(sums)} from ${sqlite ? FILTER_INDEX : sql`gigs`}
      where ${conditions(f)}`.execute(db);
    segments.forEach((s, i) => (s.size = Number(rows[0]?.[`s${i}`] ?? 0)));
    return;
  }
  const broad = sqlite && access.kind === "broad";
  const streamed = broad && !access.driver && f.sets.some((set) => set.fts);
  const from = broad ? (streamed ? FTS_STREAM : FILTER_INDEX) : sql`gigs`;
  const counted = { ...f, ftsJoined: streamed };
  let left = countTo.upTo;
  for (const [i, segment] of segments.entries()) {
    if (left <= 0) break;
    if (countTo.settled && i === segments.length - 1) {
      // The total is settled beyond the page: the last segment holds the rest of the page.
      Object.assign(segment, { size: left, cut: true });
      break;
    }
    const walked = f.settledAt ? await walkPhrase(db, segment, f, left, f.settledAt) : null;
    segment.size = walked
      ? walked.length
      : await countUpTo(db, from, conditions(counted, segment.where), left);
    segment.cut = segment.size === left;
    left -= segment.size;
  }
}

/*
 * PostgreSQL, one pass: its phrase is a GIN bitmap whose every match costs a visit to the (wide)
 * table row, and counting the segments and then reading the page visited each match again per
 * query. So one query collects up to `onePassMax` + 1 matches with their segment (open before
 * closed), counts them and returns the page in the listing's order, clamped to the last page.
 * Only a search with more matches than that takes the segment-wise path, where the order indexes
 * find a page quickly and the count is already settled (beyond the cap). `ids` is null then.
 */
export async function onePass(db: SearchDb, f: Filters, today: string, pageSize: number) {
  const { status, sort, page } = f.search;
  const newest = sort === "newest";
  const segment = newest ? sql`0` : sql`case when ${PARTS.open(today)} then 0 else 1 end`;
  // Deadline order: open gigs soonest first, then closed ones latest first (see PARTS).
  const order = newest
    ? sql`published_at desc, id desc`
    : sql`segment, case when segment = 0 then offer_deadline end, case when segment = 0 then id end,
        offer_deadline desc, id desc`;
  const offset = (Math.min(page, Math.ceil(GIG_COUNT_CAP / pageSize)) - 1) * pageSize;
  const { rows } = await sql<{ found: number; ids: number[] | null }>`
    with matches as materialized (
      select gigs.id, gigs.offer_deadline, gigs.published_at, ${segment} as segment from gigs
      where ${conditions(f, status === "all" ? undefined : PARTS[status](today))}
      limit ${gigSearchTuning.onePassMax + 1}
    ),
    counted as (select count(*) as found, least(count(*), ${GIG_COUNT_CAP}) as total from matches),
    start as (
      select greatest(0, least(${offset}, ((total + ${pageSize} - 1) / ${pageSize} - 1) * ${pageSize})) as o
      from counted
    )
    select found, (
      select array_agg(id order by position) from (
        select id, row_number() over (order by ${order}) as position from matches
        order by ${order} limit ${pageSize} offset (select o from start)
      ) as page
      where position <= (select total from counted)
    ) as ids
    from counted`.execute(db);
  const found = Number(rows[0]?.found ?? 0);
  return { found, ids: found > gigSearchTuning.onePassMax ? null : (rows[0]?.ids ?? []) };
}
