import { getDb } from "~/db/db.server";
import { forgetPhraseMatches } from "./gig-search-matches.server";
import type { GigSearch } from "~/validation/gig-search";

/*
 * Searches seen lately to match more gigs than the list counts (GIG_COUNT_CAP). Proving that
 * costs a broad search most of its time: PostgreSQL tests a common word against a thousand gig
 * rows, SQLite merges the word's whole posting list (twice), 15-20 ms at 100,000 gigs, only for
 * the list to say "more than 1,000". For a minute after, the same words and filters are taken to
 * match more still, and the search reads just its page, fresh. A count that fell under the cap
 * within that minute (a thousand gigs taken down at once) shows the cap until the minute is over;
 * a search under the cap is never kept and always counted exactly.
 */
const TTL_MS = 60_000;
const MAX_SEARCHES = 1000;

type Seen = { found: number; at: number };
// Per database, so tests that switch databases never see another database's searches.
const byDb = new WeakMap<object, Map<string, Seen>>();

/** What a search's count depends on: its words and filters, not its order or page. */
function keyOf(search: GigSearch, tokens: string[]) {
  const { status, mode, language, skill, location } = search;
  return JSON.stringify([tokens, status, mode, language, skill, location]);
}

/** Matches a search was seen to have in the last minute, beyond the cap; 0 when not seen. */
export function knownBroad(db: object, search: GigSearch, tokens: string[], now: Date) {
  const seen = byDb.get(db)?.get(keyOf(search, tokens));
  return seen && now.getTime() - seen.at < TTL_MS && now.getTime() >= seen.at ? seen.found : 0;
}

export function rememberBroad(
  db: object,
  search: GigSearch,
  tokens: string[],
  found: number,
  now: Date,
) {
  let seen = byDb.get(db);
  if (!seen) byDb.set(db, (seen = new Map()));
  const key = keyOf(search, tokens);
  seen.delete(key);
  seen.set(key, { found, at: now.getTime() });
  if (seen.size > MAX_SEARCHES) seen.delete(seen.keys().next().value!);
}

/** Forgets the searches seen on the current database, and their matches (tests, bulk changes). */
export function forgetBroadSearches() {
  byDb.delete(getDb());
  forgetPhraseMatches(getDb());
}
