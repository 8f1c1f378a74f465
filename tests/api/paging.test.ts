// Cursor paging of every API list and the strict reading of every GET call's query (issue 38,
// decision 053), over HTTP against the production build with the demo data.
import { beforeAll, describe, expect, it } from "vitest";
import { call, expectError, signIn, withApiServer } from "./lib";

const api = withApiServer();

let company: string;
let freelancer: string;
let gigId: number;

type Page = {
  items: Array<{ id: number | string }>;
  next_cursor: string | null;
  total: number;
  total_is_estimate: boolean;
};

beforeAll(async () => {
  company = (await signIn("company@example.com")).jwt;
  freelancer = (await signIn("freelancer@example.com")).jwt;
  gigId = (await call("/api/gigs?limit=1")).json.items[0].id;
  // Questions on the gig, so that its list has more than one page at limit=1.
  const now = Date.now();
  await api.db
    .insertInto("gig_questions")
    .values(
      [1, 2, 3].map((n) => ({
        gig_id: gigId,
        company_id: null,
        user_id: null,
        text: `A question of the paging test, number ${n}?`,
        answer: `Answer ${n}`,
        answered_at: new Date(now - n * 60_000).toISOString(),
        asked_at: new Date(now - n * 120_000).toISOString(),
        updated_at: new Date(now).toISOString(),
      })),
    )
    .execute();
});

/**
 * Every page of a list by following the Link header from `path`, checking the envelope on the
 * way: a next page is announced by both `next_cursor` and Link, the last one by neither.
 */
async function walk(path: string, token?: string) {
  const pages: Page[] = [];
  let url: string | null = path;
  while (url) {
    const reply = await call(url, { token });
    expect(reply.status, url).toBe(200);
    const page = reply.json as Page;
    expect(Object.keys(page)).toEqual(
      expect.arrayContaining(["items", "next_cursor", "total", "total_is_estimate"]),
    );
    pages.push(page);
    const link = reply.headers.get("Link");
    if (page.next_cursor === null) {
      expect(link).toBeNull();
      url = null;
    } else {
      const next = new URL(/^<([^>]+)>; rel="next"$/.exec(link ?? "")![1]!);
      expect(next.searchParams.get("cursor")).toBe(page.next_cursor);
      expect(next.pathname).toBe(path.split("?")[0]);
      url = next.pathname + next.search;
    }
    if (pages.length > 200) throw new Error(`${path} does not end`);
  }
  return { pages, items: pages.flatMap((p) => p.items) };
}

const LISTS = () => [
  { path: "/api/gigs", token: undefined },
  { path: "/api/my-gigs", token: company },
  { path: "/api/experts", token: company },
  { path: "/api/users", token: company },
  { path: "/api/invites", token: company },
  { path: `/api/gigs/${gigId}/candidates`, token: company },
  { path: `/api/gigs/${gigId}/questions`, token: freelancer },
];

describe("cursor paging", () => {
  it("walks every list to its end once, each page announcing the next", async () => {
    for (const { path, token } of LISTS()) {
      const whole = await call(`${path}?limit=100`, { token });
      expect(whole.status, path).toBe(200);
      const { pages, items } = await walk(`${path}?limit=2`, token);
      const seen = items.map((item) => item.id);
      expect(new Set(seen).size, path).toBe(seen.length);
      expect(items, path).toEqual(whole.json.items);
      expect(pages.at(-1)!.total, path).toBe(seen.length);
      // No page after the last: a list of n rows is ceil(n / 2) pages, none of them empty.
      expect(pages.length, path).toBe(Math.max(1, Math.ceil(seen.length / 2)));
    }
    // The demo data gives these more than one page at limit=2.
    expect((await walk("/api/gigs?limit=2")).pages.length).toBeGreaterThan(10);
    expect((await walk(`/api/gigs/${gigId}/questions?limit=1`, freelancer)).pages).toHaveLength(3);
  });

  it("keeps the filters and the sort in the next page's address", async () => {
    const { items } = await walk("/api/gigs?status=closed&sort=newest&mode=remote&limit=3");
    const whole = await call("/api/gigs?status=closed&sort=newest&mode=remote&limit=100");
    expect(items).toEqual(whole.json.items);
    expect(items.every((g) => (g as unknown as { onsite: string }).onsite === "remote")).toBe(true);
  });

  it("answers 20 by default and refuses a limit outside 1-100 naming it", async () => {
    const first = await call("/api/gigs");
    expect(first.json.items).toHaveLength(20);
    expect((await call("/api/gigs?limit=1")).json.items).toHaveLength(1);
    expect((await call("/api/gigs?limit=100")).status).toBe(200);
    for (const limit of ["0", "101", "-1", "1.5", "abc", "", "1e2", "0x10", " 5", "100000"]) {
      for (const { path, token } of LISTS()) {
        const reply = await call(`${path}?limit=${encodeURIComponent(limit)}`, { token });
        expectError(reply, 400, "invalid-query");
        expect(Object.keys(reply.json.error.details), `${path} limit=${limit}`).toEqual(["limit"]);
      }
    }
  });

  it("refuses a malformed, edited or another list's cursor with 400 naming it", async () => {
    const experts = (await call("/api/experts?limit=1", { token: company })).json.next_cursor;
    const gigs = (await call("/api/gigs?limit=1")).json.next_cursor;
    const newest = (await call("/api/gigs?limit=1&sort=newest")).json.next_cursor;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const forged = [
      "!!!",
      "%00",
      "a".repeat(3000),
      encode("text"),
      encode([1, "gigs", "deadline-asc", "2026-01-01", "1; drop table gigs"]),
      encode([1, "gigs", "sideways", "2026-01-01", 1]),
      encode([2, "gigs", "deadline-asc", "2026-01-01", 1]),
      encode([1, "gigs", "deadline-asc", { $gt: "" }, 1]),
      Buffer.from("not json at all").toString("base64url"),
      experts,
      gigs.slice(0, -3),
    ];
    for (const cursor of forged) {
      const reply = await call(`/api/gigs?cursor=${encodeURIComponent(cursor)}`);
      expectError(reply, 400, "invalid-query");
      expect(Object.keys(reply.json.error.details), cursor).toEqual(["cursor"]);
    }
    // A cursor walks the order it was made in.
    expectError(await call(`/api/gigs?cursor=${newest}`), 400, "invalid-query");
    expectError(
      await call(`/api/experts?cursor=${gigs}`, { token: company }),
      400,
      "invalid-query",
    );
    for (const { path, token } of LISTS()) {
      const reply = await call(`${path}?cursor=${encodeURIComponent("@@")}`, { token });
      expectError(reply, 400, "invalid-query");
    }
  });

  it("answers the ranked match lists in the same envelope, one page", async () => {
    const expert = (await call("/api/experts?limit=1", { token: company })).json.items[0].id;
    for (const path of [`/api/gigs/${gigId}/matches`, `/api/experts/${expert}/matches`]) {
      const reply = await call(path, { token: company });
      expect(reply.status, path).toBe(200);
      expect(reply.json).toMatchObject({
        next_cursor: null,
        total: reply.json.items.length,
        total_is_estimate: false,
      });
      expect(reply.headers.get("Link")).toBeNull();
    }
  });
});

