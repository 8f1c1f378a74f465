import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./test";

// A 390 x 844 phone (an iPhone 12 to 15 in CSS pixels); the desktop checks set their own size.
test.use({ viewport: { width: 390, height: 844 } });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const searchForm = (page: Page) => page.getByRole("search", { name: "Search gigs" });
const count = (page: Page) => page.locator(".result-count");
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("gig list on a phone", () => {
  test("the first gig is on the first screen, under folded filters", async ({ page }) => {
    await page.goto("/gigs");
    await expect(page.locator(".gig-card").first().getByRole("link").first()).toBeInViewport({
      ratio: 1,
    });
    const form = searchForm(page);
    await expect(form.locator("summary")).toHaveText("Filters");
    await expect(form.getByLabel("Skill", { exact: true })).toBeHidden();
    // One submit button for the phrase and the filters.
    await expect(form.getByRole("button")).toHaveCount(1);
    await expect(form.getByRole("button", { name: "Search", exact: true })).toBeVisible();
  });

  test("the filters disclosure counts the active filters and applies them", async ({ page }) => {
    await page.goto("/gigs");
    const form = searchForm(page);
    await form.locator("summary").click();
    await form.getByRole("checkbox", { name: "Remote" }).check();
    await form.getByRole("radio", { name: "Open for offers" }).check();
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=open(&|$)/);
    await expect(page).toHaveURL(/[?&]mode=remote(&|$)/);
    await expect(count(page)).toHaveText("7 gigs");
    await expect(form.locator("summary")).toHaveText("Filters (2)");
    await expect(form.locator("summary")).toBeInViewport();

    await page.goto("/gigs?mode=remote&mode=hybrid&language=Finnish&skill=React");
    await expect(form.locator("summary")).toHaveText("Filters (4)");
  });

  test("the skill filter is a text input with suggestions, not a long select", async ({ page }) => {
    await page.goto("/gigs");
    const form = searchForm(page);
    await form.locator("summary").click();
    const skill = form.getByLabel("Skill", { exact: true });
    await expect(form.locator("select[name=skill]")).toHaveCount(0);
    const list = await skill.getAttribute("list");
    expect(list).toBeTruthy();
    const suggestions = page.locator(`datalist[id="${list}"] option`);
    expect(await suggestions.count()).toBeGreaterThan(100);
    await expect(page.locator(`datalist[id="${list}"] option[value="React"]`)).toHaveCount(1);

    // Typed in another case, the skill still finds the gigs tagged with it.
    await skill.fill("react");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]skill=react(&|$)/i);
    await expect(count(page)).toHaveText("3 gigs");
    await expect(form.locator("summary")).toHaveText("Filters (1)");
    await expect(skill).toHaveValue("React");
  });

  test("repeated skills in a link are kept when the search is applied again", async ({ page }) => {
    await page.goto("/gigs?skill=React&skill=Kubernetes");
    const form = searchForm(page);
    await expect(form.locator("summary")).toHaveText("Filters (2)");
    await form.locator("summary").click();
    await expect(form.getByLabel("Skill", { exact: true })).toHaveValue("React");
    const more = form.getByRole("group", { name: "Also chosen skills" });
    await expect(more.getByRole("checkbox", { name: "Kubernetes" })).toBeChecked();
    await form.getByLabel("Search phrase").fill("developer");
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=developer(&|$)/);
    await expect(page).toHaveURL(/[?&]skill=React&skill=Kubernetes(&|$)/);
    await expect(form.locator("summary")).toHaveText("Filters (2)");
  });

  test("on a desktop the filters are unfolded without a disclosure button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/gigs?mode=remote");
    const form = searchForm(page);
    await expect(form.locator("summary")).toBeHidden();
    for (const label of ["Language", "Location", "Skill", "Sort by"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole("checkbox", { name: "Remote" })).toBeChecked();
    await form.getByRole("checkbox", { name: "Hybrid" }).check();
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/mode=remote&mode=hybrid/);
  });
});

