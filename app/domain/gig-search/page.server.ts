import { sql } from "kysely";
import { GIG_COLUMNS } from "~/db/schema";
import { GIG_CARD_COLUMNS, toGigCard, toGigView } from "~/domain/gig-view.server";
import { FILTER_INDEX, type Access } from "./counts.server";
import { conditions, type Filters, type SearchDb } from "./filters.server";
import { walkPhrase } from "./matches.server";
import { ORDER_BY, ORDER_INDEX, type Segment } from "./order.server";

/** Ids of rows [offset, offset + limit) of one segment, in its order. */
export async function segmentIds(
  db: SearchDb,
  segment: Segment,
  f: Filters,
  access: Access,
  offset: number,
  limit: number,
) {
  const walked = f.settledAt ? await walkPhrase(db, segment, f, offset + limit, f.settledAt) : null;
  if (walked) return walked.slice(offset);
  let from = sql`gigs`;
  let filters = f;
  if (access.engine === "sqlite") {
    // Walking the order index finds the page after about (offset + limit) * table / size
    // entries. Driving reads and sorts every driving id; with no set, SQLite's own plan
    // (a filter's index range, then a sort) wins when the matches are rare.
    // A segment cut at the cap is at least that dense: walking it is short.
    const walk = segment.cut
      ? 0
      : ((offset + limit) * access.tableSize) / Math.max(segment.size, 1);
    const alternative =
      access.kind === "drive"
        ? access.driver!.size
        : access.kind === "plain"
          ? access.tableSize / 4
          : Infinity;
    if (walk <= alternative) {
      from = sql`gigs indexed by ${sql.raw(ORDER_INDEX[segment.order])}`;
      filters = { ...f, driver: undefined };
    } else if (access.kind === "drive") {
      from = FILTER_INDEX;
    }
  }
  const { rows } = await sql<{ id: number }>`
    select gigs.id from ${from} where ${conditions(filters, segment.where)}
    order by ${ORDER_BY[segment.order]} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** The page's gigs in full, in the order of `ids`. */
export async function pageItems(db: SearchDb, ids: number[], now: Date) {
  const rows = ids.length
    ? await db.selectFrom("gigs").select(GIG_COLUMNS).where("gigs.id", "in", ids).execute()
    : [];
  return inIdOrder(ids, rows, (row) => toGigView(row, now));
}

/** The page's cards, in the order of `ids`: only the card's columns are read. */
export async function pageCards(db: SearchDb, ids: number[], now: Date) {
  const rows = ids.length
    ? await db.selectFrom("gigs").select(GIG_CARD_COLUMNS).where("gigs.id", "in", ids).execute()
    : [];
  return inIdOrder(ids, rows, (row) => toGigCard(row, now));
}

/** Rows in the order of `ids`, each made into its view; a gig gone since is left out. */
function inIdOrder<Row extends { id: number }, View>(
  ids: number[],
  rows: Row[],
  view: (row: Row) => View,
): View[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [view(row)] : [];
  });
}
