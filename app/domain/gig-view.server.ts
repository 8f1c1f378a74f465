import type { Gig, GigStatus } from "~/db/schema";
import { daysUntil } from "~/utils/dates";

// What a gig row looks like to the pages, shared by the gig list and the search (which the list
// calls), so neither has to import the other.

export const GIGS_PAGE_SIZE = 20;

export type GigView = Omit<Gig, "required_skills" | "nice_to_have_skills" | "locations"> & {
  required_skills: string[];
  nice_to_have_skills: string[];
  locations: string[];
  isOpen: boolean;
  daysLeft: number;
};

/** A gig's JSON list column as strings; anything else is an empty list. */
export function parseList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** A gig takes offers while it is accepting proposals and its expert offer deadline has not passed. */
export function acceptsOffers(status: GigStatus, offerDeadline: string, now = new Date()): boolean {
  return status === "accepting-proposals" && daysUntil(offerDeadline, now) >= 0;
}

export function toGigView(gig: Gig, now = new Date()): GigView {
  // PostgreSQL's gigs also hold the search indexes' columns (migrations 0003, 0013): not for
  // the view.
  const {
    search_vector: _vector,
    filter_terms: _terms,
    ...columns
  } = gig as Gig & { search_vector?: unknown; filter_terms?: unknown };
  return {
    ...columns,
    required_skills: parseList(gig.required_skills),
    nice_to_have_skills: parseList(gig.nice_to_have_skills),
    locations: parseList(gig.locations),
    isOpen: acceptsOffers(gig.status, gig.offer_deadline, now),
    daysLeft: daysUntil(gig.offer_deadline, now),
  };
}

/** The skills a gig card lists; the gig page lists them all. */
export const CARD_SKILLS = 5;

/** The columns a gig card is made from (the list reads no more of each gig). */
export const GIG_CARD_COLUMNS = [
  "id",
  "slug",
  "title",
  "required_skills",
  "locations",
  "onsite",
  "rate_min",
  "rate_max",
  "status",
  "offer_deadline",
  "published_at",
] as const satisfies ReadonlyArray<keyof Gig>;

type GigCardRow = Pick<Gig, (typeof GIG_CARD_COLUMNS)[number]>;

/**
 * What a gig card shows (the public list, the home page). A page's loader data is sent to every
 * visitor's browser: the description would triple the page, and the contact person is for
 * signed-in partners only (the gig page and the API hold it back the same way).
 */
export type GigCardView = Pick<
  GigView,
  "id" | "slug" | "title" | "locations" | "onsite" | "rate_min" | "rate_max" | "isOpen" | "daysLeft"
> & {
  required_skills: string[];
  /** Whole days since the gig was published, counted in Helsinki (0 on the day). */
  publishedDaysAgo: number;
};

export function toGigCard(gig: GigCardRow, now = new Date()): GigCardView {
  return {
    id: gig.id,
    slug: gig.slug,
    title: gig.title,
    locations: parseList(gig.locations),
    onsite: gig.onsite,
    rate_min: gig.rate_min,
    rate_max: gig.rate_max,
    isOpen: acceptsOffers(gig.status, gig.offer_deadline, now),
    daysLeft: daysUntil(gig.offer_deadline, now),
    required_skills: parseList(gig.required_skills).slice(0, CARD_SKILLS),
    publishedDaysAgo: Math.max(0, -daysUntil(gig.published_at, now)),
  };
}
