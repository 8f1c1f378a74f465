import { expect, test } from "./test";

test.describe("every route of the specification answers", () => {
  // One test visits every page in turn: a fresh browser context per page cost more CPU than the
  // page itself (docs/testing.md), and each page is still its own step in the report.
  test("every page renders with a title and a heading", async ({ page }) => {
    const paths = [
      "/",
      "/gigs",
      "/posts",
      "/sign-in",
      "/sign-in/reset-password",
      "/about-us/grow-with-us",
      "/about-us/faq",
      "/about-us/get-started",
      "/about-us/about-gigpartners",
      "/register/partner-type",
      "/register/email-password",
      "/register/company-information",
      "/get-in-touch",
      "/terms-of-use",
      "/privacy-policy",
      "/discover-the-power",
    ];
    // Up to 10 s a page on a loaded 2-core machine, against the default 30 s a test.
    test.setTimeout(paths.length * 10_000);
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        // Soft: one page's failure is reported under its step and the other pages still run.
        expect.soft(response?.status(), `${path} answers`).toBe(200);
        await expect
          .soft(page, `${path} has a title`)
          .toHaveTitle(/ \| GigPartners$|^GigPartners$/);
        await expect
          .soft(page.getByRole("heading", { level: 1 }), `${path} has a heading`)
          .toBeVisible();
      });
    }
  });

  for (const [from, to] of [
    ["/about-us", "/about-us/grow-with-us"],
    ["/register", "/register/partner-type"],
    ["/dashboard", "/sign-in"],
    ["/dashboard/overview", "/sign-in"],
    ["/dashboard/my-gigs", "/sign-in"],
    ["/dashboard/experts", "/sign-in"],
    ["/dashboard/company-and-users", "/sign-in"],
    ["/dashboard/freelancer-information", "/sign-in"],
    ["/dashboard/my-details", "/sign-in"],
    ["/register/personal-information", "/sign-in"],
    ["/register/ready", "/sign-in"],
    ["/sign-out", "/"],
  ] as const) {
    // A redirect is the server's answer alone: a plain request checks it without a browser page
    // (about 2 s each on a loaded machine), and once, not once per JavaScript project.
    test(`${from} redirects to ${to}`, async ({ request, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the same HTTP answer as in js-on");
      const response = await request.get(from);
      expect(response.status()).toBe(200);
      const url = new URL(response.url());
      expect(url.pathname + url.search + url.hash).toBe(to);
    });
  }

  test("the gig list links to a gig detail page, and a wrong slug goes to the canonical one", async ({
    page,
  }) => {
    await page.goto("/gigs");
    await expect(page.getByText(/\d+ gigs/)).toBeVisible();
    const link = page.locator(".gig-card h2 a").first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.locator("body")).toHaveClass(/theme-dark/);
    const id = href!.split("/")[2];
    await page.goto(`/gigs/${id}/not-the-slug`);
    await expect(page).toHaveURL(href!);
    await page.goto(`/gigs/${id}`);
    await expect(page).toHaveURL(href!);
    // Another spelling of the same id is not a second address for the page.
    await page.goto(`/gigs/${id}.0/${href!.split("/")[3]}`);
    await expect(page).toHaveURL(href!);
  });

  test("a post opens from the list", async ({ page }) => {
    await page.goto("/posts");
    const link = page.locator(".card h2 a").first();
    const title = await link.textContent();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  });
});

test.describe("error pages", () => {
  test("an unknown path is a 404 with the page-not-found page, noindex", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("Page Not Found: /no/such/page")).toBeVisible();
    await expect(page.getByText("Error 404")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown gig gets the gig-not-found variant", async ({ page }) => {
    const response = await page.goto("/gigs/987654321/missing-gig");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gig not found");
    await expect(page.getByText("Page Not Found: /gigs/987654321/missing-gig")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse gigs" })).toBeVisible();
  });

  test("a cross-site form post is refused with 403", async ({ request }) => {
    const response = await request.post("/language", {
      form: { locale: "fi" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Request refused");
  });
});

test.describe("operations and search engines", () => {
  test("health check and build version answer", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const version = await request.get("/builds/latest.json");
    expect((await version.json()).version).toMatch(/^[a-f0-9]+$/);
  });

  test("the running build's metadata answers at builds/meta/{buildId}.json", async ({
    request,
  }) => {
    const { version } = await (await request.get("/builds/latest.json")).json();
    const meta = await request.get(`/builds/meta/${version}.json`);
    expect(meta.status()).toBe(200);
    const body = await meta.json();
    expect(body).toMatchObject({ id: version, manifest: expect.stringMatching(/^\/build\//) });
    expect(Date.parse(body.builtAt)).not.toBeNaN();
    expect((await request.get(`/build/${body.entry.split("/build/")[1]}`)).status()).toBe(200);
    expect((await request.get("/builds/meta/not-this-build.json")).status()).toBe(404);
  });

  test("pages outside production are noindex and carry the security headers", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /share-image\.png$/,
    );
    const image = await page.request.get("/share-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});
