// The route list as the production build knows it: the browser manifest that `remix build` writes
// to public/build. Reading it (rather than the route files) means the suites see exactly the
// routes that `remix-serve` will answer, including what each one exports.
import fs from "node:fs";
import path from "node:path";

export type BuiltRoute = {
  id: string;
  /** Full URL pattern, e.g. `/dashboard/experts/:expertId/edit`. */
  pattern: string;
  index: boolean;
  hasLoader: boolean;
  hasAction: boolean;
};

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader: boolean;
  hasAction: boolean;
};

const BUILD_DIR = path.resolve(import.meta.dirname, "../../../public/build");

function newestManifest(): string {
  const files = fs
    .readdirSync(BUILD_DIR)
    .filter((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
    .map((name) => path.join(BUILD_DIR, name));
  const [newest] = files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!newest) throw new Error("no route manifest in public/build: run `npm run build`");
  return newest;
}

export function builtRoutes(): BuiltRoute[] {
  const source = fs.readFileSync(newestManifest(), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  const routes = (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
  const patternOf = (route: ManifestRoute): string => {
    const parentRoute = route.parentId ? routes[route.parentId] : undefined;
    const parent = parentRoute ? patternOf(parentRoute) : "";
    const own = route.path ? `/${route.path}` : "";
    return `${parent}${own}`.replace(/\/+/g, "/");
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => ({
      id: route.id,
      pattern: patternOf(route) || "/",
      index: route.index === true,
      hasLoader: route.hasLoader,
      hasAction: route.hasAction,
    }));
}
