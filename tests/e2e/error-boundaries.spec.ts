import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import { seededGigs } from "./data";
import { passDemoSecondFactor, signInThroughForm } from "./helpers";

/** The dashboard's tabs and the language switch: what a nested error must leave in place. */
async function expectLayoutKept(page: Page) {
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Experts", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("form", { name: "Change language" })).toBeAttached();
  await expect(page.getByRole("button", { name: "Sign out" }).first()).toBeVisible();
}

test("the demo staff user signs in to the back office; partner pages send them there, staff pages refuse partners", async ({
  page,
}) => {
  await signInThroughForm(page, "staff@example.com");
  await passDemoSecondFactor(page);
  await expect(page).toHaveURL("/staff/gigs");
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  for (const path of [
    "/dashboard",
    "/dashboard/overview",
    "/register/personal-information",
    "/sign-in",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL("/staff/gigs");
  }

  await page.context().clearCookies();
  await signInAs(page, "company@example.com");
  const response = await page.goto("/staff/audit");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is for staff");
  await expect(page.getByRole("button", { name: "Sign out" }).first()).toBeVisible();
});

test("a 404 inside the dashboard keeps the tabs, the header and the language switch", async ({
  page,
}) => {
  await signInAs(page, "company@example.com");
  const response = await page.goto("/dashboard/experts/999999999/edit");
  expect(response?.status()).toBe(404);
  await expectLayoutKept(page);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  const list = await page.goto("/dashboard/my-gigs/999999999/edit");
  expect(list?.status()).toBe(404);
  await expectLayoutKept(page);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an unknown offer on a gig page opens as the modal would; an unknown gig gets the gig variant", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const gig = (await seededGigs("open", 1))[0]!;
  await signInAs(page, "company@example.com");
  const response = await page.goto(`/gigs/${gig.id}/${gig.slug}/offers/999999999/edit`);
  expect(response?.status()).toBe(404);
  // With JavaScript the error opens as a dialog over the gig; without, it is the page's section,
  // as every modal is.
  if (js) await expect(page.getByRole("heading", { level: 1 })).toHaveText(gig.title);
  const error = js
    ? page.getByRole("dialog", { name: "Page not found" })
    : page.getByRole("region", { name: "Page not found" });
  await expect(error.getByText("Error 404")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse gigs" })).toHaveCount(0);

  const missing = await page.goto("/gigs/987654321/missing-gig");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gig not found");
  await expect(page.getByRole("link", { name: "Browse gigs" })).toBeVisible();
});
