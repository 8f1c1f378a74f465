import { flatRoutes } from "remix-flat-routes";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // remix-flat-routes reads app/routes (docs/decisions/033-routes-by-area-and-import-layers.md);
  // Remix's own convention is switched off so it does not read the same files a second time.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, {
      // Helpers next to the routes that use them (`__*`), server-only modules and tests are not routes.
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/__*", "**/*.server.*"],
    }),
  // server.ts wraps the generated build so every request passes our guards
  // (Origin check, security headers) before any loader or action runs.
  server: "./server.ts",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
