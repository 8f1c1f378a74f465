import { describe, expect, it } from "vitest";
import { acceptsOffers } from "~/domain/gig-view.server";
import { loader } from "~/routes/api+/gigs";
import { GROWTH_SIZE } from "../../scripts/bench/bench-data";
import { makeGig, random } from "../../scripts/bench/bench-gigs";
import { insertBulkGigs } from "../fixtures/bulk-gigs";
import { withAppDatabase } from "../fixtures/db";

/*
 * Issue 38: "A client can walk all 100,000 gigs of the growth seed in order with no repeats and
 * no gaps, also while gigs are being published." The walk goes through GET /api/gigs's loader
 * (query parsing, cursor, Link header) by `next_cursor`, 100 at a time, while new gigs are
 * published and drafts made public between pages. GIG_WALK_SIZE sets a smaller size for a quick
 * local run, GIG_WALK_REPORT=1 prints the seeding's and the walk's time; CI walks the growth size
 * (decision 053 gives the time on each engine).
 */

const SIZE = Number(process.env.GIG_WALK_SIZE ?? GROWTH_SIZE.gigs);
const LIMIT = 100;
/** Gigs published (new, and drafts made public) after every this many pages. */
const PUBLISH_EVERY = 50;

const t = withAppDatabase();

type ApiGig = { id: number; offer_deadline: string; status: string; published_at: string };
type Page = {
  items: ApiGig[];
  next_cursor: string | null;
  total: number;
  total_is_estimate: boolean;
};

/** Negative when `a` comes before `b` in the list's default order (order.server.ts). */
function compare(a: ApiGig, b: ApiGig, now: Date) {
  const open = (g: ApiGig) => acceptsOffers(g.status as never, g.offer_deadline, now);
  if (open(a) !== open(b)) return open(a) ? -1 : 1;
  const sign = open(a) ? 1 : -1;
  if (a.offer_deadline !== b.offer_deadline)
    return sign * (a.offer_deadline < b.offer_deadline ? -1 : 1);
  return sign * (a.id - b.id);
}

async function getPage(url: string): Promise<{ page: Page; link: string | null }> {
  const response = (await loader({
    request: new Request(url),
    params: {},
    context: {},
  })) as Response;
  expect(response.status).toBe(200);
  return { page: (await response.json()) as Page, link: response.headers.get("Link") };
}

describe(`walking every gig by cursor (${process.env.TEST_ENGINE})`, () => {
  it(
    `reaches all ${SIZE.toLocaleString("en")} gigs once, in order, while gigs are published`,
    { timeout: 600_000 },
    async () => {
      const now = new Date();
      const started = performance.now();
      await insertBulkGigs(t.db, SIZE, now);
      const seeded = performance.now();
      const atStart = new Set(
        (await t.db.selectFrom("gigs").select("id").where("published", "=", 1).execute()).map(
          (row) => Number(row.id),
        ),
      );
      const drafts = (
        await t.db.selectFrom("gigs").select("id").where("published", "=", 0).execute()
      ).map((row) => Number(row.id));
      expect(atStart.size).toBeGreaterThan(SIZE * 0.9);

      const seen = new Set<number>();
      const r = random(380);
      let url: string | null = `http://localhost/api/gigs?limit=${LIMIT}`;
      let previous: ApiGig | undefined;
      let pages = 0;
      let published = 0;
      let outOfOrder = 0;
      let repeats = 0;
      while (url) {
        const { page, link }: { page: Page; link: string | null } = await getPage(url);
        pages += 1;
        // Beyond GIG_COUNT_CAP matches the list does not count them all, and says so.
        if (pages === 1 && SIZE > 1000)
          expect(page).toMatchObject({ total: 1000, total_is_estimate: true });
        for (const gig of page.items) {
          if (seen.has(gig.id)) repeats += 1;
          seen.add(gig.id);
          if (previous && compare(previous, gig, now) >= 0) outOfOrder += 1;
          previous = gig;
        }
        if (page.next_cursor === null) {
          expect(link).toBeNull();
          url = null;
        } else {
          expect(page.items).toHaveLength(LIMIT);
          const next = new URL(/^<([^>]+)>; rel="next"$/.exec(link ?? "")?.[1] ?? "");
          expect(next.pathname).toBe("/api/gigs");
          expect([...next.searchParams]).toEqual([
            ["limit", String(LIMIT)],
            ["cursor", page.next_cursor],
          ]);
          url = next.href;
        }
        if (pages % PUBLISH_EVERY === 0) {
          // New gigs anywhere in the order, and drafts made public: neither may shift the walk.
          const fresh = Array.from({ length: 5 }, (_, i) =>
            makeGig(r, SIZE + published + i, now.toISOString().slice(0, 10), now),
          ).map((gig) => ({ ...gig, published: 1 as const, published_at: now.toISOString() }));
          await t.db.insertInto("gigs").values(fresh).execute();
          const shown = drafts.splice(0, 5);
          if (shown.length)
            await t.db.updateTable("gigs").set({ published: 1 }).where("id", "in", shown).execute();
          published += fresh.length + shown.length;
        }
      }
      const walked = performance.now();

      const missing = [...atStart].filter((id) => !seen.has(id));
      expect({ missing: missing.length, repeats, outOfOrder }).toEqual({
        missing: 0,
        repeats: 0,
        outOfOrder: 0,
      });
      expect(pages).toBeGreaterThanOrEqual(Math.ceil(atStart.size / LIMIT));
      expect(published).toBeGreaterThan(0);
      if (process.env.GIG_WALK_REPORT)
        console.info(
          `gig walk (${process.env.TEST_ENGINE}): ${SIZE} gigs seeded in ${((seeded - started) / 1000).toFixed(1)} s, ` +
            `${pages} pages walked in ${((walked - seeded) / 1000).toFixed(1)} s, ${published} published meanwhile`,
        );
    },
  );
});
