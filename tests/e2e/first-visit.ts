import type { Browser } from "@playwright/test";

// Issue 14's browser budget: what a first visit to a page downloads, compressed as the server
// sends it. Bytes do not vary with the machine's load, so it is a CI check.
export const FIRST_VISIT_BUDGET = { js: 100 * 1024, css: 20 * 1024 };

/**
 * Compressed JavaScript and CSS bytes a first visit (empty cache) loads until the network is
 * idle, in a browser with JavaScript on whatever the project's setting: the budget is for what
 * such a browser downloads, so both projects measure it against their own server.
 */
export async function firstVisitBytes(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
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
