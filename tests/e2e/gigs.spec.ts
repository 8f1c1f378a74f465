import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// The server holds the demo seed: 42 gigs, 28 of them open (app/db/seed/gigs.ts).
const searchForm = (page: Page) => page.getByRole("search", { name: "Search gigs" });
const count = (page: Page) => page.locator(".result-count");
const cardTitles = (page: Page) => page.locator(".gig-card h2");

test.describe("gig list search", () => {
  test("a search phrase narrows the results and the count", async ({ page }) => {
    await page.goto("/gigs");
    await expect(count(page)).toHaveText("42 gigs");
    await expect(count(page)).toHaveAttribute("aria-live", "polite");
    const form = searchForm(page);
    await form.getByLabel("Search phrase").fill("kubernetes");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=kubernetes/);
    await expect(count(page)).toHaveText("4 gigs");
    await expect(cardTitles(page)).toHaveCount(4);
    await expect(form.getByLabel("Search phrase")).toHaveValue("kubernetes");

    // Operators and quotes are plain text; a prefix finds the whole word.
    await page.goto("/gigs?q=c%2B%2B");
    await expect(count(page)).toHaveText("3 gigs");
    await page.goto(`/gigs?q=${encodeURIComponent('"salesf')}`);
    await expect(count(page)).toHaveText("1 gig");
    await expect(cardTitles(page)).toHaveText(["Salesforce developer for a B2B customer portal"]);
  });

  test("filters apply from checkboxes and a select, kept in the URL as repeated parameters", async ({
    page,
  }) => {
    await page.goto("/gigs");
    const form = searchForm(page);
    await form.getByRole("checkbox", { name: "Remote" }).check();
    await form.getByRole("checkbox", { name: "Hybrid" }).check();
    await form.getByLabel("Language").selectOption("Finnish");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]mode=remote&mode=hybrid&language=Finnish(&|$)/);
    await expect(count(page)).toHaveText("10 gigs");
    await expect(form.getByRole("checkbox", { name: "Remote" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Hybrid" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "On site" })).not.toBeChecked();
    await expect(form.getByLabel("Language")).toHaveValue("Finnish");

    await form.getByRole("radio", { name: "Closed" }).check();
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=closed/);
    await expect(page).toHaveURL(/mode=remote&mode=hybrid/);
    await expect(page.locator(".gig-card .badge-closed")).toHaveCount(
      await cardTitles(page).count(),
    );

    await page.getByRole("link", { name: "Clear search and filters" }).click();
    await expect(page).toHaveURL(/\/gigs$/);
    await expect(count(page)).toHaveText("42 gigs");
    await expect(form.getByRole("checkbox", { name: "Remote" })).not.toBeChecked();
  });

  test("pagination keeps the search and marks the current page", async ({ page }) => {
    await page.goto("/gigs?mode=hybrid&sort=newest");
    await expect(count(page)).toHaveText("27 gigs");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pagination.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/gigs\?mode=hybrid&sort=newest&page=2$/);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cardTitles(page)).toHaveCount(7);
    await expect(searchForm(page).getByRole("checkbox", { name: "Hybrid" })).toBeChecked();
    await pagination.getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/gigs\?mode=hybrid&sort=newest$/);
  });

  test("sorts by deadline by default, or newest first", async ({ page }) => {
    await page.goto("/gigs");
    await expect(cardTitles(page).first()).toHaveText(
      "Senior Java developer for a logistics platform",
    );
    const form = searchForm(page);
    await form.getByLabel("Sort by").selectOption("newest");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=newest/);
    await expect(cardTitles(page).first()).toHaveText(
      "Enterprise architect for a municipal digitalisation programme",
    );
  });

  test("an empty result offers the newsletter", async ({ page }) => {
    await page.goto("/gigs");
    const form = searchForm(page);
    await form.getByLabel("Search phrase").fill("zzzxqy");
    await form.getByLabel("Search phrase").press("Enter");
    await expect(count(page)).toHaveText("0 gigs");
    await expect(page.getByText("No gigs match right now.")).toBeVisible();
    const newsletter = page.getByRole("main").getByRole("region", { name: "Gig newsletter" });
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });

  test("nonsense parameters still answer 200 with the whole list", async ({ page }) => {
    const response = await page.goto("/gigs?page=-5&mode=spaceship&status=maybe&sort[0]=x");
    expect(response?.status()).toBe(200);
    await expect(count(page)).toHaveText("42 gigs");
    const far = await page.goto("/gigs?page=999");
    expect(far?.status()).toBe(200);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 3" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("every control has a label, in Finnish too", async ({ page }) => {
    await page.goto("/gigs");
    const form = searchForm(page);
    for (const label of ["Search phrase", "Language", "Location", "Skill", "Sort by"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole("group", { name: "Status" })).toBeVisible();
    await expect(form.getByRole("group", { name: "Work mode" })).toBeVisible();
    await page.getByRole("button", { name: "Suomi" }).first().click();
    await expect(page.getByRole("search", { name: "Hae keikkoja" })).toBeVisible();
    await expect(page.getByLabel("Hakusana")).toBeVisible();
    await page.getByRole("button", { name: "English" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
