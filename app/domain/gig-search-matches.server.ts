import { sql, type QueryExecutorProvider } from "kysely";

/*
 * SQLite: the gigs a broad phrase matches, kept for a minute as a bitmap of gig ids. A phrase
 * whose count is settled beyond the cap (gig-search-counts) still made every page of it collect
 * all of its matches first: FTS5 merges a prefix's whole posting list before the order index is
 * walked (1 ms at 10,000 gigs, 10 ms at 100,000, for "developer"). With the bitmap a page walks
 * the order index and tests each gig in memory.
 *
 * What the bitmap may not know: a gig added since (an id above `maxId`) makes the search build
 * it again; a gig taken down or changed in status, mode or deadline is read fresh from the gigs
 * table. Only an edit of a kept gig's text shows in a broad phrase's pages up to a minute late,
 * as the broad count already does.
 */
const TTL_MS = 60_000;
const MAX_PHRASES = 20;
/**
 * The bitmap has a bit per id up to the largest, so ids are bounded: a gig written with a far-out
 * id (an import, a hand-made row) would otherwise make one search allocate hundreds of MB. Above
 * this (2 MB of bits) the search counts and pages as it did without kept matches.
 */
export const MAX_BITMAP_ID = 1 << 24;

export type PhraseMatches = {
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

export const matchesGig = (matches: PhraseMatches, id: number) =>
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
