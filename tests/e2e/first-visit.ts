import type { Browser } from "@playwright/test";

// Issue 14's browser budget: what a first visit to a page downloads, gzip-compressed as the server
// sends it to a browser that takes gzip. Bytes do not vary with the machine's load, so it is a CI
// check. Browsers that take Brotli (all current ones) get the smaller Brotli copies
// (app/server/edge/compressed-assets.server.ts).
export const FIRST_VISIT_BUDGET = { js: 100 * 1024, css: 20 * 1024 };

/**
 * Compressed JavaScript and CSS bytes a first visit (empty cache) loads until the network is
 * idle, in a browser with JavaScript on whatever the project's setting: the budget is for what
 * such a browser downloads. `gzip` (the budget's measure) asks for gzip alone; `browser` sends
 * Chromium's own Accept-Encoding.
 */
export async function firstVisitBytes(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  encoding: "gzip" | "browser" = "gzip",
) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    extraHTTPHeaders: encoding === "gzip" ? { "Accept-Encoding": "gzip" } : {},
  });
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
  return { js: sum(".js"), css: sum(".css") };
}
