import { expect, test } from "./test";

// Issue 14's browser budget: what a first visit to a public page downloads, compressed as the
// server sends it. Bytes do not vary with the machine's load, so this is a CI check.
const BUDGET = { js: 100 * 1024, css: 20 * 1024 };

test.describe("first-visit weight", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the budget is for the JavaScript a page loads",
  );

  test("every public page loads at most 100 KB of JavaScript and 20 KB of CSS (gzip)", async ({
    browser,
    baseURL,
    page: listPage,
  }) => {
    await listPage.goto("/gigs");
    const gig = await listPage.locator(".gig-card h2 a").first().getAttribute("href");
    await listPage.goto("/posts");
    const post = await listPage.locator("main a[href^='/posts/']").first().getAttribute("href");
    expect(gig).toBeTruthy();
    expect(post).toBeTruthy();

    const paths = [
      "/",
      "/gigs",
      "/gigs?q=developer&mode=remote&mode=hybrid&sort=newest",
      gig!,
      "/posts",
      post!,
      "/sign-in",
    ];
    const report: string[] = [];
    for (const path of paths) {
      // A fresh context is an empty cache: every byte the visit needs is fetched.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      const resources = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => ({
          path: new URL(e.name).pathname,
          bytes: e.encodedBodySize,
        })),
      );
      await context.close();
      const sum = (ext: string) =>
        resources.filter((r) => r.path.endsWith(ext)).reduce((total, r) => total + r.bytes, 0);
      const js = sum(".js");
      const css = sum(".css");
      report.push(`${path}: JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB`);
      expect.soft(js, `${path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(BUDGET.js);
      expect.soft(css, `${path} CSS (gzip bytes)`).toBeLessThanOrEqual(BUDGET.css);
      // A script counted as zero bytes would pass any budget: the sizes must be real.
      expect(js, `${path} loaded no measurable JavaScript`).toBeGreaterThan(0);
    }
    test.info().annotations.push({ type: "first-visit weight", description: report.join("; ") });
    console.log(report.join("\n"));
  });
});
