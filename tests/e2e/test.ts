import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * With JavaScript on, a click that lands before React has hydrated the page is handled by the
 * browser and hydration may then reset what the test typed or chose. Every page opened with
 * `goto` or `reload` therefore waits until the root layout marks the document as hydrated.
 */
let clients = 0;

export const test = base.extend<{ page: Page }>({
  // The e2e server trusts one proxy (TRUSTED_PROXIES=1 in playwright.config.ts) and each test
  // plays a client of its own behind it, so the per-address limits, which are real, count one
  // test's requests and not the whole suite's from 127.0.0.1.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    clients += 1;
    const address = `198.18.${(process.pid + clients) % 256}.${(clients % 254) + 1}`;
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": address });
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const waitForHydration = async (response: Awaited<ReturnType<Page["goto"]>>) => {
        const type = response?.headers()["content-type"] ?? "";
        if (type.startsWith("text/html")) {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => waitForHydration(await goto(url, options));
      page.reload = async (options) => waitForHydration(await reload(options));
    }
    await provide(page);
  },
});
