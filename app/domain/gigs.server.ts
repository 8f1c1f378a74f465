import { getDb } from "~/db/db.server";
import type { Gig, GigStatus } from "~/db/schema";
import { daysUntil } from "~/utils/dates";
import { DEFAULT_GIG_SEARCH } from "~/validation/gig-search";
import { searchGigs } from "./gig-search.server";
import { isDbId } from "~/validation/ids";

export const GIGS_PAGE_SIZE = 20;

export type GigView = Omit<Gig, "required_skills" | "nice_to_have_skills" | "locations"> & {
  required_skills: string[];
  nice_to_have_skills: string[];
  locations: string[];
  isOpen: boolean;
  daysLeft: number;
};

function parseList(value: string): string[] {
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
  // PostgreSQL's gigs also hold the search index's tsvector (migration 0003): not for the view.
  const { search_vector: _, ...columns } = gig as Gig & { search_vector?: unknown };
  return {
    ...columns,
    required_skills: parseList(gig.required_skills),
    nice_to_have_skills: parseList(gig.nice_to_have_skills),
    locations: parseList(gig.locations),
    isOpen: acceptsOffers(gig.status, gig.offer_deadline, now),
    daysLeft: daysUntil(gig.offer_deadline, now),
  };
}

/**
 * Open gigs first (soonest deadline first), then closed ones (most recently closed first); the
 * unfiltered public list, served by the same indexed query as the search.
 */
export async function listGigs({
  page = 1,
  pageSize = GIGS_PAGE_SIZE,
}: { page?: number; pageSize?: number } = {}) {
  const safePage = Number.isSafeInteger(page) ? Math.max(1, page) : 1;
  return searchGigs({ ...DEFAULT_GIG_SEARCH, page: safePage }, { pageSize });
}

export async function latestGigs(limit = 6) {
  return (await listGigs({ page: 1, pageSize: limit })).items;
}

/** null (no such gig) for anything that is not an id in the column's range. */
export async function getGig(id: number | null) {
  if (id === null || !isDbId(id)) return null;
  const gig = await getDb().selectFrom("gigs").selectAll().where("id", "=", id).executeTakeFirst();
  return gig ? toGigView(gig) : null;
}
