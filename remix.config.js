/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/__*"],
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
