import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * With JavaScript on, a click that lands before React has hydrated the page is handled by the
 * browser and hydration may then reset what the test typed or chose. Every page opened with
 * `goto` or `reload` therefore waits until the root layout marks the document as hydrated.
 */
export const test = base.extend<{ page: Page }>({
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
