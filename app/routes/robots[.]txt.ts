import { getEnv, isProductionSite } from "~/env.server";

// Sign-in, registration, the dashboard and token links are no use in search results.
const DISALLOWED = [
  "/dashboard",
  "/register",
  "/sign-in",
  "/sign-out",
  "/auth",
  "/dev",
  "/api",
  "/language",
  "/newsletter/unsubscribe",
];

/** Production is indexable except the private parts; every other environment is not at all. */
export function loader() {
  const origin = new URL(getEnv().APP_URL).origin;
  const rules = isProductionSite() ? DISALLOWED : ["/"];
  const body = [
    "User-agent: *",
    ...rules.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
