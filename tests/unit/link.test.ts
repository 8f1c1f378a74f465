import { createRequire } from "node:module";
import type { FormProps, LinkProps, NavLinkProps } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { Form, Link, NavLink } from "~/components/plain-link";

// The app's Link, NavLink and Form (decision 022) write a plain path without the router on the
// server; they must write what Remix's own would, which is React Router's with Remix's
// data-discover attribute.
const require = createRequire(import.meta.url);
// React Router as Remix loads it: the same instance, so the router's context reaches its Link.
const routerRequire = createRequire(require.resolve("@remix-run/react"));
type AnyComponent = React.ComponentType<Record<string, unknown>>;
const {
  Form: RouterForm,
  Link: RouterLink,
  NavLink: RouterNavLink,
} = routerRequire("react-router-dom") as Record<"Form" | "Link" | "NavLink", AnyComponent>;
// Typed here: react-router-dom is Remix's dependency, not the project's.
type StaticContext = object;
const { StaticRouter, StaticRouterProvider, createStaticHandler, createStaticRouter } =
  routerRequire("react-router-dom/server") as {
    StaticRouter: React.ComponentType<{ location: string; children?: React.ReactNode }>;
    StaticRouterProvider: React.ComponentType<{
      router: unknown;
      context: StaticContext;
      hydrate: boolean;
    }>;
    createStaticHandler: (routes: object[]) => {
      dataRoutes: object[];
      query: (request: Request) => Promise<StaticContext | Response>;
    };
    createStaticRouter: (routes: object[], context: StaticContext) => unknown;
  };

const isAbsolute = (to: unknown) =>
  typeof to === "string" && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

// What Remix writes: React Router's Link, given Remix's data-discover attribute.
function reference(props: LinkProps) {
  const { to, prefetch: _prefetch, discover = "render", ...rest } = props;
  const discoverAttr =
    discover === "render" && !isAbsolute(to) && !props.reloadDocument ? "true" : undefined;
  return createElement(RouterLink, { ...rest, to, "data-discover": discoverAttr });
}

