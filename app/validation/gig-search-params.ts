import { WORK_MODES } from "~/db/schema";

export const GIG_SEARCH_STATUSES = ["all", "open", "closed"] as const;
export const GIG_SEARCH_SORTS = ["deadline", "newest"] as const;
export const GIG_SEARCH_Q_MAX = 100;
/** The specification's query parsing limit ("array limit 20"). */
export const GIG_SEARCH_ARRAY_MAX = 20;
const TEXT_MAX = 100;
/** Far beyond any real list; keeps a hand-made `?page=1e12` from becoming a huge offset. */
const PAGE_MAX = 100_000;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function oneOf<T extends string, F extends T | undefined>(
  allowed: readonly T[],
  value: unknown,
  fallback: F,
): T | F {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * A repeated parameter as a list: invalid items are dropped one by one (not the whole list),
 * duplicates removed, at most GIG_SEARCH_ARRAY_MAX kept.
 */
function list<T extends string>(value: unknown, item: (v: unknown) => T | undefined): T[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const valid = values.flatMap((v) => {
    const parsed = item(v);
    return parsed === undefined ? [] : [parsed];
  });
  return [...new Set(valid)].slice(0, GIG_SEARCH_ARRAY_MAX);
}

function text(value: unknown) {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= TEXT_MAX ? trimmed : undefined;
}

/**
 * The list filters, each a repeated URL parameter (`?mode=remote&mode=hybrid`) whose items are
 * read one by one: one of `values` when given, otherwise any text of 1-100 characters. The
 * search's type, the URL's reading and writing, the API document, the count's memory and the
 * filters' badge all follow this table; the server's side of each filter is FILTER_SQL in
 * app/domain/gig-search/filters.server.ts.
 */
export const GIG_LIST_FILTERS = {
  mode: { values: WORK_MODES },
  language: {},
  location: {},
  skill: {},
} as const satisfies Record<string, { values?: readonly string[] }>;
export type GigListFilter = keyof typeof GIG_LIST_FILTERS;
export const GIG_LIST_FILTER_KEYS = Object.keys(GIG_LIST_FILTERS) as GigListFilter[];

export type GigSearch = {
  q: string;
  status: (typeof GIG_SEARCH_STATUSES)[number];
  sort: (typeof GIG_SEARCH_SORTS)[number];
  page: number;
} & {
  [K in GigListFilter]: (typeof GIG_LIST_FILTERS)[K] extends { values: readonly (infer V)[] }
    ? V[]
    : string[];
};

/**
 * Query of the public gig list (`/gigs?q=…&mode=remote&mode=hybrid&page=2`) from its raw values.
 * Reading never fails: anything unknown or invalid falls back to its default, so a hand-edited
 * URL still answers 200 with a sensible list. Written without zod: the gig list's filters use it
 * in the browser, where zod would more than double the page's own code.
 */
export function readGigSearch(raw: Record<string, unknown>): GigSearch {
  const q = first(raw.q);
  const page = Number(first(raw.page));
  const lists = Object.fromEntries(
    GIG_LIST_FILTER_KEYS.map((key) => {
      const filter: { values?: readonly string[] } = GIG_LIST_FILTERS[key];
      const item = filter.values ? (v: unknown) => oneOf(filter.values!, v, undefined) : text;
      return [key, list(raw[key], item)];
    }),
  ) as Pick<GigSearch, GigListFilter>;
  return {
    // Cut rather than dropped: a pasted long phrase still searches by its beginning.
    q: typeof q === "string" ? q.trim().slice(0, GIG_SEARCH_Q_MAX).trim() : "",
    status: oneOf(GIG_SEARCH_STATUSES, first(raw.status), "all"),
    ...lists,
    sort: oneOf(GIG_SEARCH_SORTS, first(raw.sort), "deadline"),
    page: Number.isInteger(page) ? Math.min(Math.max(page, 1), PAGE_MAX) : 1,
  };
}

/** Reads the URL's query; repeated keys become lists (`?mode=a&mode=b`), never indexed keys. */
export function parseGigSearch(params: URLSearchParams): GigSearch {
  const raw: Record<string, unknown> = {};
  for (const key of ["q", "status", "sort", "page"]) raw[key] = params.get(key) ?? undefined;
  for (const key of GIG_LIST_FILTER_KEYS) raw[key] = params.getAll(key);
  return readGigSearch(raw);
}

export const DEFAULT_GIG_SEARCH: GigSearch = readGigSearch({});

/**
 * The query string for a search, defaults left out and lists repeated, for links that keep the
 * search (pagination, sorting).
 */
export function gigSearchParams(search: GigSearch, changes: Partial<GigSearch> = {}) {
  const next = { ...search, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status !== DEFAULT_GIG_SEARCH.status) params.set("status", next.status);
  for (const key of GIG_LIST_FILTER_KEYS) for (const value of next[key]) params.append(key, value);
  if (next.sort !== DEFAULT_GIG_SEARCH.sort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}

/**
 * Typed values (the skill input is free text with suggestions) in the spelling the gigs use, so
 * `react` finds the gigs tagged `React`; a value no gig has stays as typed and finds nothing.
 */
export function knownSpelling(values: string[], known: string[]) {
  const byLower = new Map(known.map((k) => [k.toLowerCase(), k]));
  return [...new Set(values.map((v) => byLower.get(v.toLowerCase()) ?? v))];
}
