import { sql } from "kysely";
import { getDbHandle } from "~/db/db.server";
import { helsinkiDate } from "~/utils/dates";
import type { GigSearch } from "~/validation/gig-search";
import type { GigView } from "~/domain/gig-view.server";
import { rowAfter, type KeysetPage, type KeysetRequest } from "../shared/keyset";
import { conditions, eb, idSets, type Filters, type SearchDb } from "./filters.server";
import { ORDER_INDEX, segmentsOf, type Segment } from "./order.server";
import { pageItems } from "./page.server";
import { countGigSearch } from "./planner.server";
import { searchTokens } from "./phrase.server";

/*
 * The public gig list walked by cursor (the API's, decision 053): the same search and order as
 * the pages (planner.server.ts), but each page starts after the last gig's sort key instead of at
 * an offset, so a client reaches every match, not only the first GIG_COUNT_CAP, and gigs
 * published meanwhile never shift the rest of the walk.
 *
 * The order is the list's segments one after another (order.server.ts): for `deadline`, open gigs
 * by deadline ascending, then closed ones by deadline descending (PostgreSQL's "upcoming" and
 * "past" are one descending run, split at today); for `newest`, one run by publication time,
 * newest first. A key names its run, so a page that starts inside the open run continues into
 * the closed one.
 */

export type GigOrder = Segment["order"];
/** Where a walk stands: the last gig's run, its deadline (or publication time) and its id. */
export type GigKey = [order: GigOrder, at: string, id: number];

const RUN_RANK: Record<GigOrder, number> = { newest: 0, "deadline-asc": 0, "deadline-desc": 1 };
const KEY_COLUMN = {
  newest: sql.ref("gigs.published_at"),
  "deadline-asc": sql.ref("gigs.offer_deadline"),
  "deadline-desc": sql.ref("gigs.offer_deadline"),
};
const ORDER_SQL = {
  newest: sql`gigs.published_at desc, gigs.id desc`,
  "deadline-asc": sql`gigs.offer_deadline asc, gigs.id asc`,
  "deadline-desc": sql`gigs.offer_deadline desc, gigs.id desc`,
};

/**
 * A page of a gig search after `after`. `total` is the list's own count: exact up to
 * GIG_COUNT_CAP matches, beyond that the cap and `totalIsEstimate` (counting every match of a
 * broad search would read them all on every page).
 */
export async function searchGigsAfter(
  search: GigSearch,
  { limit, after }: KeysetRequest<GigKey>,
  now = new Date(),
): Promise<KeysetPage<GigView, GigKey>> {
  const { db: appDb, engine } = getDbHandle();
  const db = appDb as unknown as SearchDb;
  const today = helsinkiDate(now);
  const tokens = searchTokens(search.q);
  const filters: Filters = { engine, search, tokens, sets: idSets(db, engine, search, tokens) };
  const [segments, count] = await Promise.all([
    segmentsOf(db, engine, search, today),
    countGigSearch(search, now),
  ]);

  const found: Array<{ id: number; at: string; order: GigOrder }> = [];
  for (const segment of segments) {
    if (found.length > limit) break;
    if (after && RUN_RANK[segment.order] < RUN_RANK[after[0]]) continue;
    const start =
      after && segment.order === after[0]
        ? rowAfter(
            [KEY_COLUMN[segment.order], sql.ref("gigs.id")],
            [after[1], after[2]],
            segment.order === "deadline-asc" ? "asc" : "desc",
          )
        : undefined;
    const where = [segment.where, start].filter((w) => w !== undefined);
    // SQLite: the run's order index, so a page is read in order and stops at its end.
    const from =
      engine === "sqlite" ? sql`gigs indexed by ${sql.raw(ORDER_INDEX[segment.order])}` : sql`gigs`;
    const { rows } = await sql<{ id: number; at: string }>`
      select gigs.id, ${KEY_COLUMN[segment.order]} as at from ${from}
      where ${conditions(filters, where.length ? eb.and(where) : undefined)}
      order by ${ORDER_SQL[segment.order]} limit ${limit + 1 - found.length}`.execute(db);
    found.push(...rows.map((r) => ({ id: Number(r.id), at: r.at, order: segment.order })));
  }

  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  return {
    // A gig taken down between the two reads is left out; the walk's key still passes it.
    items: await pageItems(
      db,
      shown.map((f) => f.id),
      now,
    ),
    next: found.length > limit && last ? [last.order, last.at, last.id] : null,
    total: count.total,
    totalIsEstimate: count.capped,
  };
}
