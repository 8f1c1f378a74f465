import { getDbHandle } from "~/db/db.server";
import type { GigSearch } from "~/validation/gig-search";
import { conditions, idSets, type SearchDb } from "./filters.server";
import { searchTokens } from "./phrase.server";

/** Ids per query: far below either engine's limit of bound values. */
const CHUNK = 500;

/**
 * Which of these gigs a search lists: the published ones its phrase and list filters match, in
 * the order given. The same conditions as /gigs (`conditions`), so a newsletter's saved search
 * picks what the same search shows on the site. Status, sort and page play no part.
 */
export async function gigIdsMatching(search: GigSearch, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { db: appDb, engine } = getDbHandle();
  const db = appDb as unknown as SearchDb;
  const tokens = searchTokens(search.q);
  const where = conditions({ engine, search, tokens, sets: idSets(db, engine, search, tokens) });
  const matched = new Set<number>();
  for (let at = 0; at < ids.length; at += CHUNK) {
    const rows = await db
      .selectFrom("gigs")
      .select("gigs.id")
      .where(where)
      .where("gigs.id", "in", ids.slice(at, at + CHUNK))
      .execute();
    for (const row of rows) matched.add(Number(row.id));
  }
  return ids.filter((id) => matched.has(id));
}
