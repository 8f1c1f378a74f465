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

/** Lets the page run what its finished requests started (decoding, the router's completion). */
async function settle(page: Page) {
  for (let i = 0; i < 3; i++)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    );
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
  // /register's loader answers with a redirect to the first step, which the router follows
  // once the navigation's loaders are all done: the root's waits for the language.
  const data = page.waitForResponse(
    (r) => r.url().includes("/register.data") && !r.url().includes("_routes=root"),
  );
  await page.getByRole("main").getByRole("link", { name: "Register" }).click();
  await data;
  await settle(page);
  expect(language.requested()).toBe(true);
  // The next page's data is in, its strings are not: still navigating, on the previous page.
  expect(await navigationState(page)).toBe("loading");
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  // The wait shows: the progress bar along the top is on.
  await expect(page.locator(".nav-progress")).toHaveAttribute("data-busy", "true");
  await expect(page.locator(".nav-progress")).toHaveCSS("opacity", "1");

  await language.release();
  await expect(page).toHaveURL("/register/partner-type");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner type");
  await expect(page.locator(".nav-progress")).not.toHaveAttribute("data-busy");
  await expect(page.locator(".nav-progress")).toHaveCSS("opacity", "0");
});

test("switching language shows the page once the other language is in", async ({ page }) => {
  await page.goto("/gigs");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const finnish = await holdLanguage(page, "fi");
  const revalidated = page.waitForResponse(
    (r) => r.url().includes("/gigs.data") && r.request().method() === "GET",
  );
  await page.getByRole("button", { name: "Suomi" }).first().click();
  await revalidated;
  await settle(page);
  expect(finnish.requested()).toBe(true);
  // Neither the server's Finnish answer nor its lang attribute shows above English strings.
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gigs");

  await finnish.release();
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keikat");
  await expect(
    page.getByRole("status").filter({ hasText: "Kieleksi vaihdettiin suomi." }),
  ).toBeVisible();
});
