import { sql } from "kysely";
import { getDbHandle } from "~/db/db.server";
import { helsinkiDate } from "~/utils/dates";
import { eb, PARTS } from "./filters.server";
import { ORDER_BY } from "./order.server";
import { anyPhraseCondition } from "./phrase.server";

/**
 * Ids of the newest published gigs open for proposals that match any of the phrases, in the
 * public search's words (the overview's gigs for a company's capabilities).
 */
export async function newestOpenGigIdsMatchingAny(
  phrases: string[],
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<number[]> {
  const { db, engine } = getDbHandle();
  const match = anyPhraseCondition(engine, phrases);
  if (!match) return [];
  const from = engine === "sqlite" ? sql`gigs indexed by gigs_newest_idx` : sql`gigs`;
  const where = eb.and([eb("gigs.published", "=", 1), PARTS.open(helsinkiDate(now)), match]);
  const { rows } = await sql<{ id: number }>`
    select gigs.id from ${from} where ${where}
    order by ${ORDER_BY.newest} limit ${limit}`.execute(db);
  return rows.map((r) => Number(r.id));
}
