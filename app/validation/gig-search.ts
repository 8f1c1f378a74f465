import { z } from "zod";
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

/**
 * A repeated parameter as a list: invalid items are dropped one by one (not the whole list),
 * duplicates removed, at most GIG_SEARCH_ARRAY_MAX kept.
 */
function list<T extends z.ZodTypeAny>(item: T) {
  return z
    .unknown()
    .transform((value): z.output<T>[] => {
      const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
      const valid = values.flatMap((v) => {
        const parsed = item.safeParse(v);
        return parsed.success ? [parsed.data] : [];
      });
      return [...new Set(valid)].slice(0, GIG_SEARCH_ARRAY_MAX);
    })
    .catch([]);
}

const text = z.string().trim().min(1).max(TEXT_MAX);

/**
 * Query of the public gig list (`/gigs?q=…&mode=remote&mode=hybrid&page=2`). Parsing never
 * fails: anything unknown or invalid falls back to its default, so a hand-edited URL still
 * answers 200 with a sensible list.
 */
export const GigSearchSchema = z.object({
  // Cut rather than dropped: a pasted long phrase still searches by its beginning.
  q: z.preprocess(
    first,
    z
      .string()
      .transform((v) => v.trim().slice(0, GIG_SEARCH_Q_MAX).trim())
      .catch(""),
  ),
  status: z.preprocess(first, z.enum(GIG_SEARCH_STATUSES).catch("all")),
  mode: list(z.enum(WORK_MODES)),
  language: list(text),
  location: list(text),
  skill: list(text),
  sort: z.preprocess(first, z.enum(GIG_SEARCH_SORTS).catch("deadline")),
  page: z.preprocess(
    first,
    z.coerce
      .number()
      .int()
      .catch(1)
      .transform((p) => Math.min(Math.max(p, 1), PAGE_MAX)),
  ),
});

export type GigSearch = z.output<typeof GigSearchSchema>;

const LIST_KEYS = ["mode", "language", "location", "skill"] as const;

/** Reads the URL's query; repeated keys become lists (`?mode=a&mode=b`), never indexed keys. */
export function parseGigSearch(params: URLSearchParams): GigSearch {
  const raw: Record<string, unknown> = {};
  for (const key of ["q", "status", "sort", "page"]) raw[key] = params.get(key) ?? undefined;
  for (const key of LIST_KEYS) raw[key] = params.getAll(key);
  return GigSearchSchema.parse(raw);
}

export const DEFAULT_GIG_SEARCH: GigSearch = GigSearchSchema.parse({});

/**
 * The query string for a search, defaults left out and lists repeated, for links that keep the
 * search (pagination, sorting).
 */
export function gigSearchParams(search: GigSearch, changes: Partial<GigSearch> = {}) {
  const next = { ...search, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status !== DEFAULT_GIG_SEARCH.status) params.set("status", next.status);
  for (const key of LIST_KEYS) for (const value of next[key]) params.append(key, value);
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
