import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import { createE2eCompany, gigAlertsOf } from "./data";

const TAB = "/dashboard/my-details";

const gigAlertsRow = (page: Page) =>
  page.locator(".fact-list > div").filter({ hasText: "Gig alerts" }).locator("dd");

async function choose(page: Page, choice: string) {
  await page.getByRole("link", { name: "Edit notifications" }).click();
  await expect(page).toHaveURL(`${TAB}/notifications`);
  const group = page.getByRole("group", {
    name: "Email me new gigs that fit my company's experts",
  });
  await group.getByRole("radio", { name: choice, exact: true }).check();
  await page.getByRole("button", { name: "Save notifications" }).click();
  await expect(page).toHaveURL(TAB);
  await expect(
    page.locator(".toast-region").getByText("Notification settings saved"),
  ).toBeVisible();
}

test(
  "a partner chooses gig alerts in My details: daily by default, then instant, then off",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled }) => {
    const company = await createE2eCompany("alerts");
    const { email } = company.users[0]!;
    await signInAs(page, email);
    await page.goto(TAB);
    await expect(gigAlertsRow(page)).toHaveText("Daily digest");

    await choose(page, "At once, as each gig is published");
    await expect(gigAlertsRow(page)).toHaveText("Instant");
    expect(await gigAlertsOf(email)).toBe("instant");

    await choose(page, "Off");
    await expect(gigAlertsRow(page)).toHaveText("Off");
    expect(await gigAlertsOf(email)).toBe("off");
    // The dialog opens on the stored choice.
    await page.getByRole("link", { name: "Edit notifications" }).click();
    await expect(page.getByRole("radio", { name: "Off", exact: true })).toBeChecked();
    // axe runs as a script in the page (design.spec.ts audits pages without JavaScript too).
    if (javaScriptEnabled) {
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    }
  },
);
