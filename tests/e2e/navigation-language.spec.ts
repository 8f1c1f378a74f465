import type { Page, Route } from "@playwright/test";
import { expect, test } from "./test";

// A public page's first visit carries only its own strings; the rest of the language is a chunk
// of its own (`en-*.js`, `fi-*.js`). These tests hold that chunk back, as a slow network would,
// and check that a client navigation commits only once it is in: the address bar and the page
// change together, and the previous page is never left on screen under the next one's address.
// js-on only (playwright.config.ts).

/** Holds the requests for a language's chunk until `release` is called. */
async function holdLanguage(page: Page, locale: "en" | "fi") {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/build/_shared/${locale}-[A-Z0-9]+\\.js$`), (route) =>
    released ? route.continue() : void held.push(route),
  );
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/**
 * Records, in the page, when what a reader sees changes: the router's location, `<html lang>` and
 * the first heading. A test marks the moment it releases the language (`markRelease`) and then
 * checks that nothing changed before it, so no wait for "long enough" is needed.
 */
async function recordChanges(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __changes: Array<{ at: number; what: string }>;
      __remixRouter: { subscribe(fn: (state: { location: { pathname: string } }) => void): void };
    };
    w.__changes = [];
    const record = (what: string) => w.__changes.push({ at: performance.now(), what });
    let path = location.pathname;
    w.__remixRouter.subscribe((state) => {
      if (state.location.pathname !== path) record(`location ${(path = state.location.pathname)}`);
    });
    new MutationObserver(() => record(`lang ${document.documentElement.lang}`)).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ["lang"] },
    );
    const heading = () => document.querySelector("h1")?.textContent ?? "";
    let h1 = heading();
    new MutationObserver(() => {
      if (heading() !== h1) record(`h1 ${(h1 = heading())}`);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return {
    markRelease: () =>
      page.evaluate(
        () => ((window as unknown as { __releasedAt: number }).__releasedAt = performance.now()),
      ),
    /** What changed before the release (nothing a reader sees, when the wait works) and after. */
    split: () =>
      page.evaluate(() => {
        const w = window as unknown as {
          __changes: Array<{ at: number; what: string }>;
          __releasedAt: number;
        };
        const whats = (early: boolean) =>
          w.__changes.filter((c) => c.at < w.__releasedAt === early).map((c) => c.what);
        return { before: whats(true), after: whats(false) };
      }),
  };
}

const navigationState = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } })
        .__remixRouter.state.navigation.state,
  );

test("the first client navigation waits for the rest of the language", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const language = await holdLanguage(page, "en");
  const changes = await recordChanges(page);
  // /register's loader answers with a redirect to the first step, which the router follows
  // once the navigation's loaders are all done: the root's waits for the language.
  const data = page.waitForResponse(
    (r) => r.url().includes("/register.data") && !r.url().includes("_routes=root"),
  );
  await page.getByRole("main").getByRole("link", { name: "Register" }).click();
  await data;
  await expect.poll(language.requested).toBe(true);
  // The next page's data is in, its strings are not: still navigating, on the previous page.
  expect(await navigationState(page)).toBe("loading");
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  // The wait shows: the progress bar along the top is on.
  await expect(page.locator(".nav-progress")).toHaveAttribute("data-busy", "true");
  await expect(page.locator(".nav-progress")).toHaveCSS("opacity", "1");

  await changes.markRelease();
  await language.release();
  await expect(page).toHaveURL("/register/partner-type");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner type");
  expect(await changes.split()).toEqual({
    before: [],
    after: expect.arrayContaining(["location /register/partner-type", "h1 Partner type"]),
  });
  await expect(page.locator(".nav-progress")).not.toHaveAttribute("data-busy");
  await expect(page.locator(".nav-progress")).toHaveCSS("opacity", "0");
});

test("switching language shows the page once the other language is in", async ({ page }) => {
  await page.goto("/gigs");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const finnish = await holdLanguage(page, "fi");
  const changes = await recordChanges(page);
  const revalidated = page.waitForResponse(
    (r) => r.url().includes("/gigs.data") && r.request().method() === "GET",
  );
  await page.getByRole("button", { name: "Suomi" }).first().click();
  await revalidated;
  await expect.poll(finnish.requested).toBe(true);
  // Neither the server's Finnish answer nor its lang attribute shows above English strings.
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gigs");

  await changes.markRelease();
  await finnish.release();
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keikat");
  expect(await changes.split()).toEqual({
    before: [],
    after: expect.arrayContaining(["lang fi", "h1 Keikat"]),
  });
  await expect(
    page.getByRole("status").filter({ hasText: "Kieleksi vaihdettiin suomi." }),
  ).toBeVisible();
});
