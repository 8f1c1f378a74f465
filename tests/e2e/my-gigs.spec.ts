import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import { addCandidate, candidateOf, createOffersCompany, seededGigs } from "./data";

function modal(page: Page, title: string, js: boolean) {
  return js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

const toast = (page: Page, text: string) => page.locator(".toast-region").getByText(text);

test(
  "My gigs: filters, rejection feedback, edit and remove, last candidate removes the gig",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled: js }) => {
    const company = await createOffersCompany(test.info(), "mygigs", ["Fanni", "Gustav", "Helmi"]);
    const [fanni, gustav, helmi] = company.experts as Array<{ id: string; name: string }> as [
      { id: string; name: string },
      { id: string; name: string },
      { id: string; name: string },
    ];
    const [pendingGig, singleGig] = (await seededGigs("open", 5)).slice(3) as [
      { id: number; slug: string; title: string },
      { id: number; slug: string; title: string },
    ];
    const closedGig = (await seededGigs("closed", 2))[1]!;
    await addCandidate(company, pendingGig.id, fanni.id, "suitable-candidate", { rate: 101 });
    await addCandidate(company, pendingGig.id, gustav.id, "declined", {
      feedback: "The customer wanted more Kotlin experience.",
    });
    await addCandidate(company, closedGig.id, helmi.id, "accepted");
    await addCandidate(company, singleGig.id, helmi.id, "waiting-review");

    await signInAs(page, company.email);
    await page.goto("/dashboard/my-gigs");
    await expect(
      page.getByRole("heading", { level: 2, name: "My gigs and offered experts" }),
    ).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Filter gigs" });
    const gigSection = (title: string) => page.getByRole("region", { name: title, exact: true });
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const gig of [pendingGig, closedGig, singleGig])
      await expect(gigSection(gig.title)).toBeVisible();

    const pending = gigSection(pendingGig.title);
    // One status language (issue 34): one badge per offer, a summary per gig, locks with reasons.
    await expect(pending.locator(".my-gig-summary")).toHaveText(
      "Your offers: 1 pending · 1 declined · feedback",
    );
    await expect(pending.getByRole("columnheader", { name: "Stage" })).toHaveCount(0);
    const fanniRow = pending.getByRole("row").filter({ hasText: fanni.name });
    await expect(fanniRow.locator(".tag")).toHaveText(["Suitable candidate"]);
    await expect(fanniRow).toContainText("101 €/h");
    await expect(fanniRow).toContainText(company.userName);
    const gustavRow = pending.getByRole("row").filter({ hasText: gustav.name });
    await expect(gustavRow.locator(".tag")).toHaveText(["Declined"]);
    await expect(gustavRow).toContainText("Insufficient skills");
    await expect(gustavRow.getByRole("link", { name: /Edit proposal/ })).toHaveCount(0);
    await expect(gustavRow.locator(".lock-note")).toHaveText("Locked: decided");
    await expect(gustavRow.locator(".lock-note svg")).toHaveAttribute("aria-hidden", "true");
    await expect(gustavRow).not.toContainText("Beyond evaluation");

    await filters.getByRole("link", { name: "Pending" }).click();
    await expect(page).toHaveURL("/dashboard/my-gigs?filter=pending");
    await expect(filters.getByRole("link", { name: "Pending" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(gigSection(pendingGig.title)).toBeVisible();
    await expect(gigSection(closedGig.title)).toHaveCount(0);

    await filters.getByRole("link", { name: "Closed" }).click();
    await expect(page).toHaveURL("/dashboard/my-gigs?filter=closed");
    await expect(gigSection(closedGig.title)).toBeVisible();
    await expect(gigSection(pendingGig.title)).toHaveCount(0);
    await expect(
      gigSection(closedGig.title).getByRole("row").filter({ hasText: helmi.name }),
    ).toContainText("Accepted");

    // The rejection feedback view.
    await filters.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL("/dashboard/my-gigs");
    // The summary's "feedback" and the row's "View feedback" open the same view.
    const feedbackLinks = gigSection(pendingGig.title).getByRole("link", {
      name: `View feedback: ${gustav.name}`,
    });
    await expect(feedbackLinks).toHaveCount(2);
    await expect(feedbackLinks.last()).toHaveAttribute(
      "href",
      (await feedbackLinks.first().getAttribute("href"))!,
    );
    await gigSection(pendingGig.title).locator(".my-gig-summary").getByRole("link").click();
    const feedback = modal(page, "Rejection feedback", js);
    await expect(feedback.getByText("Insufficient skills")).toBeVisible();
    await expect(feedback.getByText("The customer wanted more Kotlin experience.")).toBeVisible();
    await feedback.getByRole("link", { name: "Close", exact: true }).last().click();
    await expect(page).toHaveURL("/dashboard/my-gigs");

    // Edit proposal from My gigs (the filter is kept).
    await filters.getByRole("link", { name: "Pending" }).click();
    // The edit link's way back is the page it was opened from: wait until that is the filter.
    await expect(page).toHaveURL("/dashboard/my-gigs?filter=pending");
    await gigSection(pendingGig.title)
      .getByRole("link", { name: `Edit proposal: ${fanni.name}` })
      .click();
    let form = modal(page, "Edit proposal", js);
    await expect(form.getByLabel("Proposed hourly rate")).toHaveValue("101");
    await form.getByLabel("Proposed hourly rate").fill("0");
    await form.getByRole("button", { name: "Save proposal" }).click();
    await expect(form.getByText("Hourly rate must be a positive number")).toBeVisible();
    await form.getByLabel("Proposed hourly rate").fill("105");
    await form.getByRole("button", { name: "Save proposal" }).click();
    await expect(toast(page, "Offer edited")).toBeVisible();
    await expect(page).toHaveURL("/dashboard/my-gigs?filter=pending");
    await expect(
      gigSection(pendingGig.title).getByRole("row").filter({ hasText: fanni.name }),
    ).toContainText("105 €/h");

    // Removing the last candidate of a gig removes the gig from the list.
    await gigSection(singleGig.title)
      .getByRole("link", { name: `Remove offer: ${helmi.name}` })
      .click();
    form = modal(page, "Remove offer", js);
    await form.getByRole("button", { name: "Remove offer" }).click();
    await expect(toast(page, "Offer removed")).toBeVisible();
    await expect(gigSection(singleGig.title)).toHaveCount(0);
    await expect(gigSection(pendingGig.title)).toBeVisible();
    expect(await candidateOf(company, singleGig.id, helmi.id)).toBeUndefined();

    // Offer more experts from My gigs: the gig's offer form, without the experts already on it.
    await gigSection(pendingGig.title)
      .getByRole("link", { name: `Offer more experts: ${pendingGig.title}` })
      .click();
    await expect(page).toHaveURL(`/gigs/${pendingGig.id}/${pendingGig.slug}/offer`);
    form = modal(page, "Offer more experts", js);
    await expect(form.getByRole("option", { name: helmi.name })).toHaveCount(1);
    await expect(form.getByRole("option", { name: fanni.name })).toHaveCount(0);
    await expect(form.getByRole("option", { name: gustav.name })).toHaveCount(0);
  },
);

test("My gigs without offers says so and links to the gigs", async ({ page }) => {
  const company = await createOffersCompany(test.info(), "mygigs-empty", []);
  await signInAs(page, company.email);
  await page.goto("/dashboard/my-gigs?filter=closed");
  await expect(page.getByText("No gigs match this filter.")).toBeVisible();
  await page.goto("/dashboard/my-gigs");
  await expect(page.getByText("No gigs here yet.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse gigs" })).toBeVisible();
});

test("a freelancer's My gigs speaks of themselves", async ({ page }) => {
  await signInAs(page, "freelancer@example.com");
  await page.goto("/dashboard/my-gigs");
  await expect(page.getByRole("heading", { level: 2, name: "My gigs" })).toBeVisible();
  await expect(
    page.getByText("Gigs you have offered yourself to, with the stage of each offer."),
  ).toBeVisible();
  const card = page.locator(".my-gig").first();
  await expect(card.getByRole("table")).toHaveAccessibleName(/^Your offers on /);
  await expect(card.getByRole("columnheader", { name: "Candidate" })).toHaveCount(1);
  await expect(card.getByRole("columnheader", { name: "Expert" })).toHaveCount(0);
  await expect(page.getByRole("main").getByText(/experts/i)).toHaveCount(0);
});
