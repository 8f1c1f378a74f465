import { z } from "zod";
import { readGigSearch, type GigSearch } from "./gig-search-params";

// The domain's modules import the search's type and defaults from here.
export {
  DEFAULT_GIG_SEARCH,
  GIG_LIST_FILTER_KEYS,
  type GigListFilter,
  type GigSearch,
} from "./gig-search-params";

/** The gig list's query as a zod schema, for code that validates with zod (same rules). */
export const GigSearchSchema = z
  .record(z.string(), z.unknown())
  .transform((raw): GigSearch => readGigSearch(raw));
