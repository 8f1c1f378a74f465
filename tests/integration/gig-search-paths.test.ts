import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIG_COUNT_CAP, gigSearchTuning } from "~/domain/gig-search/counts.server";
import { searchGigs } from "~/domain/gig-search/planner.server";
import { DEFAULT_GIG_SEARCH, type GigSearch } from "~/validation/gig-search";
import { insertGeneratedGigs } from "../fixtures/generated-gigs";
import { withAppDatabase } from "../fixtures/db";

// The search takes different paths by the size of what matches (one pass on PostgreSQL,
// segment-wise with an exact or an already settled count, SQLite's driving or broad sets).
// Each is only a way to the same answer: with every path forced, the results must not differ.
const now = new Date("2026-03-10T10:00:00.000Z");
const GIGS = GIG_COUNT_CAP + 200;

const SEARCHES: Array<Partial<GigSearch>> = [
  {},
  { sort: "newest" },
  { status: "open" },
  { status: "closed", sort: "newest", page: 3 },
  { q: "team" },
  { q: "team", page: 50 },
  { q: "team", status: "closed", page: 7 },
  { q: "developer", status: "all", page: 2 },
  { q: "java", skill: ["Kotlin"] },
  { q: "helsinki", location: ["Helsinki"], page: 2 },
  { skill: ["Python"], sort: "newest" },
  { mode: ["remote"], language: ["Finnish"] },
  { q: "ohjelmisto", mode: ["hybrid", "onsite"] },
  { q: "c++", status: "open", page: 2 },
  { location: ["Oslo"], page: 40 },
  { q: "no such gig anywhere" },
];

const PATHS = {
  "one pass (PostgreSQL), small sets drive (SQLite)": { onePassMax: 1500, drivingSetMax: 5000 },
  "segment-wise, exact counts": { onePassMax: 0, drivingSetMax: 5000 },
  "segment-wise, count settled beyond the cap": { onePassMax: GIG_COUNT_CAP, drivingSetMax: 5000 },
  "segment-wise, large sets walked": { onePassMax: 0, drivingSetMax: 0 },
};
const DEFAULTS = { ...gigSearchTuning };

const t = withAppDatabase();
beforeAll(async () => {
  await insertGeneratedGigs(t.db, GIGS, 42, now);
});
afterAll(async () => {
  Object.assign(gigSearchTuning, DEFAULTS);
});

async function answers(tuning: typeof DEFAULTS) {
  Object.assign(gigSearchTuning, tuning);
  const out = [];
  for (const query of SEARCHES) {
    const result = await searchGigs({ ...DEFAULT_GIG_SEARCH, ...query }, { now });
    const { total, capped, page, pages } = result;
    out.push({ query, total, capped, page, pages, ids: result.items.map((g) => g.id) });
  }
  return out;
}

describe(`gig search paths (${process.env.TEST_ENGINE})`, () => {
  it("gives the same answers whichever path a search takes", async () => {
    const [first, ...others] = Object.values(PATHS);
    const expected = await answers(first!);
    // The searches reach every kind of answer: capped, counted, empty, a clamped page.
    expect(expected.some((a) => a.capped && a.ids.length === 20)).toBe(true);
    expect(expected.some((a) => !a.capped && a.total > 20 && a.total < GIG_COUNT_CAP)).toBe(true);
    expect(expected.some((a) => a.total === 0)).toBe(true);
    expect(expected.some((a) => a.page < (a.query.page ?? 1) && a.ids.length > 0)).toBe(true);
    for (const tuning of others) expect(await answers(tuning)).toEqual(expected);
  });
});
