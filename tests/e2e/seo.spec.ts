import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";

const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

async function firstGigPath(page: Page) {
  await page.goto("/gigs");
  const href = await page.locator(".gig-card h2 a").first().getAttribute("href");
  expect(href).toMatch(/^\/gigs\/\d+\/[\w-]+$/);
  return href!;
}

test.describe("search engines and sharing", () => {
  test("sitemap.xml lists home, lists, gigs at their canonical URLs, posts and content pages", async ({
    page,
    request,
    baseURL,
  }) => {
    const gigPath = await firstGigPath(page);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    for (const path of [
      "/",
      "/gigs",
      gigPath,
      "/posts",
      "/about-us/faq",
      "/about-us/about-gigpartners",
      "/get-in-touch",
      "/terms-of-use",
      "/privacy-policy",
      "/discover-the-power",
    ]) {
      expect(locs, path).toContain(`${baseURL}${path}`);
    }
    expect(locs.some((l) => /\/posts\/[\w-]+$/.test(l))).toBe(true);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  test("robots.txt keeps crawlers out of a non-production site and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *\nDisallow: /\n");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("a gig page carries JobPosting structured data", async ({ page, baseURL }) => {
    const gigPath = await firstGigPath(page);
    await page.goto(gigPath);
    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const ld = JSON.parse((await script.textContent())!) as Record<string, any>;
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("JobPosting");
    expect(ld.title).toBe(await page.getByRole("heading", { level: 1 }).textContent());
    expect(ld.description).toBeTruthy();
    expect(Date.parse(ld.datePosted)).not.toBeNaN();
    expect(ld.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+0[23]:00$/);
    expect(ld.employmentType).toBe("CONTRACTOR");
    expect(ld.hiringOrganization).toMatchObject({
      "@type": "Organization",
      name: "GigPartners",
      sameAs: new URL(baseURL!).origin,
    });
    expect(ld.url).toBe(`${baseURL}${gigPath}`);
    expect(Boolean(ld.jobLocation) || ld.jobLocationType === "TELECOMMUTE").toBe(true);
    expect(ld.baseSalary).toMatchObject({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", unitText: "HOUR" },
    });
    expect(ld.baseSalary.value.minValue).toBeLessThanOrEqual(ld.baseSalary.value.maxValue);
  });

  test("pages name their language versions, and ?lng= serves them", async ({ page, baseURL }) => {
    await page.goto("/posts");
    for (const [lang, href] of [
      ["en", `${baseURL}/posts?lng=en`],
      ["fi", `${baseURL}/posts?lng=fi`],
      ["x-default", `${baseURL}/posts`],
    ] as const) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        href,
      );
    }
    await page.goto("/posts?lng=fi");
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  });

  test("visitors' pages may be cached briefly; signed-in pages never", async ({
    page,
    javaScriptEnabled,
  }) => {
    // Headers are the server's answer alone: requests on the page's context (its cookies, so
    // signed in after signInAs) check them without rendering 26 pages, and once, in js-on.
    test.skip(!javaScriptEnabled, "the same HTTP answers as in js-on");
    const gigPath = await firstGigPath(page);
    const publicPaths = [
      "/",
      "/newsletter",
      "/gigs",
      "/gigs?q=java&mode=remote",
      gigPath,
      "/posts",
      "/posts?category=news",
      "/about-us/faq",
      "/terms-of-use",
      "/get-in-touch",
      "/privacy-policy",
      "/discover-the-power",
    ];
    for (const path of publicPaths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(PUBLIC_CACHE);
      expect(response.headers()["vary"], path).toContain("Cookie");
    }
    // Pages that did not opt in are never stored.
    const signIn = await page.goto("/sign-in");
    expect(signIn?.headers()["cache-control"]).toBe("private, no-store");

    await signInAs(page, "company@example.com");
    for (const path of [...publicPaths, "/dashboard/overview"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
  });

  test("a page that sets a cookie (consuming a flash toast) is not cached", async ({ request }) => {
    // Changing the language flashes a toast; the next page shows it and clears the cookie.
    const changed = await request.post("/language", {
      form: { locale: "fi", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(changed.status()).toBe(302);
    const withToast = await request.get("/");
    expect(await withToast.text()).toContain("Kieleksi vaihdettiin suomi.");
    expect(withToast.headers()["set-cookie"]).toBeTruthy();
    expect(withToast.headers()["cache-control"]).toBe("private, no-store");
    // The next visit (only the language cookie left) may be cached, keyed by the cookie.
    const plain = await request.get("/");
    expect(plain.headers()["set-cookie"]).toBeUndefined();
    expect(plain.headers()["cache-control"]).toBe(PUBLIC_CACHE);
    expect(plain.headers()["vary"]).toContain("Cookie, Accept-Language");
  });
});
