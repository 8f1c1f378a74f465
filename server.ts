// The server build's entry (remix.config.js `server`). remix-serve imports this module as the
// build; we re-export the generated build with every route's loader and action wrapped, which
// gives one place for the checks Remix v2 has no middleware for.
import * as build from "@remix-run/dev/server-build";
import { replaceRemixCsrfCheck } from "~/server/edge/replace-remix-csrf-check.server";
import { guardRoutes } from "~/server/edge/request-guards.server";
import { setBuildMeta } from "~/deploy/build-info.server";
import { startup } from "~/server/edge/startup.server";
import { installHttpEdge } from "~/server/edge/http-edge.server";
import { setFormActionSources } from "~/server/edge/security-headers.server";
import { providerFormActionSources } from "~/auth/providers.server";

await startup();
// remix-serve creates its HTTP server only after importing this module; the edge (timeouts,
// client address, refused methods and bodies, security headers on every response) hooks into
// that server here because remix-serve offers no other way in.
installHttpEdge(build);
replaceRemixCsrfCheck();
setFormActionSources(providerFormActionSources);
setBuildMeta(build);

export const mode = build.mode;
export const entry = build.entry;
export const assets = build.assets;
export const basename = build.basename;
export const publicPath = build.publicPath;
export const assetsBuildDirectory = build.assetsBuildDirectory;
export const future = build.future;
export const isSpaMode = build.isSpaMode;
export const routes = guardRoutes(build.routes);
// For a caller that runs the request handler itself, without the HTTP edge (bench:render).
export { runInRequestScope } from "~/utils/request-scope.server";
