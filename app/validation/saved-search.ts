import type { TFunction } from "i18next";
import {
  GIG_LIST_FILTER_KEYS,
  gigSearchParams,
  DEFAULT_GIG_SEARCH,
  type GigListFilter,
  type GigSearch,
} from "./gig-search-params";

/*
 * Zod-free; the form's schema is SavedSearchSchema in ./newsletter.ts. Pages use it in their
 * loaders and hand the form what it shows (NewsletterFormSearch), so no page's browser code
 * carries it: the public pages' first-visit JavaScript is at its budget.
 */

/**
 * The part of a gig search a newsletter subscription keeps: the phrase and the list filters.
 * Status, sort and page say how a list is shown, not which new gigs are wanted.
 */
export type SavedSearch = Pick<GigSearch, "q" | GigListFilter>;

/**
 * The stored search's largest JSON. The gig search's own bounds (100 characters a value, 20
 * values a filter) would allow about 8 KB; real searches are a phrase and a few values.
 */
export const SAVED_SEARCH_MAX_CHARS = 2000;

/** The search's phrase and filters, or null when it has neither (every new gig). */
export function savedSearchOf(search: GigSearch): SavedSearch | null {
  const saved: SavedSearch = {
    q: search.q,
    ...(Object.fromEntries(GIG_LIST_FILTER_KEYS.map((key) => [key, search[key]])) as Pick<
      GigSearch,
      GigListFilter
    >),
  };
  const empty = !saved.q && GIG_LIST_FILTER_KEYS.every((key) => saved[key].length === 0);
  return empty ? null : saved;
}

/** What the database keeps: JSON, or null for no search. */
export function savedSearchJson(search: SavedSearch | null): string | null {
  return search ? JSON.stringify(search) : null;
}

/** The same search as /gigs reads it from its URL. */
export function gigSearchOf(search: SavedSearch): GigSearch {
  return { ...DEFAULT_GIG_SEARCH, ...search };
}

/** The address of `page` (the gig list, or the newsletter form it links to) with this search. */
export function savedSearchPath(
  search: SavedSearch | null,
  page: "/gigs" | "/newsletter" = "/gigs",
): string {
  const query = search ? gigSearchParams(gigSearchOf(search)).toString() : "";
  return query ? `${page}?${query}` : page;
}

/** One line for people: `Gigs matching “react”, Remote, Helsinki`. */
export function describeSavedSearch(t: TFunction, search: SavedSearch): string {
  const filters = [
    ...search.mode.map((mode) => t(`gigs.workMode.${mode}`)),
    ...search.language.map((language) =>
      t(`search.languageNames.${language}`, { defaultValue: language }),
    ),
    ...search.location,
    ...search.skill,
  ].join(", ");
  if (!search.q) return t("newsletter.search.filtersOnly", { filters });
  return filters
    ? t("newsletter.search.phraseAndFilters", { phrase: search.q, filters })
    : t("newsletter.search.phrase", { phrase: search.q });
}

/** What the subscribe form shows and posts for a search: its description and hidden fields. */
export type NewsletterFormSearch = { text: string; fields: Array<[name: string, value: string]> };

/** The subscribe form's view of a search (the fields are what SavedSearchSchema reads). */
export function newsletterFormSearch(
  t: TFunction,
  search: SavedSearch | null,
): NewsletterFormSearch | null {
  if (!search) return null;
  const fields: Array<[string, string]> = search.q ? [["search.q", search.q]] : [];
  for (const key of GIG_LIST_FILTER_KEYS)
    for (const value of search[key]) fields.push([`search.${key}`, value]);
  return {
    text: t("newsletter.search.kept", { search: describeSavedSearch(t, search) }),
    fields,
  };
}