// The same for NavLink and Form (Remix's own adds only data-discover and, for NavLink, prefetch
// event handlers, which the server does not write).
function navReference(props: NavLinkProps) {
  const { to, prefetch: _prefetch, discover = "render", ...rest } = props;
  const discoverAttr =
    discover === "render" && !isAbsolute(to) && !props.reloadDocument ? "true" : undefined;
  return createElement(RouterNavLink, { ...rest, to, "data-discover": discoverAttr });
}
function formReference(props: FormProps) {
  const { discover = "render", ...rest } = props;
  const discoverAttr =
    discover === "render" && !isAbsolute(props.action) && !props.reloadDocument
      ? "true"
      : undefined;
  return createElement(RouterForm, { ...rest, "data-discover": discoverAttr });
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

describe("the app's Link on the server", () => {
  it.each(cases.map((props) => [JSON.stringify(props.to), props] as const))(
    "writes what the router would: %s",
    (_, props) => {
      // The router warns that it normalised a doubled slash; nothing else may warn.
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      expect(inRouter(createElement(Link, props))).toBe(inRouter(reference(props)));
      const warnings = warn.mock.calls.map((call) => call.join(" "));
      warn.mockRestore();
      const doubled = typeof props.to === "string" && /[^:]\/\//.test(props.to);
      if (doubled) expect(warnings.join("\n")).toMatch(/embedded double slashes/);
      else expect(warnings).toEqual([]);
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

/** Rendered as Remix renders a page: inside a data router (which a Form's submit needs). */
async function inDataRouter(url: string, element: React.ReactElement) {
  const routes = [{ path: "*", id: "page", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("no page context");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const navCases: NavLinkProps[] = [
  { to: "/dashboard", children: "Dashboard" },
  { to: "/dashboard", end: true, children: "Dashboard" },
  { to: "/dashboard/my-gigs" },
  { to: "/dashboard/my-gigs/", className: "tab" },
  { to: "/dashboard/my", children: "Not a segment" },
  { to: "/Dashboard/My-Gigs" },
  { to: "/Dashboard/My-Gigs", caseSensitive: true },
  { to: "/" },
  { to: "/", end: true },
  { to: "/gigs?q=java#top", className: "nav", id: "gigs" },
  { to: "/dashboard", "aria-current": "step", title: "Step" },
  {
    to: "/dashboard/my-gigs",
    className: ({ isActive, isPending }) => `c-${isActive}-${isPending}`,
    style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
    children: ({ isActive }) => (isActive ? "here" : "there"),
  },
  { to: "/ä/ö", children: "Umlauts" },
  { to: "/dashboard", target: "_blank", replace: true, state: { a: 1 }, onClick: () => {} },
  // Left to the router.
  { to: "../experts" },
  { to: "/dashboard/./my-gigs" },
  { to: "/gigs", prefetch: "intent" },
  { to: "/gigs", discover: "none" },
  { to: "/gigs", reloadDocument: true },
  { to: "/dashboard", viewTransition: true },
  { to: "https://example.com/dashboard" },
];

describe("the app's NavLink on the server", () => {
  const locations = ["/dashboard/my-gigs?filter=closed", "/dashboard", "/", "/%C3%A4/%C3%B6"];
  for (const location of locations) {
    it.each(navCases.map((props) => [JSON.stringify(props.to), props] as const))(
      `writes what the router would at ${location}: %s`,
      async (_, props) => {
        const ours = await inDataRouter(location, createElement(NavLink, props));
        expect(ours).toBe(await inDataRouter(location, navReference(props)));
        const plain = (node: React.ReactElement) =>
          renderToString(createElement(StaticRouter, { location }, node));
        expect(plain(createElement(NavLink, props))).toBe(plain(navReference(props)));
      },
    );
  }

  it("marks the page it is on, and leaves a relative path to the router", async () => {
    const html = await inDataRouter(
      "/dashboard/my-gigs",
      createElement(NavLink, { to: "/dashboard" }),
    );
    expect(html).toBe(
      '<a data-discover="true" aria-current="page" class="active" href="/dashboard"></a>',
    );
    expect(() => renderToString(createElement(NavLink, { to: "../gigs" }))).toThrow();
  });
});

const formCases: FormProps[] = [
  { method: "post", action: "/language", className: "language-switcher", "aria-label": "Kieli" },
  { method: "POST", action: "/sign-out" },
  { action: "/gigs", role: "search", id: "search" },
  { method: "get", action: "/gigs?view=list" },
  { method: "post", action: "/x", reloadDocument: true, encType: "multipart/form-data" },
  { method: "post", action: "/x", discover: "none", replace: true, navigate: false },
  { method: "put", action: "/x", preventScrollReset: true, onSubmit: () => {} },
  // Left to the router.
  { method: "post" },
  { method: "post", action: "." },
  { method: "post", action: "../edit" },
  { method: "post", action: "https://example.com/x" },
];

describe("the app's Form on the server", () => {
  it.each(formCases.map((props) => [JSON.stringify(props.action), props] as const))(
    "writes what the router would: %s",
    async (_, props) => {
      const url = "/dashboard/my-gigs?filter=closed";
      expect(await inDataRouter(url, createElement(Form, props))).toBe(
        await inDataRouter(url, formReference(props)),
      );
    },
  );

  it("writes a form to a plain path without the router's submit", () => {
    // Outside a data router React Router's useSubmit throws: that shows which forms skipped it.
    const plain = (node: React.ReactElement) =>
      renderToString(createElement(StaticRouter, { location: "/gigs" }, node));
    expect(plain(createElement(Form, { method: "post", action: "/language" }))).toBe(
      '<form method="post" action="/language" data-discover="true"></form>',
    );
    expect(() => plain(createElement(Form, { method: "post" }))).toThrow();
    expect(() => plain(formReference({ method: "post", action: "/language" }))).toThrow();
  });
});
