import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from "kysely";
import type { Engine } from "~/db/client.server";
import { getDb, getDbHandle } from "~/db/db.server";
import { GIG_COLUMNS, GIG_STATUSES, type Database } from "~/db/schema";
import { helsinkiDate } from "~/utils/dates";
import type { GigSearch } from "~/validation/gig-search";
import { knownBroad, rememberBroad } from "./gig-search-counts.server";
import { matchesGig, phraseMatches } from "./gig-search-matches.server";
import {
  GIG_CARD_COLUMNS,
  GIGS_PAGE_SIZE,
  toGigCard,
  toGigView,
  type GigCardView,
  type GigView,
} from "./gig-view.server";

/** Tables of migration 0003 that only this module reads. */
type SearchDatabase = Database & {
  gig_terms: { kind: "skill" | "location"; value: string; gig_id: number };
};
type SearchDb = Kysely<SearchDatabase>;
type Eb = ExpressionBuilder<SearchDatabase, "gigs">;
const eb: Eb = expressionBuilder<SearchDatabase, "gigs">();

/** More words than this add little to a 100-character phrase and only cost index lookups. */
const MAX_TOKENS = 8;
/**
 * Counting stops here: the list then says "more than 1,000 gigs" and pages up to the 1,000th.
 * An exact count of a broad phrase ("team" in half of 100,000 gigs) would read every match,
 * tens of milliseconds; nobody pages that far, and a narrower search is one word away.
 */
export const GIG_COUNT_CAP = 1000;
const OPTIONS_TTL_MS = 60_000;

export type GigSearchResult = {
  items: GigView[];
  /** Matches, at most GIG_COUNT_CAP; `capped` says there are more. */
  total: number;
  capped: boolean;
  page: number;
  pages: number;
  pageSize: number;
};

/**
 * The words of a phrase as both full-text indexes see them: runs of letters and digits, lower
 * case. Everything else (quotes, `*`, `-`, `:`, `+`, parentheses) only separates words, so no
 * user input reaches the query syntax of FTS5 or tsquery.
 */
