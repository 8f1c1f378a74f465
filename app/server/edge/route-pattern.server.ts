// The route pattern of a request URL (`/gigs/:id/:slug`), for the metrics' labels and the access
// log: a bounded set of values, never the ids a raw path carries. Matched the way Remix matches
// (`matchRoutes` from @remix-run/router, which decision 016's cache makes cheap), at the edge,
// so answers that never reach Remix (the page cache, assets, the edge's refusals) get one too.
import fs from "node:fs";
import path from "node:path";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

type BuildRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** Paths no route claims, and the site's catch-all 404 route, share one label. */
export const UNMATCHED = "unmatched";
/** The build's hashed scripts and stylesheets. */
export const BUILD_ASSETS = "/build/*";
/** The other files in public/ (icons, the web manifest). */
export const PUBLIC_FILE = "public-file";

function routeTree(routes: Record<string, BuildRoute | undefined>): AgnosticRouteObject[] {
  const children = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route): route is BuildRoute => route !== undefined && route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: children(route.id),
            },
      );
  return children(undefined);
}

function publicFiles(assetsBuildDirectory: string): Set<string> {
  try {
    return new Set(fs.readdirSync(path.dirname(assetsBuildDirectory)).map((name) => `/${name}`));
  } catch {
    return new Set();
  }
}

function decodable(pathname: string) {
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Remix's single-fetch data URL of a page (`/gigs.data`, `/_root.data` for `/`). */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function createRoutePatterns(build: {
  routes: Record<string, BuildRoute | undefined>;
  publicPath: string;
  assetsBuildDirectory: string;
}): (url: string | undefined) => string {
  const tree = routeTree(build.routes);
  const files = publicFiles(build.assetsBuildDirectory);
  return (url) => {
    const pathname = (url ?? "/").split("?")[0]!;
    if (pathname.startsWith(build.publicPath)) return BUILD_ASSETS;
    if (files.has(pathname)) return PUBLIC_FILE;
    // A path Remix cannot decode either (`/%E0`): it answers 400 without matching. Checked here
    // first, since matchRoutes would print a plain-text warning for it beside the JSON log.
    if (!decodable(pathname)) return UNMATCHED;
    const matches = matchRoutes(tree, pagePath(pathname));
    if (!matches) return UNMATCHED;
    const pattern =
      "/" +
      matches
        .map((match) => match.route.path ?? "")
        .filter(Boolean)
        .join("/")
        .replace(/\/+/g, "/");
    return pattern === "/*" ? UNMATCHED : pattern;
  };
}