test.describe("mobile menu", () => {
  test("covers the page with a scrim and locks its scrolling while open", async ({ page }) => {
    await page.goto("/gigs");
    const menu = page.locator("details.mobile-menu");
    const button = menu.locator("summary");
    await button.click();
    await expect(menu.getByRole("link", { name: "Gigs" })).toBeVisible();

    // Below the panel, what the page shows is the scrim (the summary's ::after), not the page.
    const hit = () =>
      page.evaluate(() => document.elementFromPoint(195, 830)?.closest("summary") !== null);
    expect(await hit()).toBe(true);
    await expect(button).toHaveCSS("z-index", "300");
    expect(
      await button.evaluate((el) => {
        const scrim = getComputedStyle(el, "::after");
        return [scrim.position, scrim.top, scrim.bottom, scrim.backgroundColor];
      }),
    ).toEqual(["fixed", "0px", "0px", "rgba(3, 10, 22, 0.72)"]);

    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 800);
    // A screenshot waits for a frame drawn after the wheel was handled (page scripts cannot tell
    // with JavaScript off): by then a scroll would have begun.
    await page.screenshot();
    expect(await scrollY(page)).toBe(0);

    // A tap on the scrim closes the menu, with or without JavaScript.
    await page.mouse.click(195, 830);
    await expect(menu).not.toHaveAttribute("open");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test("Escape and the close button close it and return focus to the menu button", async ({
    page,
  }) => {
    await page.goto("/gigs");
    const menu = page.locator("details.mobile-menu");
    const button = menu.locator("summary");
    if (!jsOn()) {
      // Without JavaScript the menu button itself closes the menu; there is no close button.
      await button.click();
      await expect(menu.getByRole("link", { name: "Posts" })).toBeVisible();
      await expect(menu.getByRole("button", { name: "Close menu" })).toHaveCount(0);
      await button.click();
      await expect(menu).not.toHaveAttribute("open");
      return;
    }
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Gigs" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(button).toBeFocused();
    await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);

    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveClass(/scroll-locked/);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).not.toHaveAttribute("open");
    await expect(button).toBeFocused();
    await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
  });
});

test.describe("toasts", () => {
  for (const width of [390, 1280]) {
    test(`float top right at ${width} px (at the bottom on a phone without JavaScript) and can be dismissed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/posts");
      if (width < 800) await page.locator("details.mobile-menu summary").click();
      await page.locator("button:visible", { hasText: "Suomi" }).first().click();
      const toast = page.locator(".toast").filter({ hasText: "Kieleksi vaihdettiin suomi." });
      await expect(toast).toBeVisible();
      await expect(page.locator(".toast-region")).toHaveCSS("position", "fixed");
      const box = (await toast.boundingBox())!;
      // Without JavaScript it stays until closed, so on a phone it keeps off the heading.
      if (width < 640 && !jsOn()) expect(box.y + box.height).toBeGreaterThan(844 - 120);
      else expect(box.y).toBeLessThan(120);
      expect(width - (box.x + box.width)).toBeGreaterThanOrEqual(8);
      expect(width - (box.x + box.width)).toBeLessThanOrEqual(24);
      // Floating, it leaves the page's heading where it is without a toast.
      const headingTop = (await page.getByRole("heading", { level: 1 }).boundingBox())!.y;

      const close = toast.getByRole(jsOn() ? "button" : "link", { name: "Sulje ilmoitus" });
      await close.click();
      await expect(toast).toHaveCount(0);
      await expect(page).toHaveURL("/posts");
      expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.y).toBe(headingTop);
    });
  }
});

test("the staff audit log keeps readable columns on a phone and scrolls sideways", async ({
  page,
}) => {
  await signInAs(page, "staff@example.com");
  await page.goto("/staff/audit");
  const change = page.locator("td.audit-change").first();
  await expect(change).toBeVisible();
  // Squeezed to the screen, this column was one letter wide and each row 400 px tall.
  expect((await change.boundingBox())!.width).toBeGreaterThanOrEqual(250);
  const region = page.locator("table.audit-table").locator("xpath=..");
  expect(
    await region.evaluate((node) => node.scrollWidth > node.clientWidth && node.clientWidth <= 390),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
