import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetBroadSearches, GIG_COUNT_CAP } from "~/domain/gig-search/counts.server";
import { MAX_BITMAP_ID, phraseMatches } from "~/domain/gig-search/matches.server";
import { searchGigs } from "~/domain/gig-search/planner.server";
import { DEFAULT_GIG_SEARCH, type GigSearch } from "~/validation/gig-search";
import { helsinkiDate } from "~/utils/dates";
import { makeGig, random } from "../../scripts/bench/bench-gigs";
import { insertGeneratedGigs } from "../fixtures/generated-gigs";
import { withAppDatabase } from "../fixtures/db";

// A phrase matching more gigs than the list counts is settled for a minute; on SQLite its pages
// are then tested against the phrase's kept matches (app/domain/gig-search/matches.server.ts). Its answers must be
// the search's own, and what changes in the gigs table must show at once.
const now = new Date("2026-03-10T10:00:00.000Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

const SEARCHES: Array<Partial<GigSearch>> = [
  { q: "team", sort: "newest" },
  { q: "team", sort: "newest", page: 50 },
  { q: "team" },
  { q: "team", page: 30 },
  { q: "team", status: "closed", page: 4 },
  { q: "team", mode: ["remote"], sort: "newest", page: 2 },
  { q: "team developer", skill: ["Python"] },
];

const t = withAppDatabase();
beforeAll(async () => {
  await insertGeneratedGigs(t.db, GIG_COUNT_CAP + 400, 7, now);
});
beforeEach(() => forgetBroadSearches());

const ids = async (query: Partial<GigSearch>, at = now) => {
  const result = await searchGigs({ ...DEFAULT_GIG_SEARCH, ...query }, { now: at });
  const { total, capped, page, pages } = result;
  return { total, capped, page, pages, ids: result.items.map((g) => g.id) };
};

describe(`a broad phrase's settled pages (${process.env.TEST_ENGINE})`, () => {
  it("answers as the search does before its count is settled", async () => {
    for (const query of SEARCHES) {
      forgetBroadSearches();
      const counted = await ids(query);
      // The first search proved "more than the cap"; the next ones are settled.
      const settled = await ids(query);
      const again = await ids(query, later(30));
      expect(settled).toEqual(counted);
      expect(again).toEqual(counted);
    }
    // The phrase is broad enough to settle, and the searches reach full pages.
    const first = await ids(SEARCHES[0]!);
    expect(first.capped).toBe(true);
    expect(first.ids).toHaveLength(20);
  });

  it("shows a gig added, and leaves out a gig taken down, at once", async () => {
    const newest = { q: "team", sort: "newest" } as const;
    await ids(newest);
    const before = await ids(newest);
    const [added] = await t.db
      .insertInto("gigs")
      .values({
        ...makeGig(random(99), 9_999, helsinkiDate(now), now),
        title: "Team lead for a new platform",
        status: "accepting-proposals",
        offer_deadline: "2026-04-30",
        published: 1,
        published_at: later(5).toISOString(),
      })
      .returning("id")
      .execute();
    const after = await ids(newest, later(10));
    expect(after.ids[0]).toBe(added!.id);
    expect(after.ids.slice(1)).toEqual(before.ids.slice(0, 19));

    await t.db.updateTable("gigs").set({ published: 0 }).where("id", "=", added!.id).execute();
    await t.db.updateTable("gigs").set({ published: 0 }).where("id", "=", before.ids[0]!).execute();
    const hidden = await ids(newest, later(15));
    expect(hidden.ids).not.toContain(added!.id);
    expect(hidden.ids).not.toContain(before.ids[0]);
    expect(hidden.ids.slice(0, 19)).toEqual(before.ids.slice(1, 20));
  });

  it("pages without a bitmap when a gig id is too large for one", async () => {
    const newest = { q: "team", sort: "newest" } as const;
    const before = await ids(newest);
    const farOut = MAX_BITMAP_ID + 5;
    await t.db
      .insertInto("gigs")
      .values({
        ...makeGig(random(98), 9_998, helsinkiDate(now), now),
        id: farOut,
        title: "Team coach for a far-out id",
        published: 1,
        published_at: later(20).toISOString(),
      })
      .execute();
    if (process.env.TEST_ENGINE !== "postgres")
      expect(await phraseMatches(t.db, '"team"*', later(25), { fresh: true })).toBeNull();
    const settled = await ids(newest, later(25));
    expect(settled.ids[0]).toBe(farOut);
    expect(settled.ids.slice(1)).toEqual(before.ids.slice(0, 19));
    const deep = { q: "team", page: 30 };
    forgetBroadSearches();
    const counted = await ids(deep, later(30));
    expect(await ids(deep, later(31))).toEqual(counted);
  });
});
