import { z } from "zod";
import { WORK_MODES } from "~/db/schema";
import type { GigKey } from "~/domain/gig-search/keyset.server";
import {
  GIG_SEARCH_Q_MAX,
  GIG_SEARCH_SORTS,
  GIG_SEARCH_STATUSES,
  readGigSearch,
  type GigListFilter,
  type GigSearch,
} from "~/validation/gig-search-params";
import { pageQuery } from "./paging.server";
import { queryList } from "./query.server";

/*
 * The query of GET /api/gigs: the /gigs page's filters (app/validation/gig-search-params.ts), read
 * strictly (decision 053): where the page falls back to a default for a value it cannot read,
 * the API answers 400 naming the parameter.
 */

const TEXT_MAX = 100;

const text = z
  .string()
  .trim()
  .min(1, "apiQuery.invalidValue")
  .max(TEXT_MAX, "apiQuery.invalidValue");

const GigKeySchema = z.tuple([
  z.enum(["newest", "deadline-asc", "deadline-desc"]),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}[\dT:.Z+-]*$/)
    .max(40),
  z.number().int().positive(),
]);

/** A cursor walks the order it was made in: `sort=newest` the newest run, else the deadline runs. */
const walksSort = (key: GigKey, sort: GigSearch["sort"]) =>
  (key[0] === "newest") === (sort === "newest");

/** Each list filter of the page, repeated names; TypeScript asks for an entry for each. */
const FILTERS = {
  mode: queryList(z.enum(WORK_MODES)),
  language: queryList(text),
  location: queryList(text),
  skill: queryList(text),
} satisfies Record<GigListFilter, z.ZodTypeAny>;

/** The search's own parameters: the OpenAPI document shows these, and the newsletter's search. */
export const GigSearchQuery = z.object({
  q: z.string().max(GIG_SEARCH_Q_MAX, "apiQuery.invalidValue").optional(),
  status: z.enum(GIG_SEARCH_STATUSES).optional(),
  sort: z.enum(GIG_SEARCH_SORTS).optional(),
  ...FILTERS,
});

export const GigListQuery = GigSearchQuery.extend(pageQuery("gigs", GigKeySchema)).superRefine(
  (query, ctx) => {
    if (query.cursor && !walksSort(query.cursor, query.sort ?? "deadline"))
      ctx.addIssue({ code: "custom", path: ["cursor"], message: "apiQuery.cursor" });
  },
);

/** The search the query asks for, as the page's own parsing would make it. */
export function gigSearchOf(query: z.output<typeof GigListQuery>): GigSearch {
  const { limit: _limit, cursor: _cursor, ...search } = query;
  return readGigSearch(search);
}
