import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import type { GigListFilter } from "~/validation/gig-search";
import { FILTER_SQL, type SearchDb } from "./filters.server";

/** The choices of each filter that offers them (FILTER_SQL's `options`), in the filters' spelling. */
export type GigSearchOptions = Partial<Record<GigListFilter, string[]>>;

/**
 * Distinct values of a filter. A recursive "next value after" walk does one index seek per
 * distinct value (a few hundred) instead of reading every row: neither engine skips through an
 * index by itself for `select distinct`.
 */
async function distinctValues(db: SearchDb, filter: GigListFilter) {
  const source = FILTER_SQL[filter];
  let walk;
  if ("column" in source) {
    const column = sql.ref(source.column);
    walk = sql<{ value: string | null }>`
      with recursive v (value) as (
        select min(${column}) from gigs
        union all
        select (select min(${column}) from gigs where ${column} > v.value)
        from v where v.value is not null
      )
      select value from v`;
  } else {
    walk = sql<{ value: string | null }>`
      with recursive v (value) as (
        select min(value) from gig_terms where kind = ${source.term}
        union all
        select (select min(value) from gig_terms where kind = ${source.term} and value > v.value)
        from v where v.value is not null
      )
      select value from v`;
  }
  const { rows } = await walk.execute(db);
  return rows
    .flatMap((r) => (r.value === null ? [] : [r.value]))
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

/*
 * Cache: the options, per database, for 60 s. The values change only when gigs are added or
 * edited, so a new value may show a minute late; every /gigs view would otherwise walk each
 * filter's index.
 * Invalidation: an entry is used for 60 s after it was loaded; a failed load is not kept (the
 * next request tries again); clearGigSearchOptions() empties it.
 */
const OPTIONS_TTL_MS = 60_000;
// Per database, so tests that switch databases never see another database's options.
const optionsCache = new WeakMap<object, { at: number; value: Promise<GigSearchOptions> }>();

/**
 * Choices for the filters' selects, from the gigs (every gig row is published; there is no draft
 * state).
 */
export function gigSearchOptions(): Promise<GigSearchOptions> {
  const db = getDb() as unknown as SearchDb;
  const cached = optionsCache.get(db);
  if (cached && Date.now() - cached.at < OPTIONS_TTL_MS) return cached.value;
  const offered = (Object.keys(FILTER_SQL) as GigListFilter[]).filter(
    (filter) => FILTER_SQL[filter].options,
  );
  const value = Promise.all(offered.map((filter) => distinctValues(db, filter))).then((lists) =>
    Object.fromEntries(offered.map((filter, i) => [filter, lists[i]!])),
  );
  optionsCache.set(db, { at: Date.now(), value });
  value.catch(() => optionsCache.delete(db));
  return value;
}

/** Forgets the cached options of the current database (tests, bulk changes). */
export function clearGigSearchOptions() {
  optionsCache.delete(getDb());
}