export function searchTokens(phrase: string): string[] {
  const words =
    phrase
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/*
 * Every word of two or more letters matches as a prefix: the word still being typed finds its
 * completions, and Finnish inflected forms ("kehittäjää") are found from their stem. A single
 * letter only matches itself, or the "c" of "c++" would match every word starting with c.
 */
const isPrefix = (token: string) => token.length >= 2;

/** FTS5 MATCH text: each word quoted (so AND, OR, NEAR are plain words), implicit AND. */
const ftsQuery = (tokens: string[]) =>
  tokens.map((t) => `"${t}"${isPrefix(t) ? "*" : ""}`).join(" ");

/** to_tsquery text; the tokens hold letters and digits only, quoted again for good measure. */
const tsQuery = (tokens: string[]) =>
  tokens.map((t) => `'${t}'${isPrefix(t) ? ":*" : ""}`).join(" & ");

/**
 * The public search's phrase as one condition on `gigs`, for lists that filter differently (the
 * back office): the same words match the same gigs as on /gigs. Null for a phrase with no words.
 */
export function gigPhraseCondition(engine: Engine, phrase: string): RawBuilder<SqlBool> | null {
  const tokens = searchTokens(phrase);
  if (!tokens.length) return null;
  return engine === "postgres"
    ? sql<SqlBool>`gigs.search_vector @@ to_tsquery('simple', ${tsQuery(tokens)})`
    : sql<SqlBool>`gigs.id in (select rowid from gigs_fts where gigs_fts match ${ftsQuery(tokens)})`;
}

/**
 * Any of several phrases as one full-text condition: one FTS5 `OR` query (probed, so SQLite
 * walks the listing's order index) or one tsquery `|`. The overview's first form, one IN-subquery
 * per phrase, materialised each set in full: 74 ms at 100,000 gigs against 20 ms for this.
 */
function anyPhraseCondition(engine: Engine, phrases: string[]): RawBuilder<SqlBool> | null {
  const groups = phrases.map(searchTokens).filter((tokens) => tokens.length);
  if (!groups.length) return null;
  return engine === "postgres"
    ? sql<SqlBool>`gigs.search_vector @@ to_tsquery('simple', ${groups.map((g) => `(${tsQuery(g)})`).join(" | ")})`
    : sql<SqlBool>`+gigs.id in (select rowid from gigs_fts where gigs_fts match ${groups.map((g) => `(${ftsQuery(g)})`).join(" OR ")})`;
}

/** Ids of the newest published gigs open for proposals that match any of the phrases. */
export async function newestOpenGigIdsMatchingAny(
  phrases: string[],
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<number[]> {
  const { db, engine } = getDbHandle();
  const match = anyPhraseCondition(engine, phrases);
  if (!match) return [];
  const from = engine === "sqlite" ? sql`gigs indexed by gigs_newest_idx` : sql`gigs`;
  const where = eb.and([eb("gigs.published", "=", 1), PARTS.open(helsinkiDate(now)), match]);
  const { rows } = await sql<{ id: number }>`
    select gigs.id from ${from} where ${where}
    order by ${ORDER_BY.newest} limit ${limit}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/*
 * Deadline order lists open gigs (soonest deadline first), then closed ones (latest deadline
 * first): two index orders, read as consecutive segments rather than sorting every match by a
 * computed key. PostgreSQL splits closed once more by the deadline, into "upcoming" (deadline
 * ahead but no longer accepting proposals, rare) and "past": its index scans fetch the table row
 * of every entry they pass when the phrase is a condition, so a walk down "closed" would first
 * pass every open gig. SQLite skips those inside the narrow index.
 */
type Part = "open" | "closed" | "upcoming" | "past";
const PARTS: Record<Part, (today: string) => Expression<SqlBool>> = {
  open: (today) =>
    eb.and([eb("gigs.status", "=", "accepting-proposals"), eb("gigs.offer_deadline", ">=", today)]),
  closed: (today) =>
    eb.or([eb("gigs.status", "<>", "accepting-proposals"), eb("gigs.offer_deadline", "<", today)]),
  // Listed rather than `<>`, so that it is ranges of gigs_open_idx.
  upcoming: (today) =>
    eb.and([
      eb(
        "gigs.status",
        "in",
        GIG_STATUSES.filter((s) => s !== "accepting-proposals"),
      ),
      eb("gigs.offer_deadline", ">=", today),
    ]),
  past: (today) => eb("gigs.offer_deadline", "<", today),
};

type Order = "newest" | "deadline-asc" | "deadline-desc";
const ORDER_BY: Record<Order, RawBuilder<unknown>> = {
  newest: sql`gigs.published_at desc, gigs.id desc`,
  "deadline-asc": sql`gigs.offer_deadline asc, gigs.id asc`,
  "deadline-desc": sql`gigs.offer_deadline desc, gigs.id desc`,
};
/** SQLite: the index (migration 0003) whose order each listing walks. */
const ORDER_INDEX: Record<Order, string> = {
  newest: "gigs_newest_idx",
  "deadline-asc": "gigs_open_idx",
  "deadline-desc": "gigs_deadline_idx",
};

type Segment = {
  where?: Expression<SqlBool>;
  order: Order;
  size: number;
  /** Counting stopped at the cap: the segment holds at least `size` gigs. */
  cut?: boolean;
};

/*
 * PostgreSQL: whether any gig is "upcoming". It is nearly always none, and PostgreSQL misjudges
 * it (status and deadline correlate): one tiny index probe spares its count and a scan. The order
 * is gigs_open_idx's: with `limit 1` alone PostgreSQL expected an early hit and read the whole
 * table for none, 66 ms at 100,000 gigs on every unfiltered /gigs; in the index's order, 0.3 ms.
 */
async function anyUpcoming(db: SearchDb, today: string) {
  const upcoming = await db
    .selectFrom("gigs")
    .select("gigs.id")
    .where(PARTS.upcoming(today))
    .orderBy("gigs.status")
    .orderBy("gigs.offer_deadline")
    .limit(1)
    .executeTakeFirst();
  return Boolean(upcoming);
}

async function segmentsOf(db: SearchDb, engine: Engine, search: GigSearch, today: string) {
  const { status, sort } = search;
  if (sort === "newest") {
    // Closed gigs, newest first: the newest gigs are mostly open, and PostgreSQL tests "closed"
    // (an OR) on each gig row it passes, 14,000 of them for "java" at 100,000 gigs (28 ms). With
    // no gig upcoming, closed is past: a deadline range that the index itself answers (2 ms).
    const part =
      engine === "postgres" && status === "closed" && !(await anyUpcoming(db, today))
        ? "past"
        : status;
    const where = part === "all" ? undefined : PARTS[part](today);
    return [{ where, order: "newest", size: 0 }] as Segment[];
  }
  let closed: Part[] = ["closed"];
  if (engine === "postgres")
    closed = (await anyUpcoming(db, today)) ? ["upcoming", "past"] : ["past"];
  const parts: Part[] =
    status === "open" ? ["open"] : status === "closed" ? closed : ["open", ...closed];
  return parts.map((part): Segment => ({
    where: PARTS[part](today),
    order: part === "open" ? "deadline-asc" : "deadline-desc",
    size: 0,
  }));
}

/**
 * A parenthesised subquery of gig ids: the SQLite phrase, a skill or a location. A skill or
 * location is also its gig-row terms (migration 0013), which PostgreSQL matches instead.
 */
type IdSet = {
  ids: RawBuilder<unknown> | Expression<unknown>;
  size: number;
  fts?: string;
  terms?: string[];
};

function idSets(db: SearchDb, engine: Engine, search: GigSearch, tokens: string[]): IdSet[] {
  const sets: IdSet[] = [];
  if (engine === "sqlite" && tokens.length) {
    const fts = ftsQuery(tokens);
    sets.push({ ids: sql`(select rowid from gigs_fts where gigs_fts match ${fts})`, size: 0, fts });
  }
  for (const [kind, values] of [
    ["skill", search.skill],
    ["location", search.location],
  ] as const) {
    if (!values.length) continue;
    const ids = db
      .selectFrom("gig_terms")
      .select("gig_terms.gig_id")
      .where("gig_terms.kind", "=", kind)
      .where("gig_terms.value", "in", values);
    sets.push({ ids, size: 0, terms: values.map((value) => `${kind}:${value}`) });
  }
  return sets;
}

/*
 * How a search meets its id sets. SQLite has no statistics, so the search picks its access:
 * - "plain": no id sets; index ranges and orders do it all.
 * - "drive": the smallest set holds at most `drivingSetMax` ids; its ids are looked up in the
 *   narrow id-keyed index (gigs_filter_idx) and sorted, every other set is only probed, and one
 *   pass counts every segment exactly.
 * - "broad": every set is large (a common word). Counts stream the FTS matches through the
 *   narrow index and stop at the cap; page ids walk the segment's order index and probe.
 * `+gigs.id in (...)` is how a set is probed: the unary plus keeps SQLite from driving by it.
 * PostgreSQL plans bitmaps itself: its phrase, skills and locations are all conditions on the gig
 * row, each with a GIN index (0003, 0013), so it ANDs them. It answers most searches in one pass
 * (onePass); only those with more matches come here, and take the one-pass count of "drive" when
 * a skill or location is small and the count is not settled yet.
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
type Access = {
  engine: Engine;
  kind: "plain" | "drive" | "broad";
  driver?: IdSet;
  tableSize: number;
};

async function accessOf(db: SearchDb, engine: Engine, sets: IdSet[]): Promise<Access | "empty"> {
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
  // A large skill or location set smaller than the phrase drives (counts stop at the cap);
  // when the phrase is the smallest, its matches are streamed instead of collected.
  return { engine, kind: "broad", driver: smallest.fts ? undefined : smallest, tableSize };
}

type Filters = {
  engine: Engine;
  search: GigSearch;
  tokens: string[];
  sets: IdSet[];
  /** The set whose ids drive the query; every other set is probed. */
  driver?: IdSet;
  /** The FTS table is joined (streamed) rather than used as a set. */
  ftsJoined?: boolean;
  /** SQLite: the count is settled beyond the cap, so a phrase is tested from its kept matches. */
  settledAt?: Date;
};

function conditions(f: Filters, segment?: Expression<SqlBool>) {
  // Drafts and gigs taken down by staff are never public; every index carries the column (0006).
  const parts: Expression<SqlBool>[] = [eb("gigs.published", "=", 1)];
  if (f.search.mode.length) parts.push(eb("gigs.onsite", "in", f.search.mode));
  if (f.search.language.length) parts.push(eb("gigs.language", "in", f.search.language));
  if (segment) parts.push(segment);
  for (const set of f.sets) {
    if (set.fts && f.ftsJoined) {
      parts.push(sql<SqlBool>`gigs_fts match ${set.fts}`);
    } else if (f.engine === "postgres" && set.terms) {
      // One GIN bitmap, ANDed with the phrase's: only gigs matching both are visited.
      parts.push(sql<SqlBool>`gigs.filter_terms && ${set.terms}::text[]`);
    } else {
      const id = f.engine === "sqlite" && set !== f.driver ? sql`+gigs.id` : sql`gigs.id`;
      parts.push(sql<SqlBool>`${id} in ${set.ids}`);
    }
  }
  if (f.engine === "postgres" && f.tokens.length) {
    parts.push(sql<SqlBool>`gigs.search_vector @@ to_tsquery('simple', ${tsQuery(f.tokens)})`);
  }
  return eb.and(parts);
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

const FILTER_INDEX = sql`gigs indexed by gigs_filter_idx`;
const FTS_STREAM = sql`gigs_fts cross join gigs indexed by gigs_filter_idx on gigs.id = gigs_fts.rowid`;

/**
 * Sizes of the segments in listing order, exact up to `upTo` (counting stops beyond it). With the
 * total settled, only as far as the page: the last segment is then not counted at all.
 */
async function countSegments(
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

/** Ids of rows [offset, offset + limit) of one segment, in its order. */
async function segmentIds(
  db: SearchDb,
  segment: Segment,
  f: Filters,
  access: Access,
  offset: number,
  limit: number,
) {
  const walked = f.settledAt ? await walkPhrase(db, segment, f, offset + limit, f.settledAt) : null;
  if (walked) return walked.slice(offset);
  let from = sql`gigs`;
  let filters = f;
  if (access.engine === "sqlite") {
    // Walking the order index finds the page after about (offset + limit) * table / size
    // entries. Driving reads and sorts every driving id; with no set, SQLite's own plan
    // (a filter's index range, then a sort) wins when the matches are rare.
    // A segment cut at the cap is at least that dense: walking it is short.
    const walk = segment.cut
      ? 0
      : ((offset + limit) * access.tableSize) / Math.max(segment.size, 1);
    const alternative =
      access.kind === "drive"
        ? access.driver!.size
        : access.kind === "plain"
          ? access.tableSize / 4
          : Infinity;
    if (walk <= alternative) {
      from = sql`gigs indexed by ${sql.raw(ORDER_INDEX[segment.order])}`;
      filters = { ...f, driver: undefined };
    } else if (access.kind === "drive") {
      from = FILTER_INDEX;
    }
  }
  const { rows } = await sql<{ id: number }>`
    select gigs.id from ${from} where ${conditions(filters, segment.where)}
    order by ${ORDER_BY[segment.order]} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * SQLite, a phrase whose count is settled beyond the cap: the first `needed` gigs of a segment,
 * in its order, that the phrase matches. The order index is walked with every other condition
 * and each gig tested against the phrase's kept matches (gig-search-matches), far enough for
 * `needed` at the phrase's density and further if that falls short. Null without a phrase, when
 * gigs keep being added faster than the matches are read again, or when gig ids are too large
 * for a bitmap: the caller then counts and pages without it.
 */
async function walkPhrase(
  db: SearchDb,
  segment: Segment,
  f: Filters,
  needed: number,
  now: Date,
): Promise<number[] | null> {
  const phrase = f.sets.find((set) => set.fts);
  if (!phrase?.fts) return null;
  const rest: Filters = { ...f, sets: f.sets.filter((set) => set !== phrase), driver: undefined };
  const from = sql`gigs indexed by ${sql.raw(ORDER_INDEX[segment.order])}`;
  const kept = await phraseMatches(db, phrase.fts, now);
  if (!kept) return null;
  let matches = kept;
  let rebuilt = false;
  let walk = Math.ceil(((needed * (matches.maxId + 1)) / Math.max(matches.size, 1)) * 1.5) + 50;
  for (;;) {
    const { rows } = await sql<{ id: number }>`
      select gigs.id from ${from} where ${conditions(rest, segment.where)}
      order by ${ORDER_BY[segment.order]} limit ${walk}`.execute(db);
    const ids = rows.map((row) => Number(row.id));
    if (ids.some((id) => id > matches.maxId)) {
      // A gig added since the matches were read: read them again, once.
      if (rebuilt) return null;
      const fresh = await phraseMatches(db, phrase.fts, now, { fresh: true });
      if (!fresh) return null;
      matches = fresh;
      rebuilt = true;
      continue;
    }
    const found = ids.filter((id) => matchesGig(matches, id));
    if (found.length >= needed || rows.length < walk) return found.slice(0, needed);
    walk *= 4;
  }
}

/*
 * PostgreSQL, one pass: its phrase is a GIN bitmap whose every match costs a visit to the (wide)
 * table row, and counting the segments and then reading the page visited each match again per
 * query. So one query collects up to `onePassMax` + 1 matches with their segment (open before
 * closed), counts them and returns the page in the listing's order, clamped to the last page.
 * Only a search with more matches than that takes the segment-wise path, where the order indexes
 * find a page quickly and the count is already settled (beyond the cap).
 */
async function onePass(db: SearchDb, f: Filters, today: string, pageSize: number) {
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

type SearchOptions = { now?: Date; pageSize?: number };

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
  const db = getDbHandle().db as unknown as SearchDb;
  const items = await pageItems(db, ids, options.now ?? new Date());
  return { items, ...page };
}

/**
 * The same search, answered with what a gig card shows: only the card's columns are read (a
 * gig's description alone is several times the rest of its row).
 */
export async function searchGigCards(
  search: GigSearch,
  options: SearchOptions = {},
): Promise<Omit<GigSearchResult, "items"> & { items: GigCardView[] }> {
  const { ids, ...page } = await searchPage(search, options);
  const db = getDbHandle().db as unknown as SearchDb;
  const items = await pageCards(db, ids, options.now ?? new Date());
  return { items, ...page };
}

type SearchPage = Omit<GigSearchResult, "items"> & { ids: number[] };

async function searchPage(
  search: GigSearch,
  { now = new Date(), pageSize = GIGS_PAGE_SIZE }: SearchOptions,
): Promise<SearchPage> {
  const { db: appDb, engine } = getDbHandle();
  const db = appDb as unknown as SearchDb;
  const tokens = searchTokens(search.q);
  const sets = idSets(db, engine, search, tokens);
  const today = helsinkiDate(now);
  // Matches known to exist: beyond the cap, the count is settled before any segment is counted.
  let known = knownBroad(appDb, search, tokens, now);
  // A list without a phrase, skill or location reads its counts and page from the order
  // indexes alone; collecting its matches first only finds more than onePassMax of them.
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
  const settled = known > GIG_COUNT_CAP;
  // Settled: no set sizes to weigh (the order indexes find a page of so many matches quickly),
  // and segments are counted only as far as the requested page reaches.
  const access: Access | "empty" = settled
    ? { engine, kind: "plain", tableSize: 0 }
    : await accessOf(db, engine, sets);
  if (access === "empty") return empty(pageSize);
  const filters: Filters = { engine, search, tokens, sets, driver: access.driver };
  if (settled && engine === "sqlite") filters.settledAt = now;

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

/** The page's gigs in full, in the order of `ids`. */
async function pageItems(db: SearchDb, ids: number[], now: Date) {
  const rows = ids.length
    ? await db.selectFrom("gigs").select(GIG_COLUMNS).where("gigs.id", "in", ids).execute()
    : [];
  return inIdOrder(ids, rows, (row) => toGigView(row, now));
}

/** The page's cards, in the order of `ids`. */
async function pageCards(db: SearchDb, ids: number[], now: Date) {
  const rows = ids.length
    ? await db.selectFrom("gigs").select(GIG_CARD_COLUMNS).where("gigs.id", "in", ids).execute()
    : [];
  return inIdOrder(ids, rows, (row) => toGigCard(row, now));
}

/** Rows in the order of `ids`, each made into its view; a gig gone since is left out. */
function inIdOrder<Row extends { id: number }, View>(
  ids: number[],
  rows: Row[],
  view: (row: Row) => View,
): View[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [view(row)] : [];
  });
}

function empty(pageSize: number): SearchPage {
  return { ids: [], total: 0, capped: false, page: 1, pages: 1, pageSize };
}

export type GigSearchOptions = { languages: string[]; locations: string[]; skills: string[] };

/**
 * Distinct values of a filter. A recursive "next value after" walk does one index seek per
 * distinct value (a few hundred) instead of reading every row: neither engine skips through an
 * index by itself for `select distinct`.
 */
async function distinctValues(db: SearchDb, source: "language" | "skill" | "location") {
  const walk =
    source === "language"
      ? sql<{ value: string | null }>`
          with recursive v (value) as (
            select min(language) from gigs
            union all
            select (select min(language) from gigs where language > v.value)
            from v where v.value is not null
          )
          select value from v`
      : sql<{ value: string | null }>`
          with recursive v (value) as (
            select min(value) from gig_terms where kind = ${source}
            union all
            select (select min(value) from gig_terms where kind = ${source} and value > v.value)
            from v where v.value is not null
          )
          select value from v`;
  const { rows } = await walk.execute(db);
  return rows
    .flatMap((r) => (r.value === null ? [] : [r.value]))
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

// Per database, so tests that switch databases never see another database's options.
const optionsCache = new WeakMap<object, { at: number; value: Promise<GigSearchOptions> }>();

/**
 * Choices for the language, location and skill selects, from the gigs (every gig row is
 * published; there is no draft state). Cached in-process for 60 s: the values change only when
 * gigs are added or edited, and a new value may show a minute late.
 */
export function gigSearchOptions(): Promise<GigSearchOptions> {
  const db = getDb() as unknown as SearchDb;
  const cached = optionsCache.get(db);
  if (cached && Date.now() - cached.at < OPTIONS_TTL_MS) return cached.value;
  const value = Promise.all([
    distinctValues(db, "language"),
    distinctValues(db, "location"),
    distinctValues(db, "skill"),
  ]).then(([languages, locations, skills]) => ({ languages, locations, skills }));
  optionsCache.set(db, { at: Date.now(), value });
  // A failed load (database down) is not kept: the next request tries again.
  value.catch(() => optionsCache.delete(db));
  return value;
}

/** Forgets the cached options of the current database (tests, bulk changes). */
export function clearGigSearchOptions() {
  optionsCache.delete(getDb());
}
