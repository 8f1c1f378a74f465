import { FIRST_VISIT_BUDGET as BUDGET, firstVisitBytes } from "./first-visit";
import { expect, test } from "./test";

test.describe("first-visit weight", () => {
  // js-on only (playwright.config.ts): each visit turns JavaScript on in its own context.
  test("every public page loads at most 100 KB of JavaScript and 20 KB of CSS (gzip)", async ({
    browser,
    baseURL,
    page: listPage,
  }) => {
    // Fourteen first visits, each in a fresh context and to network idle.
    test.setTimeout(120_000);
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
      const { js, css } = await firstVisitBytes(browser, baseURL, path);
      const sent = await firstVisitBytes(browser, baseURL, path, "browser");
      report.push(
        `${path}: JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB (gzip); JS ${(sent.js / 1024).toFixed(1)} KB as Chromium gets it`,
      );
      expect.soft(js, `${path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(BUDGET.js);
      expect.soft(css, `${path} CSS (gzip bytes)`).toBeLessThanOrEqual(BUDGET.css);
      // A script counted as zero bytes would pass any budget: the sizes must be real.
      expect(js, `${path} loaded no measurable JavaScript`).toBeGreaterThan(0);
      // Chromium takes Brotli, whose copies are about a seventh smaller than gzip's.
      expect
        .soft(sent.js, `${path} JavaScript as Chromium gets it (Brotli)`)
        .toBeLessThan(js * 0.95);
    }
    test.info().annotations.push({ type: "first-visit weight", description: report.join("; ") });
    console.log(report.join("\n"));
  });
});
