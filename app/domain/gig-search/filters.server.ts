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
import { GIG_STATUSES, type Database } from "~/db/schema";
import type { GigListFilter, GigSearch } from "~/validation/gig-search";
import { ftsQuery, tsQuery } from "./phrase.server";

/** Tables of migration 0003 that only the search reads. */
type SearchDatabase = Database & {
  gig_terms: { kind: "skill" | "location"; value: string; gig_id: number };
};
export type SearchDb = Kysely<SearchDatabase>;
export const eb: ExpressionBuilder<SearchDatabase, "gigs"> = expressionBuilder<
  SearchDatabase,
  "gigs"
>();

/**
 * The server's side of each list filter (the URL's side is GIG_LIST_FILTERS in
 * app/validation/gig-search-params.ts; TypeScript asks for an entry here for each of those).
 * - `column`: a column of `gigs`, matched with `in`. Every search index starts with `published`
 *   and carries these columns (migrations 0003, 0006), so keep a new one indexed the same way.
 * - `term`: a value of the gig's JSON lists, in `gig_terms` (SQLite, 0003) and in the gig row's
 *   `filter_terms` (PostgreSQL, 0013); a new kind needs both migrated.
 * - `options`: the filter offers its distinct values as choices (options.server.ts).
 * The order is the order of the conditions and of SQLite's id sets (the first of equal sizes
 * drives).
 */
type FilterSql = { options?: true } & (
  { column: keyof Database["gigs"] & string } | { term: SearchDatabase["gig_terms"]["kind"] }
);
export const FILTER_SQL: Record<GigListFilter, FilterSql> = {
  mode: { column: "onsite" },
  language: { column: "language", options: true },
  skill: { term: "skill", options: true },
  location: { term: "location", options: true },
};
const FILTERS = Object.entries(FILTER_SQL) as Array<[GigListFilter, FilterSql]>;

/*
 * The status filter, and the segments of deadline order: open gigs (soonest deadline first), then
 * closed ones (latest deadline first). PostgreSQL splits closed once more by the deadline, into
 * "upcoming" (deadline ahead but no longer accepting proposals, rare) and "past"
 * (order.server.ts says why).
 */
export type Part = "open" | "closed" | "upcoming" | "past";
export const PARTS: Record<Part, (today: string) => Expression<SqlBool>> = {
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

/**
 * A parenthesised subquery of gig ids: the SQLite phrase, or a term filter's gigs. A term filter
 * is also its gig-row terms (`filter_terms`), which PostgreSQL matches instead.
 */
export type IdSet = {
  ids: RawBuilder<unknown> | Expression<unknown>;
  size: number;
  fts?: string;
  terms?: string[];
};

/** The id sets of a search: SQLite's phrase first, then each term filter with values. */
export function idSets(db: SearchDb, engine: Engine, search: GigSearch, tokens: string[]) {
  const sets: IdSet[] = [];
  if (engine === "sqlite" && tokens.length) {
    const fts = ftsQuery(tokens);
    sets.push({ ids: sql`(select rowid from gigs_fts where gigs_fts match ${fts})`, size: 0, fts });
  }
  for (const [name, filter] of FILTERS) {
    const values = search[name];
    if (!("term" in filter) || !values.length) continue;
    const ids = db
      .selectFrom("gig_terms")
      .select("gig_terms.gig_id")
      .where("gig_terms.kind", "=", filter.term)
      .where("gig_terms.value", "in", values);
    sets.push({ ids, size: 0, terms: values.map((value) => `${filter.term}:${value}`) });
  }
  return sets;
}

/** A search's filters as the query builders need them. */
export type Filters = {
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

/** Every condition of a search on `gigs`, with one segment's (a status part) when given. */
export function conditions(f: Filters, segment?: Expression<SqlBool>) {
  // Drafts and gigs taken down by staff are never public; every index carries the column (0006).
  const parts: Expression<SqlBool>[] = [eb("gigs.published", "=", 1)];
  for (const [name, filter] of FILTERS) {
    const values: string[] = f.search[name];
    if ("column" in filter && values.length)
      parts.push(eb(sql.ref(`gigs.${filter.column}`), "in", values));
  }
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