describe("strict query parameters", () => {
  async function refused(path: string, parameter: string, token?: string) {
    const reply = await call(path, { token });
    expectError(reply, 400, "invalid-query");
    expect(Object.keys(reply.json.error.details), path).toEqual([parameter]);
    expect(reply.json.error.details[parameter][0]).toEqual(expect.any(String));
    return reply;
  }

  it("refuses unknown, indexed, bracketed, comma-separated and repeated single parameters", async () => {
    await refused("/api/gigs?bogus=1", "bogus");
    await refused("/api/gigs?page=2", "page");
    await refused("/api/gigs?page_size=5", "page_size");
    await refused("/api/gigs?mode[0]=remote", "mode");
    await refused("/api/gigs?mode[]=remote", "mode");
    await refused("/api/gigs?mode%5B%5D=remote", "mode");
    await refused("/api/gigs?mode=remote,hybrid", "mode");
    await refused("/api/gigs?skill=Java,Python", "skill");
    await refused("/api/gigs?mode=sideways", "mode");
    await refused("/api/gigs?status=bogus", "status");
    await refused("/api/gigs?status=open&status=closed", "status");
    await refused("/api/gigs?sort=", "sort");
    await refused(`/api/gigs?q=${"x".repeat(101)}`, "q");
    await refused("/api/gigs?location=", "location");
    await refused("/api/my-gigs?filter=later", "filter", company);
    await refused("/api/gigs?__proto__[x]=1", "__proto__");
    await refused("/api/gigs?constructor=1", "constructor");
    await refused("/api/gigs/1?__proto__=1", "__proto__");
    // Several wrongs: each named.
    const reply = await call("/api/gigs?bogus=1&limit=0&mode[]=x");
    expect(Object.keys(reply.json.error.details).sort()).toEqual(["bogus", "mode"]);
    const fi = await call("/api/gigs?bogus=1", { headers: { "Accept-Language": "fi" } });
    expect(fi.json.error.details.bogus[0]).toMatch(/parametria/);
  });

  it("takes arrays as repeated names, at most 20 values", async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `skill=S${i}`).join("&");
    expect((await call(`/api/gigs?${twenty}`)).status).toBe(200);
    expect((await call("/api/gigs?mode=remote&mode=hybrid&mode=remote")).status).toBe(200);
    await refused(`/api/gigs?${twenty}&skill=S20`, "skill");
    const hundred = Array.from({ length: 100 }, () => "mode=remote").join("&");
    await refused(`/api/gigs?${hundred}`, "mode");
  });

  it("refuses any parameter on every GET call that takes none", async () => {
    const doc = (await call("/api/openapi.json")).json as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const expert = (await call("/api/experts?limit=1", { token: company })).json.items[0].id;
    const problems: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      // The provider round trip's query is the provider's (decision 053).
      if (!item.get || /\/(connect|auth)\//.test(path)) continue;
      const url = path
        .replace("{id}", path.startsWith("/api/experts") ? expert : String(gigId))
        .replace(/\{\w+\}/g, "x");
      checked += 1;
      const reply = await call(`${url}?bogus=1`, { token: company });
      if (reply.status !== 400 || !reply.json?.error?.details?.bogus)
        problems.push(`GET ${path}?bogus=1 answers ${reply.status}`);
      const documented = (item.get.parameters ?? []).filter((p) => p.in === "query");
      for (const { name } of documented) {
        const bracketed = await call(`${url}?${name}[]=1`, { token: company });
        if (bracketed.status !== 400 || !bracketed.json?.error?.details?.[name])
          problems.push(`GET ${path}?${name}[]=1 answers ${bracketed.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(15);
  });
});
