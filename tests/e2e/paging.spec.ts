import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addCandidate, createOffersCompany, publishedGigs } from "./data";
import { expect, test, signInAs } from "./test";

/** The modal: a dialog with JavaScript, the page's own section without. */
function modal(page: Page, js: boolean, title: string) {
  return js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

const toast = (page: Page, text: string) => page.locator(".toast-region").getByText(text);

test(
  "Experts: 27 experts on two pages; edit and delete return to the page they were opened from",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled: js }) => {
    // Zero-padded, so the list's order by name is the order of the numbers.
    const names = Array.from({ length: 27 }, (_, i) => `Pager ${String(i + 1).padStart(2, "0")}`);
    const company = await createOffersCompany(test.info(), "paging-experts", names);
    const expert = (n: number) => company.experts[n - 1]!.name;
    await signInAs(page, company.email);
    await page.goto("/dashboard/experts");

    const pager = page.getByRole("navigation", { name: "Pages of experts" });
    await expect(pager.getByText("Showing 1–25 of 27")).toBeVisible();
    await expect(page.getByRole("rowheader", { name: expert(25) })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: expert(26) })).toHaveCount(0);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/dashboard/experts?page=2");
    await expect(pager.getByText("Showing 26–27 of 27")).toBeVisible();
    await expect(page.getByRole("rowheader", { name: expert(26) })).toBeVisible();
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);

    // Close keeps the page.
    await page.getByRole("link", { name: `Edit ${expert(26)}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/experts\/[^/?]+\/edit\?page=2$/);
    let dialog = modal(page, js, "Edit expert");
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/dashboard/experts?page=2");

    // Saving keeps the page, even when the new name sorts the expert onto another page.
    await page.getByRole("link", { name: `Edit ${expert(27)}` }).click();
    dialog = modal(page, js, "Edit expert");
    const renamed = `Pager 00 ${expert(27)}`;
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Changes saved")).toBeVisible();
    await expect(page).toHaveURL("/dashboard/experts?page=2");
    await expect(page.getByRole("rowheader", { name: expert(25) })).toBeVisible();

    // Deleting the last expert of the last page shows what is now the last page.
    await page.getByRole("link", { name: `Delete ${expert(26)}` }).click();
    await expect(page).toHaveURL(/\/delete\?page=2$/);
    await modal(page, js, "Delete expert").getByRole("button", { name: "Delete expert" }).click();
    await expect(toast(page, "Expert deleted")).toBeVisible();
    await expect(page).toHaveURL("/dashboard/experts?page=2");
    await expect(pager.getByText("Showing 26–26 of 26")).toBeVisible();

    // The page field jumps straight to a page.
    const field = pager.getByRole("spinbutton", { name: "Page" });
    await field.fill("1");
    await pager.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL("/dashboard/experts?page=1");
    await expect(page.getByRole("rowheader", { name: renamed })).toBeVisible();
    await expect(pager.getByText("Showing 1–25 of 26")).toBeVisible();

    // On a 390 px phone the pager fits without sideways scrolling; axe finds nothing (axe runs
    // as a script, so it audits the page where scripts run).
    await page.setViewportSize({ width: 390, height: 844 });
    await pager.getByRole("link", { name: "Next" }).scrollIntoViewIfNeeded();
    for (const control of [
      pager.getByRole("link", { name: "Next" }),
      pager.getByRole("spinbutton", { name: "Page" }),
      pager.getByRole("button", { name: "Go" }),
    ])
      await expect(control).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (js) {
      const { violations } = await new AxeBuilder({ page })
        .include("nav.list-pager")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    }
  },
);

test(
  "My gigs: 22 gigs on two pages; paging keeps the filter and removing an offer keeps the page",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled: js }) => {
    const company = await createOffersCompany(test.info(), "paging-gigs", ["Paula"]);
    const paula = company.experts[0]!;
    const gigs = await publishedGigs(22);
    for (const gig of gigs) await addCandidate(company, gig.id, paula.id, "waiting-review");
    await signInAs(page, company.email);

    await page.goto("/dashboard/my-gigs?filter=pending");
    const pager = page.getByRole("navigation", { name: "Pages of gigs" });
    await expect(pager.getByText("Showing 1–20 of 22")).toBeVisible();
    await expect(page.locator("section.my-gig")).toHaveCount(20);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/dashboard/my-gigs?filter=pending&page=2");
    await expect(pager.getByText("Showing 21–22 of 22")).toBeVisible();
    const onPage2 = page.locator("section.my-gig");
    await expect(onPage2).toHaveCount(2);
    const title = (await onPage2.first().getByRole("heading").textContent())!.trim();

    await page
      .getByRole("region", { name: title, exact: true })
      .getByRole("link", { name: `Remove offer: ${paula.name}` })
      .click();
    await expect(page).toHaveURL(/\/remove\?filter=pending&page=2$/);
    await modal(page, js, "Remove offer").getByRole("button", { name: "Remove offer" }).click();
    await expect(toast(page, "Offer removed")).toBeVisible();
    await expect(page).toHaveURL("/dashboard/my-gigs?filter=pending&page=2");
    await expect(pager.getByText("Showing 21–21 of 21")).toBeVisible();
    await expect(page.getByRole("region", { name: title, exact: true })).toHaveCount(0);

    // The filter links start again from the first page.
    await page
      .getByRole("navigation", { name: "Filter gigs" })
      .getByRole("link", { name: "All" })
      .click();
    await expect(page).toHaveURL("/dashboard/my-gigs");
    await expect(pager.getByText("Showing 1–20 of 21")).toBeVisible();
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/dashboard/my-gigs?page=2");
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/dashboard/my-gigs");
  },
);
