import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./test";
import { findGig } from "./data";

// A 390 x 844 phone: the facts a partner decides on, and the way to offer, on the first screen.
test.use({ viewport: { width: 390, height: 844 } });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const facts = (page: Page) => page.getByRole("list", { name: "Key facts" });
const stickyAction = (page: Page) => page.locator(".gig-sticky-action").getByRole("link");

async function openGig(page: Page, kind: "days-left" | "closed") {
  const gig = await findGig(kind);
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  if (jsOn()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return `/gigs/${gig.id}/${gig.slug}`;
}

test("the hourly rate is within the first 844 px, with the work mode and the deadline", async ({
  page,
}) => {
  await openGig(page, "days-left");
  const rate = facts(page).getByText(/\d+–\d+ €\/h/);
  await expect(rate).toBeVisible();
  const box = await rate.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await expect(facts(page)).toContainText(/On site|Remote|Hybrid/);
  await expect(facts(page).getByText(/^\d+ days? left$|^Closes today$/)).toBeInViewport();
});

test("a visitor's sticky action signs them in on the way to the offer dialog", async ({ page }) => {
  await openGig(page, "days-left");
  const action = stickyAction(page);
  await expect(action).toHaveText("Sign in to offer");
  await expect(action).toBeInViewport({ ratio: 1 });
  // Still at hand halfway down the description.
  await page.mouse.wheel(0, 600);
  await expect(action).toBeInViewport({ ratio: 1 });
  const box = await action.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await action.click();
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
});

test("a company's sticky action opens the offer dialog", async ({ page }) => {
  await signInAs(page, "company@example.com");
  const gigPath = await openGig(page, "days-left");
  const action = stickyAction(page);
  await expect(action).toHaveText(/^Offer (expert|more experts)$/);
  await expect(action).toBeInViewport({ ratio: 1 });
  const title = (await action.textContent()) ?? "";
  await action.click();
  await expect(page).toHaveURL(`${gigPath}/offer`);
  if (jsOn()) await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  else await expect(page.getByRole("region", { name: title })).toBeVisible();
});

test("a freelancer's sticky action says Offer yourself", async ({ page }) => {
  await signInAs(page, "freelancer@example.com");
  await openGig(page, "days-left");
  // A freelancer offers themselves once: the action is there only until they have.
  const offered = await page.getByRole("heading", { name: "Your offer on this gig" }).count();
  if (offered) await expect(page.locator(".gig-sticky-action")).toHaveCount(0);
  else await expect(stickyAction(page)).toHaveText("Offer yourself");
});

test("a closed gig has no sticky action", async ({ page }) => {
  await openGig(page, "closed");
  await expect(page.getByText("This gig no longer accepts offers.")).toBeVisible();
  await expect(page.locator(".gig-sticky-action")).toHaveCount(0);
  await signInAs(page, "company@example.com");
  await openGig(page, "closed");
  await expect(page.locator(".gig-sticky-action")).toHaveCount(0);
});

test("staff see the back office's candidates instead of the partner offer box", async ({
  page,
}) => {
  await signInAs(page, "staff@example.com");
  const gig = await findGig("days-left");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.getByRole("region", { name: "Offer experts" })).toHaveCount(0);
  await expect(page.locator(".gig-sticky-action")).toHaveCount(0);
  await page.getByRole("link", { name: "Open candidates in the back office" }).click();
  await expect(page).toHaveURL(`/staff/gigs/${gig.id}`);
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the offer box is beside the description and no sticky action shows", async ({ page }) => {
    await openGig(page, "days-left");
    await expect(page.locator(".gig-sticky-action")).toBeHidden();
    await expect(
      page.getByRole("link", { name: "Sign in to offer your experts for this gig." }),
    ).toBeInViewport();
  });
});

test("a wrong slug keeps /offer on its way to the canonical address", async ({ page }) => {
  const gig = await findGig("days-left");
  await signInAs(page, "company@example.com");
  await page.goto(`/gigs/${gig.id}/not-the-slug/offer`);
  await expect(page).toHaveURL(`/gigs/${gig.id}/${gig.slug}/offer`);
});

test("an unknown gig's page is in the gig pages' dark theme, titled Gig not found", async ({
  page,
}) => {
  const response = await page.goto("/gigs/987654321/missing-gig");
  expect(response?.status()).toBe(404);
  await expect(page.locator("body")).toHaveClass(/theme-dark/);
  await expect(page).toHaveTitle(/^Gig not found \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gig not found");
});
