import { createRequire } from "node:module";
import type { LinkProps } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// The server loads @remix-run/react's CommonJS build, the one patches/@remix-run+react+*.patch
// changes (decision 022); an import here could resolve to the browser's ES module build.
const require = createRequire(import.meta.url);
const { Link } = require("@remix-run/react") as typeof import("@remix-run/react");
// React Router as Remix loads it: the same instance, so the router's context reaches its Link.
const routerRequire = createRequire(require.resolve("@remix-run/react"));
const { Link: RouterLink } = routerRequire("react-router-dom") as {
  Link: React.ComponentType<Record<string, unknown>>;
};
const { StaticRouter } = routerRequire("react-router-dom/server") as {
  StaticRouter: React.ComponentType<{ location: string; children?: React.ReactNode }>;
};

// What unpatched Remix writes: React Router's Link, given Remix's data-discover attribute.
function reference(props: LinkProps) {
  const { to, prefetch: _prefetch, discover = "render", ...rest } = props;
  const absolute = typeof to === "string" && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);
  const discoverAttr =
    discover === "render" && !absolute && !props.reloadDocument ? "true" : undefined;
  return createElement(RouterLink, { ...rest, to, "data-discover": discoverAttr });
}

const inRouter = (element: React.ReactElement) =>
  renderToString(
    createElement(StaticRouter, { location: "/dashboard/my-gigs?filter=closed" }, element),
  );

const cases: LinkProps[] = [
  { to: "/" },
  { to: "/gigs", children: "Gigs" },
  { to: "/dashboard/my-gigs?filter=closed&page=2", className: "button", "aria-current": "page" },
  { to: "/gigs/12/java-developer#offer", "aria-label": "Offer: Java & <Go>", children: "Offer" },
  { to: "/gigs/12/java-developer/", target: "_blank", rel: "noopener" },
  { to: "/dashboard", replace: true, state: { from: "x" }, preventScrollReset: true },
  { to: "/dashboard", viewTransition: true, relative: "path", onClick: () => {} },
  { to: "/sign-in", prefetch: "none", discover: "render", id: "sign-in", title: "Sign in" },
  { to: "/ä/ö?q=c%23+d", children: ["a", "b"] },
  // Left to the router: relative or odd paths, other origins, prefetching, reloads.
  { to: "../experts" },
  { to: "experts?page=2" },
  { to: "/gigs/../posts" },
  { to: "/gigs/./12" },
  { to: "//example.com/x" },
  { to: "/gigs//12" },
  { to: "/gigs?" },
  { to: "/gigs#" },
  { to: "/gigs?#top" },
  { to: "https://example.com/gigs" },
  { to: "mailto:hello@example.com" },
  { to: { pathname: "/gigs", search: "?q=java" } },
  { to: "/gigs", discover: "none" },
  { to: "/gigs", reloadDocument: true },
  { to: "" },
  { to: "?page=3" },
];

describe("Remix's Link on the server", () => {
  it.each(cases.map((props) => [JSON.stringify(props.to), props] as const))(
    "writes what the router would: %s",
    (_, props) => {
      expect(inRouter(createElement(Link, props))).toBe(inRouter(reference(props)));
    },
  );

  it("writes a plain path without the router, and leaves the rest to it", () => {
    // Outside a router the router's hooks throw: that shows which links skipped them.
    expect(renderToString(createElement(Link, { to: "/gigs?page=2", className: "x" }))).toBe(
      '<a class="x" data-discover="true" href="/gigs?page=2"></a>',
    );
    for (const props of [
      { to: "../gigs" },
      { to: "/gigs", prefetch: "intent" as const },
      { to: "/gigs", reloadDocument: true },
      { to: "https://example.com/" },
    ])
      expect(() => renderToString(createElement(Link, props))).toThrow();
  });
});
