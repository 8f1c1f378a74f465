import { createRequire } from "node:module";
import type { AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The server loads the CommonJS build, the one the patch changes (the browser's ES module build
// is untouched); an import here could resolve to the other one.
const { matchPath, matchRoutes } = createRequire(import.meta.url)(
  "@remix-run/router",
) as typeof import("@remix-run/router");

// patches/@remix-run+router+*.patch caches ranked route branches per routes tree and compiled
// patterns (ADR 016). Matching must stay exactly what it was: these pin the results the cache
// could get wrong (a second routes array, repeated patterns with different URLs, params objects).
const tree = (): RouteObject[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "gigs", path: "gigs" },
      { id: "gig", path: "gigs/:id/:slug" },
      { id: "gig-offer", path: "gigs/:id/:slug/offer" },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.map((m) => m.route.id);

describe("route matching with the cached branches", () => {
  it("matches the same routes on every call, with each URL's own params", () => {
    const routes = tree();
    for (let i = 0; i < 3; i++) {
      expect(ids(routes, "/gigs/1/java")).toEqual(["root", "gig"]);
      expect(matchRoutes(routes, `/gigs/${i}/x${i}`)?.at(-1)?.params).toEqual({
        id: String(i),
        slug: `x${i}`,
      });
      expect(ids(routes, "/gigs/1/java/offer")).toEqual(["root", "gig-offer"]);
      expect(ids(routes, "/")).toEqual(["root", "home"]);
      expect(ids(routes, "/nowhere")).toEqual(["root", "splat"]);
    }
  });

  it("keeps each routes array's own branches", () => {
    const first = tree();
    const second: RouteObject[] = [{ id: "only", path: "/gigs" }];
    expect(ids(first, "/gigs")).toEqual(["root", "gigs"]);
    expect(ids(second, "/gigs")).toEqual(["only"]);
    expect(ids(second, "/gigs/1/java")).toBeUndefined();
    expect(ids(first, "/gigs/1/java")).toEqual(["root", "gig"]);
  });

  it("answers a repeated path with a fresh copy of the same matches", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/gigs/7/java")!;
    // Callers may change what they get; the next caller must not see it.
    (first[1]!.params as Record<string, string>).id = "changed";
    (first[1] as { extra?: boolean }).extra = true;
    const second = matchRoutes(routes, "/gigs/7/java")!;
    const third = matchRoutes(routes, "/gigs/7/java")!;
    expect(second.map((m) => [m.route.id, m.pathname, m.pathnameBase, m.params])).toEqual([
      ["root", "/", "/", { id: "7", slug: "java" }],
      ["gig", "/gigs/7/java", "/gigs/7/java", { id: "7", slug: "java" }],
    ]);
    expect(second[1]).not.toHaveProperty("extra");
    // As matchRouteBranch builds them: one params object per answer, shared by its matches.
    expect(second[0]!.params).toBe(second[1]!.params);
    expect(third[1]!.params).not.toBe(second[1]!.params);
    expect(third[1]!.route).toBe(second[1]!.route);
  });

  it("keeps answers per decoded path, routes array and basename, past its bound", () => {
    const routes = tree();
    const other: RouteObject[] = [{ id: "only", path: "/gigs" }];
    expect(ids(routes, "/gigs/%C3%A4/x")).toEqual(["root", "gig"]);
    expect(matchRoutes(routes, "/gigs/ä/x")?.at(-1)?.params).toEqual({ id: "ä", slug: "x" });
    expect(ids(other, "/gigs/ä/x")).toBeUndefined();
    expect(ids(other, "/gigs/ä/x")).toBeUndefined();
    expect(matchRoutes(routes, "/app/gigs", "/app")?.map((m) => m.pathname)).toEqual([
      "/",
      "/gigs",
    ]);
    expect(matchRoutes(routes, "/gigs", "/app")).toBeNull();
    for (let i = 0; i < 1_500; i++) {
      expect(matchRoutes(routes, `/gigs/${i}/s`)?.at(-1)?.params.id).toBe(String(i));
      expect(matchRoutes(routes, `/gigs/${i % 10}/s`)?.at(-1)?.params.id).toBe(String(i % 10));
    }
    expect(ids(routes, "/gigs")).toEqual(["root", "gigs"]);
    expect(ids(routes, `/${"x".repeat(600)}`)).toEqual(["root", "splat"]);
  });

  it("shares the work between arrays of the same routes, pointing at each array's own routes", () => {
    // As Remix's render does: a new array of new route objects for every request.
    const first = tree();
    const second = tree();
    for (const routes of [first, second, first, second]) {
      const matches = matchRoutes(routes, "/gigs/3/java")!;
      expect(matches.map((m) => m.route.id)).toEqual(["root", "gig"]);
      expect(matches[0]!.route).toBe(routes[0]);
      expect(matches[1]!.route).toBe(routes[0]!.children![2]);
      expect(matches[1]!.params).toEqual({ id: "3", slug: "java" });
    }
  });

  it("does not share between trees that differ in a path, an index flag or their nesting", () => {
    const renamed = tree();
    renamed[0]!.children![1]!.path = "jobs";
    expect(ids(tree(), "/gigs")).toEqual(["root", "gigs"]);
    expect(ids(renamed, "/gigs")).toEqual(["root", "splat"]);
    expect(ids(renamed, "/jobs")).toEqual(["root", "gigs"]);
    const flat: RouteObject[] = [
      { id: "root", path: "/" },
      { id: "gigs", path: "gigs" },
    ];
    expect(ids(flat, "/gigs")).toEqual(["gigs"]);
    expect(ids(tree(), "/gigs")).toEqual(["root", "gigs"]);
  });

  it("still matches routes without ids, or with an id twice, each array on its own", () => {
    const anonymous: RouteObject[] = [{ path: "/a" }, { path: "/b" }];
    expect(matchRoutes(anonymous, "/b")?.[0]?.route).toBe(anonymous[1]);
    const twice: RouteObject[] = [
      { id: "x", path: "/a" },
      { id: "x", path: "/b" },
    ];
    expect(matchRoutes(twice, "/b")?.[0]?.route).toBe(twice[1]);
    const twiceAgain: RouteObject[] = [
      { id: "x", path: "/a" },
      { id: "x", path: "/b" },
    ];
    expect(matchRoutes(twiceAgain, "/b")?.[0]?.route).toBe(twiceAgain[1]);
  });

  it("gives every match its own params object", () => {
    const a = matchPath("/posts/:slug", "/posts/one");
    const b = matchPath("/posts/:slug", "/posts/two");
    expect(a?.params).toEqual({ slug: "one" });
    expect(b?.params).toEqual({ slug: "two" });
    expect(matchPath({ path: "/Posts/:slug", caseSensitive: true }, "/posts/x")).toBeNull();
    expect(matchPath({ path: "/Posts/:slug", caseSensitive: false }, "/posts/x")?.params).toEqual({
      slug: "x",
    });
  });
});
