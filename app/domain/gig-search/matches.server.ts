import { sql, type QueryExecutorProvider } from "kysely";
import { conditions, type Filters, type SearchDb } from "./filters.server";
import { ORDER_BY, ORDER_INDEX, type Segment } from "./order.server";

/*
 * Cache: SQLite, the gigs a broad phrase matches, kept for a minute as a bitmap of gig ids. A
 * phrase whose count is settled beyond the cap (counts.server.ts) still made every page of it
 * collect all of its matches first: FTS5 merges a prefix's whole posting list before the order
 * index is walked (1 ms at 10,000 gigs, 10 ms at 100,000, for "developer"). With the bitmap a
 * page walks the order index and tests each gig in memory.
 *
 * Invalidation: an entry is used for 60 s after it was built, per database and FTS phrase, at
 * most 20 phrases (the least recently built dropped first). A gig added since (an id above
 * `maxId`) makes the search build it again at once; a gig taken down or changed in status, mode
 * or deadline is read fresh from the gigs table. Only an edit of a kept gig's text shows in a
 * broad phrase's pages up to a minute late, as the broad count already does.
 * forgetBroadSearches() (counts.server.ts) empties it.
 */
const TTL_MS = 60_000;
const MAX_PHRASES = 20;
/**
 * The bitmap has a bit per id up to the largest, so ids are bounded: a gig written with a far-out
 * id (an import, a hand-made row) would otherwise make one search allocate hundreds of MB. Above
 * this (2 MB of bits) the search counts and pages as it did without kept matches.
 */
export const MAX_BITMAP_ID = 1 << 24;

type PhraseMatches = {
  /** Bit `id` is set when gig `id` matches. */
  bits: Uint32Array;
  /** The largest gig id when the bitmap was built: above it, nothing is known. */
  maxId: number;
  /** How many gigs match. */
  size: number;
  at: number;
};

// Per database, so tests that switch databases never see another database's matches.
const byDb = new WeakMap<object, Map<string, PhraseMatches>>();

const matchesGig = (matches: PhraseMatches, id: number) =>
  id <= matches.maxId && (matches.bits[id >>> 5]! & (1 << (id & 31))) !== 0;

/**
 * The gigs an FTS5 phrase matches, from the last minute's bitmap or built now (`fresh`); null
 * when a gig id is beyond MAX_BITMAP_ID.
 */
export async function phraseMatches(
  db: QueryExecutorProvider,
  fts: string,
  now: Date,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<PhraseMatches | null> {
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new Map()));
  const hit = kept.get(fts);
  const age = hit ? now.getTime() - hit.at : -1;
  if (hit && !fresh && age >= 0 && age < TTL_MS) return hit;
  // The largest id first: a gig added while the phrase is read lands above it, never unknown.
  const { rows: top } = await sql<{ id: number | null }>`select max(id) as id from gigs`.execute(
    db,
  );
  const maxId = Number(top[0]?.id ?? 0);
  if (maxId > MAX_BITMAP_ID) return null;
  const { rows } = await sql<{ id: number }>`
    select rowid as id from gigs_fts where gigs_fts match ${fts}`.execute(db);
  const bits = new Uint32Array((maxId >>> 5) + 1);
  let size = 0;
  for (const row of rows) {
    const id = Number(row.id);
    if (id > maxId) continue;
    bits[id >>> 5]! |= 1 << (id & 31);
    size++;
  }
  const matches = { bits, maxId, size, at: now.getTime() };
  kept.delete(fts);
  kept.set(fts, matches);
  if (kept.size > MAX_PHRASES) kept.delete(kept.keys().next().value!);
  return matches;
}

/** Forgets the bitmaps kept for a database (tests, bulk changes). */
export function forgetPhraseMatches(db: object) {
  byDb.delete(db);
}

/**
 * SQLite, a phrase whose count is settled beyond the cap: the first `needed` gigs of a segment,
 * in its order, that the phrase matches. The order index is walked with every other condition
 * and each gig tested against the phrase's kept matches, far enough for `needed` at the phrase's
 * density and further if that falls short. Null without a phrase, when gigs keep being added
 * faster than the matches are read again, or when gig ids are too large for a bitmap: the caller
 * then counts and pages without it.
 */
export async function walkPhrase(
  db: SearchDb,
  segment: Segment,
  f: Filters,
  needed: number,
  now: Date,
): Promise<number[] | null> {
  const phrase = f.sets.find((set) => set.fts);
  if (!phrase?.fts) return null;
  const rest: Filters = { ...f, sets: f.sets.filter((set) => set !== phrase), driver: undefined };
  const from = sql`gigs indexed by ${sql.raw(ORDER_INDEX[segment.order])}`;
  const kept = await phraseMatches(db, phrase.fts, now);
  if (!kept) return null;
  let matches = kept;
  let rebuilt = false;
  let walk = Math.ceil(((needed * (matches.maxId + 1)) / Math.max(matches.size, 1)) * 1.5) + 50;
  for (;;) {
    const { rows } = await sql<{ id: number }>`
      select gigs.id from ${from} where ${conditions(rest, segment.where)}
      order by ${ORDER_BY[segment.order]} limit ${walk}`.execute(db);
    const ids = rows.map((row) => Number(row.id));
    if (ids.some((id) => id > matches.maxId)) {
      // A gig added since the matches were read: read them again, once.
      if (rebuilt) return null;
      const fresh = await phraseMatches(db, phrase.fts, now, { fresh: true });
      if (!fresh) return null;
      matches = fresh;
      rebuilt = true;
      continue;
    }
    const found = ids.filter((id) => matchesGig(matches, id));
    if (found.length >= needed || rows.length < walk) return found.slice(0, needed);
    walk *= 4;
  }
}
