import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewGig } from "~/db/schema";
import {
  forgetBroadSearches,
  GIG_COUNT_CAP,
  gigSearchTuning,
} from "~/domain/gig-search/counts.server";
import { clearGigSearchOptions, gigSearchOptions } from "~/domain/gig-search/options.server";
import { searchTokens } from "~/domain/gig-search/phrase.server";
import { searchGigCards, searchGigs } from "~/domain/gig-search/planner.server";
import { CARD_SKILLS } from "~/domain/gig-view.server";
import { getGig, latestGigs, listGigs } from "~/domain/gigs.server";
import {
  DEFAULT_GIG_SEARCH,
  gigSearchParams,
  parseGigSearch,
  type GigSearch,
} from "~/validation/gig-search-params";
import { withAppDatabase } from "../fixtures/db";
import { defined } from "../fixtures/defined";

// Noon in Helsinki on 10 March 2026; deadlines below are relative to that day.
const now = new Date("2026-03-10T10:00:00.000Z");
const day = (offset: number) => {
  const d = new Date("2026-03-10T00:00:00.000Z");
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const publishedDaysAgo = (days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString();

type Seed = Partial<NewGig> & { title: string; skills?: string[]; nice?: string[] };

function gig({ title, skills = [], nice = [], ...rest }: Seed): NewGig {
  const published = rest.published_at ?? publishedDaysAgo(7);
  return {
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    title,
    description: "A customer project.",
    duration: "6 months",
    required_skills: JSON.stringify(skills),
    nice_to_have_skills: JSON.stringify(nice),
    locations: JSON.stringify(["Helsinki"]),
    onsite: "hybrid",
    rate_min: 80,
    rate_max: 100,
    start_date: day(30),
    customer_offer_deadline: day(20),
    offer_deadline: day(14),
    language: "English",
    allocation: 100,
    status: "accepting-proposals",
    contact_name: "Laura Virtanen",
    contact_email: "laura@example.com",
    contact_phone: "+358 40 1",
    created_at: published,
    updated_at: published,
    ...rest,
    published_at: published,
  };
}

// Open: java (+5), react (+1), data (closes today). Closed: cloud (waiting, deadline ahead),
// palvelu (accepting but deadline passed yesterday), embedded (offer in progress, -3).
const SEEDS: Record<string, Seed> = {
  java: {
    title: "Senior Java developer for a logistics platform",
    skills: ["Java 17+", "Spring Boot"],
    nice: ["Kafka"],
    locations: JSON.stringify(["Helsinki"]),
    offer_deadline: day(5),
    published_at: publishedDaysAgo(10),
  },
  react: {
    title: "React and TypeScript developer for a public sector service",
    skills: ["React", "TypeScript"],
    locations: JSON.stringify(["Tampere", "Remote"]),
    onsite: "remote",
    language: "Finnish",
    offer_deadline: day(1),
    published_at: publishedDaysAgo(3),
  },
  embedded: {
    title: "Embedded C++ developer for industrial gateways",
    skills: ["C++17", "Embedded Linux"],
    locations: JSON.stringify(["Oulu"]),
    onsite: "onsite",
    status: "offer-in-progress",
    offer_deadline: day(-3),
    published_at: publishedDaysAgo(20),
  },
  palvelu: {
    title: "Palvelumuotoilija julkiselle sektorille",
    skills: ["Service design"],
    locations: JSON.stringify(["Jyväskylä"]),
    language: "Finnish",
    offer_deadline: day(-1),
    published_at: publishedDaysAgo(15),
  },
  cloud: {
    title: "Cloud architect for a landing zone",
    description: "You will build Kubernetes clusters on Azure.",
    skills: ["Microsoft Azure", "Terraform"],
    locations: JSON.stringify(["Espoo"]),
    onsite: "remote",
    language: "Swedish",
    status: "waiting",
    offer_deadline: day(10),
    published_at: publishedDaysAgo(1),
  },
  data: {
    title: "Data engineer for an energy company",
    description: "The platform runs on Snowflake.",
    skills: ["Python", "SQL"],
    locations: JSON.stringify(["Helsinki"]),
    offer_deadline: day(0),
    published_at: publishedDaysAgo(5),
  },
};
type Key = keyof typeof SEEDS;

const t = withAppDatabase();
const ids = {} as Record<Key, number>;
const keyOf = (id: number) => (Object.keys(ids) as Key[]).find((k) => ids[k] === id);

beforeAll(async () => {
  for (const [key, seed] of Object.entries(SEEDS)) {
    const { id } = await t.db
      .insertInto("gigs")
      .values(gig(seed))
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[key] = id;
  }
});

async function find(query: Partial<GigSearch>, pageSize = 20) {
  const result = await searchGigs({ ...DEFAULT_GIG_SEARCH, ...query }, { now, pageSize });
  return { ...result, keys: result.items.map((g) => keyOf(g.id)) };
}
const keys = async (query: Partial<GigSearch>) => (await find(query)).keys;
const sorted = async (query: Partial<GigSearch>) => (await keys(query)).sort();

// SQLite chooses how to meet the id sets by their size; with a handful of gigs every set is
// "small", so each read-only case also runs with the threshold at 0 (the "broad" path).
describe.each([
  ["small sets drive", 5000],
  ["large sets are walked", 0],
])(`gig search (${process.env.TEST_ENGINE}, %s)`, (_, drivingSetMax) => {
  beforeEach(() => {
    gigSearchTuning.drivingSetMax = drivingSetMax;
  });
  afterAll(() => {
    gigSearchTuning.drivingSetMax = 5000;
  });

  it("finds a phrase in the title, the skills, the locations and the description", async () => {
    expect(await keys({ q: "logistics" })).toEqual(["java"]);
    expect(await keys({ q: "kafka" })).toEqual(["java"]); // nice-to-have skill
    expect(await keys({ q: "spring boot" })).toEqual(["java"]);
    expect(await keys({ q: "oulu" })).toEqual(["embedded"]);
    expect(await keys({ q: "Snowflake" })).toEqual(["data"]);
    expect(await keys({ q: "developer tampere" })).toEqual(["react"]);
    expect(await keys({ q: "no such words" })).toEqual([]);
  });

  it("matches the words being typed as prefixes, Finnish letters included", async () => {
    expect(await keys({ q: "kub" })).toEqual(["cloud"]);
    expect(await keys({ q: "typescr" })).toEqual(["react"]);
    expect(await keys({ q: "jyväsky" })).toEqual(["palvelu"]);
    expect(await keys({ q: "PALVELUMUOTOILIJA" })).toEqual(["palvelu"]);
    expect(await keys({ q: "sen jav" })).toEqual(["java"]);
  });

  it("treats operators and punctuation as plain text", async () => {
    expect(await keys({ q: "c++" })).toEqual(["embedded"]);
    expect(await keys({ q: '"java"' })).toEqual(["java"]);
    expect(await keys({ q: "-java" })).toEqual(["java"]);
    expect(await keys({ q: "java:*" })).toEqual(["java"]);
    expect(await keys({ q: "Node.js" })).toEqual([]);
    for (const q of [
      "AND",
      "OR",
      "NOT",
      "java AND",
      "NEAR(java",
      '"',
      '"unterminated',
      "*",
      "-",
      ":",
      "'",
      "\\",
      "a & b | !c <-> d",
      "' OR 1=1 --",
      "(((",
      "^title:java",
    ]) {
      await expect(find({ q }), q).resolves.toHaveProperty("total");
    }
    // Nothing searchable left: the phrase is ignored.
    expect((await find({ q: '"*:-' })).total).toBe(6);
    expect(searchTokens('C++ "AND" kehittäjä:*')).toEqual(["c", "and", "kehittäjä"]);
  });

  it("filters by work mode, language, location and skill", async () => {
    expect(await sorted({ mode: ["remote"] })).toEqual(["cloud", "react"]);
    expect(await sorted({ mode: ["remote", "onsite"] })).toEqual(["cloud", "embedded", "react"]);
    expect(await sorted({ language: ["Finnish"] })).toEqual(["palvelu", "react"]);
    expect(await sorted({ location: ["Helsinki"] })).toEqual(["data", "java"]);
    expect(await sorted({ location: ["Remote"] })).toEqual(["react"]);
    expect(await sorted({ skill: ["Python"] })).toEqual(["data"]);
    expect(await sorted({ skill: ["Kafka"] })).toEqual(["java"]); // nice-to-have counts
    // A skill filter is the exact value, not a word in it.
    expect(await sorted({ skill: ["Java"] })).toEqual([]);
    expect(await sorted({ skill: ["Java 17+", "React"] })).toEqual(["java", "react"]);
    expect(await sorted({ q: "developer", mode: ["hybrid"], location: ["Helsinki"] })).toEqual([
      "java",
    ]);
  });

  it("splits open (accepts offers, Helsinki date) from closed", async () => {
    expect(await keys({ status: "open" })).toEqual(["data", "react", "java"]);
    expect(await keys({ status: "closed" })).toEqual(["cloud", "palvelu", "embedded"]);
    const [data] = (await find({ status: "open" })).items;
    expect(data).toMatchObject({ isOpen: true, daysLeft: 0 });
    // At 23:30 UTC it is already the next day in Helsinki: "data" has closed.
    const late = await searchGigs(
      { ...DEFAULT_GIG_SEARCH, status: "open" },
      { now: new Date("2026-03-10T23:30:00.000Z") },
    );
    expect(late.items.map((g) => keyOf(g.id))).toEqual(["react", "java"]);
  });

  it("lists closed gigs newest first with and without gigs closed before their deadline", async () => {
    // "cloud" no longer takes offers although its deadline is ahead (the only such gig).
    expect(await keys({ status: "closed", sort: "newest" })).toEqual([
      "cloud",
      "palvelu",
      "embedded",
    ]);
    const cloud = defined(ids.cloud, "the cloud gig");
    await t.db
      .updateTable("gigs")
      .set({ status: "accepting-proposals" })
      .where("id", "=", cloud)
      .execute();
    try {
      expect(await keys({ status: "closed", sort: "newest" })).toEqual(["palvelu", "embedded"]);
      expect(await keys({ status: "closed", sort: "newest", q: "julkiselle" })).toEqual([
        "palvelu",
      ]);
      expect(await keys({ status: "closed" })).toEqual(["palvelu", "embedded"]);
      expect(await keys({ status: "open", sort: "newest" })).toEqual([
        "cloud",
        "react",
        "data",
        "java",
      ]);
    } finally {
      await t.db.updateTable("gigs").set({ status: "waiting" }).where("id", "=", cloud).execute();
    }
  });

  it("sorts by deadline (open soonest first, then closed latest first) or newest", async () => {
    expect(await keys({})).toEqual(["data", "react", "java", "cloud", "palvelu", "embedded"]);
    expect(await keys({ sort: "newest" })).toEqual([
      "cloud",
      "react",
      "data",
      "java",
      "palvelu",
      "embedded",
    ]);
    expect(await keys({ sort: "newest", status: "closed" })).toEqual([
      "cloud",
      "palvelu",
      "embedded",
    ]);
  });

  it("pages with totals, across the open/closed boundary, and clamps the page", async () => {
    const second = await find({ page: 2 }, 4);
    expect(second).toMatchObject({ total: 6, page: 2, pages: 2, pageSize: 4 });
    expect(second.keys).toEqual(["palvelu", "embedded"]);
    const middle = await find({ page: 2 }, 2);
    expect(middle.keys).toEqual(["java", "cloud"]);
    expect(await find({ page: 99 }, 4)).toMatchObject({ page: 2, keys: ["palvelu", "embedded"] });
    expect(await find({ q: "nothing at all", page: 3 })).toMatchObject({
      total: 0,
      page: 1,
      pages: 1,
      items: [],
    });
    expect((await listGigs({ page: 1, pageSize: 4 })).total).toBeGreaterThanOrEqual(6);
    // The newest open gigs, open as of the test's day.
    expect((await latestGigs(2, now)).length).toBe(2);
  });

  it("answers the list's cards with the search's gigs, order and counts", async () => {
    const searches: Array<Partial<GigSearch>> = [
      {},
      { q: "developer", sort: "newest" },
      { status: "closed" },
      { page: 2 },
      { q: "nothing at all" },
    ];
    for (const partial of searches) {
      const search = { ...DEFAULT_GIG_SEARCH, ...partial };
      const full = await searchGigs(search, { now, pageSize: 3 });
      const cards = await searchGigCards(search, { now, pageSize: 3 });
      const { items, ...counts } = full;
      expect({ ...cards, items: undefined }).toEqual({ ...counts, items: undefined });
      expect(cards.items).toEqual(
        items.map((g) => ({
          id: g.id,
          slug: g.slug,
          title: g.title,
          locations: g.locations,
          onsite: g.onsite,
          rate_min: g.rate_min,
          rate_max: g.rate_max,
          isOpen: g.isOpen,
          daysLeft: g.daysLeft,
          required_skills: g.required_skills.slice(0, CARD_SKILLS),
          // The gigs here are published whole days before `now` (publishedDaysAgo above).
          publishedDaysAgo: Math.round((now.getTime() - Date.parse(g.published_at)) / 86_400_000),
        })),
      );
    }
  });

  it("derives the filter options from the gigs", async () => {
    clearGigSearchOptions();
    const options = await gigSearchOptions();
    expect(options.language).toEqual(["English", "Finnish", "Swedish"]);
    expect(options.location).toEqual([
      "Espoo",
      "Helsinki",
      "Jyväskylä",
      "Oulu",
      "Remote",
      "Tampere",
    ]);
    expect(options.skill).toContain("Kafka");
    expect(options.skill).toContain("C++17");
  });
});

describe(`gig search index upkeep (${process.env.TEST_ENGINE})`, () => {
  it("keeps the search index and the skill/location table in sync on update and delete", async () => {
    await t.db
      .updateTable("gigs")
      .set({
        title: "Kotlin developer for a retail app",
        required_skills: JSON.stringify(["Kotlin"]),
        locations: JSON.stringify(["Turku"]),
      })
      .where("id", "=", defined(ids.java, "the java gig"))
      .execute();
    expect(await keys({ q: "logistics" })).toEqual([]);
    expect(await keys({ q: "kotlin retail" })).toEqual(["java"]);
    expect(await keys({ skill: ["Kotlin"] })).toEqual(["java"]);
    expect(await keys({ skill: ["Java 17+"] })).toEqual([]);
    expect(await keys({ location: ["Turku"] })).toEqual(["java"]);
    // A status change alone leaves the search index as it was.
    await t.db
      .updateTable("gigs")
      .set({ status: "won" })
      .where("id", "=", defined(ids.java, "the java gig"))
      .execute();
    expect(await keys({ q: "kotlin", status: "closed" })).toEqual(["java"]);

    await t.db.deleteFrom("gigs").where("id", "=", defined(ids.cloud, "the cloud gig")).execute();
    expect(await keys({ q: "kubernetes" })).toEqual([]);
    expect(await keys({ location: ["Espoo"] })).toEqual([]);
    expect((await find({})).total).toBe(5);
  });

  it("hands out gigs without the search indexes' own columns", async () => {
    const item = defined((await find({})).items[0], "a listed gig");
    const page = defined(await getGig(item.id), "the gig's page");
    for (const gig of [item, page]) {
      expect(gig).not.toHaveProperty("search_vector");
      expect(gig).not.toHaveProperty("filter_terms");
    }
    expect(page).toHaveProperty("updated_at");
  });

  it("still stores a gig whose lists are not valid JSON, without terms", async () => {
    const { id } = await t.db
      .insertInto("gigs")
      .values({
        ...gig({ title: "Broken lists gig" }),
        locations: "not json",
        required_skills: "{}",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await find({ q: "broken lists" })).items.map((g) => g.id)).toEqual([id]);
    await t.db.deleteFrom("gigs").where("id", "=", id).execute();
  });
});

describe(`gig search count cap (${process.env.TEST_ENGINE})`, () => {
  beforeEach(() => forgetBroadSearches());

  it("stops counting at the cap and pages up to it", async () => {
    const many = Array.from({ length: GIG_COUNT_CAP + 5 }, (_, i) =>
      gig({ title: `Bulk tester gig ${i}`, offer_deadline: day(-10) }),
    );
    for (let i = 0; i < many.length; i += 100) {
      await t.db
        .insertInto("gigs")
        .values(many.slice(i, i + 100))
        .execute();
    }
    const first = await searchGigs({ ...DEFAULT_GIG_SEARCH, q: "bulk tester" }, { now });
    expect(first).toMatchObject({ total: GIG_COUNT_CAP, capped: true, pages: GIG_COUNT_CAP / 20 });
    const beyond = await searchGigs({ ...DEFAULT_GIG_SEARCH, q: "bulk", page: 99 }, { now });
    expect(beyond).toMatchObject({ page: GIG_COUNT_CAP / 20, capped: true });
    expect(beyond.items).toHaveLength(20);
    const narrow = await searchGigs({ ...DEFAULT_GIG_SEARCH, q: "gig 1000" }, { now });
    expect(narrow).toMatchObject({ total: 1, capped: false });

    // Seen beyond the cap, the same search reads only its page for a minute: fresh rows, the
    // count taken as still beyond the cap. Other filters and later searches count again.
    await t.db
      .deleteFrom("gigs")
      .where("title", "in", [
        "Bulk tester gig 0",
        ...Array.from({ length: 9 }, (_, i) => `Bulk tester gig ${i + 1}`),
      ])
      .execute();
    const again = await searchGigs({ ...DEFAULT_GIG_SEARCH, q: "bulk tester", page: 50 }, { now });
    expect(again).toMatchObject({ total: GIG_COUNT_CAP, capped: true, page: 50 });
    expect(again.items.map((g) => g.title)).not.toContain("Bulk tester gig 0");
    const filtered = await searchGigs(
      { ...DEFAULT_GIG_SEARCH, q: "bulk tester", status: "closed" },
      { now },
    );
    expect(filtered).toMatchObject({ total: GIG_COUNT_CAP - 5, capped: false });
    const later = new Date(now.getTime() + 61_000);
    const counted = await searchGigs({ ...DEFAULT_GIG_SEARCH, q: "bulk tester" }, { now: later });
    expect(counted).toMatchObject({ total: GIG_COUNT_CAP - 5, capped: false });
    await t.db.deleteFrom("gigs").where("title", "like", "Bulk tester gig %").execute();
  });
});

describe("gig search parameters", () => {
  it("drops what is invalid and clamps the page, never throwing", () => {
    const search = parseGigSearch(
      new URLSearchParams(
        "page=-5&mode=spaceship&mode=remote&mode=remote&status=maybe&sort=oldest&language=&q=%20java%20",
      ),
    );
    expect(search).toEqual({
      ...DEFAULT_GIG_SEARCH,
      q: "java",
      mode: ["remote"],
    });
    expect(parseGigSearch(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseGigSearch(new URLSearchParams("page=3")).page).toBe(3);
    expect(parseGigSearch(new URLSearchParams(`q=${"x".repeat(150)}`)).q).toHaveLength(100);
    const many = new URLSearchParams(Array.from({ length: 30 }, (_, i) => ["skill", `S${i}`]));
    expect(parseGigSearch(many).skill).toHaveLength(20);
    expect(parseGigSearch(new URLSearchParams("skill[0]=Java")).skill).toEqual([]);
  });

  it("writes lists as repeated parameters and leaves defaults out", () => {
    const search = parseGigSearch(new URLSearchParams("mode=remote&mode=hybrid&q=java&page=2"));
    expect(gigSearchParams(search, { page: 3 }).toString()).toBe(
      "q=java&mode=remote&mode=hybrid&page=3",
    );
    expect(gigSearchParams(DEFAULT_GIG_SEARCH).toString()).toBe("");
  });
});
