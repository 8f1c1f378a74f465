import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import { formatShortDate } from "~/utils/dates";
import { createOffersCompany } from "./data";

const toast = (page: Page, text: string | RegExp) => page.locator(".toast-region").getByText(text);

/** A modal: a dialog with JavaScript, the page's only section without. */
function modal(page: Page, title: string, js: boolean) {
  return js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

test(
  "staff create a gig, which stays off the public site until published; a partner then offers on it and staff see the candidate",
  { tag: "@postgres" },
  async ({ page, browser, javaScriptEnabled: js }) => {
    test.slow();
    const title = `Quokka data engineer ${test.info().project.name} ${Date.now().toString(36)}`;
    await signInAs(page, "staff@example.com");
    await page.goto("/staff/gigs");
    await page.getByRole("link", { name: "New gig" }).click();
    // The address changes before the new page is drawn (Remix renders it in a transition), and
    // the list's search field ("Search by title, skill or location") also matches "Title": wait
    // for the form's own heading, then fill the field of that exact name.
    await expect(page.getByRole("heading", { name: "New gig" })).toBeVisible();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page
      .getByLabel("Description")
      .fill("Build the data platform.\n\nPython and dbt every day.");
    await page.getByLabel("Status").selectOption({ label: "Accepting proposals" });
    await page.getByLabel("Required skills").fill("Python\ndbt");
    await page.getByLabel("Minimum experience (years)").fill("4");
    await page.getByRole("textbox", { name: "Language", exact: true }).fill("English");
    await page.getByLabel("Duration").fill("4 months");
    await page.getByLabel("Allocation (%)").fill("80");
    await page.getByLabel("Work mode").selectOption({ label: "Remote" });
    await page.getByLabel("Locations").fill("Oulu");
    await page.getByLabel("Expert offer deadline").fill("2099-05-01");
    await page.getByLabel("End customer offer deadline").fill("2099-05-04");
    await page.getByLabel("Starting date").fill("2099-06-01");
    await page.getByRole("textbox", { name: "Name" }).fill("Laura Virtanen");
    await page.getByLabel("E-mail").fill("laura.virtanen@example.com");
    await page.getByLabel("Phone").fill("+358 40 123 4567");
    // A rule across fields, shown by the field it concerns; nothing is created.
    await page.getByLabel("Hourly rate from (€/h)").fill("120");
    await page.getByLabel("Hourly rate up to (€/h)").fill("90");
    await page.getByRole("button", { name: "Create the gig" }).click();
    await expect(page.getByText("The upper rate must not be below the lower rate")).toBeVisible();
    await expect(page).toHaveURL("/staff/gigs/new");
    await page.getByLabel("Hourly rate up to (€/h)").fill("130");
    await page.getByRole("button", { name: "Create the gig" }).click();
    await expect(toast(page, "The gig was created.")).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/gigs\/\d+$/);
    const gigId = Number(/\/staff\/gigs\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByText("Only staff see this gig.")).toBeVisible();

    // A visitor finds nothing of it yet.
    const visitor = await browser.newContext({ javaScriptEnabled: js });
    const visitorPage = await visitor.newPage();
    const unpublished = await visitorPage.goto(`/gigs/${gigId}`);
    expect(unpublished?.status()).toBe(404);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "The gig is now public.")).toBeVisible();
    await expect(page.getByText("Visitors see this gig on the public site.")).toBeVisible();

    await visitorPage.goto(`/gigs?q=${encodeURIComponent("Quokka")}`);
    await visitorPage.getByRole("link", { name: title }).first().click();
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(title);
    const gigPath = new URL(visitorPage.url()).pathname;
    await visitor.close();

    // A partner offers an expert on it.
    const company = await createOffersCompany(test.info(), "new-gig", ["Olli"]);
    const expert = company.experts[0]!;
    const partner = await browser.newContext({ javaScriptEnabled: js });
    const partnerPage = await partner.newPage();
    await signInAs(partnerPage, company.email);
    await partnerPage.goto(`${gigPath}/offer`);
    const form = modal(partnerPage, "Offer expert", js);
    await form.getByLabel("Expert").selectOption({ label: expert.name });
    await form.getByLabel("Proposed hourly rate").fill("125");
    await form.getByRole("button", { name: "Offer expert" }).click();
    await expect(toast(partnerPage, "Expert offered")).toBeVisible();
    await partner.close();

    await page.reload();
    await expect(page.getByRole("article", { name: expert.name })).toContainText("125 €/h");

    // Edited after publication: the public address stays.
    await page.getByRole("link", { name: "Edit the gig" }).click();
    await expect(page.getByLabel("Required skills")).toHaveValue("Python\ndbt");
    await page.getByLabel("Title").fill(`${title} (renamed)`);
    await page.getByRole("button", { name: "Save the changes" }).click();
    await expect(toast(page, "The gig was saved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Public gig page" })).toHaveAttribute(
      "href",
      gigPath,
    );

    // Closed as won, after a question on its own page; the page then says when and how, and
    // the audit log shows each step.
    await page.getByLabel("Outcome", { exact: true }).selectOption({ label: "Won" });
    await page.getByRole("button", { name: "Close the gig" }).click();
    await expect(page).toHaveURL(`/staff/gigs/${gigId}/close?outcome=won`);
    await expect(page.getByRole("heading", { name: /^Close .+\?$/ })).toBeVisible();
    await expect(page.getByLabel("Outcome", { exact: true })).toHaveValue("won");
    await page.getByRole("button", { name: "Yes, close the gig" }).click();
    await expect(toast(page, "The gig was closed as: Won.")).toBeVisible();
    await expect(
      page.getByText(
        `Closed as Won on ${formatShortDate(new Date().toISOString(), "en")} · Change outcome`,
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Change outcome" }).click();
    await expect(page.getByLabel("Outcome", { exact: true })).toHaveValue("lost");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`/staff/gigs/${gigId}`);
    await page.goto(`/staff/audit?subject=${gigId}`);
    for (const action of ["Gig created", "Gig published", "Gig updated", "Gig closed"])
      await expect(page.getByRole("cell", { name: action, exact: true })).toBeVisible();
    await expect(
      page.getByRole("cell", { name: `Gig: ${title} (renamed)`, exact: true }).first(),
    ).toBeVisible();
  },
);
