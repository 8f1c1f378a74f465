import { getEnv, isProductionSite } from "~/env.server";

// The dashboard, the registration steps, sign-in's own flows and token links are no use in
// search results. The sign-in and registration pages themselves are: people search for
// "GigPartners sign in" (and Lighthouse's SEO audit counts a blocked public page).
const DISALLOWED = [
  "/dashboard",
  "/register/",
  "/sign-in/",
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
