import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { linkTo, signInThroughForm, signOut, uniqueEmail, waitForMail } from "./helpers";

/** A verified account that has not finished registering (stops at company information). */
async function unregisteredUser(page: Page) {
  const email = uniqueEmail(test.info(), "unregistered");
  await page.goto("/register/partner-type");
  await page.getByLabel("A company").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("halfway-pw");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  const mail = await waitForMail(page, email, /Verify your email address/);
  await page.goto(linkTo(mail, "/sign-in/verify-email"));
  await signInThroughForm(page, email, "halfway-pw");
  await expect(page).toHaveURL("/register/company-information");
  return email;
}

test("dashboard pages need a finished registration; /register signs an unregistered user out", async ({
  page,
}) => {
  await unregisteredUser(page);
  await page.goto("/dashboard/overview");
  await expect(page).toHaveURL("/register/company-information");
  // The draft survived on the server: partner type is remembered.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company information");

  await page.goto("/register");
  await expect(page).toHaveURL("/register/partner-type");
  await expect(
    page.getByText("You were signed out so that you can start a new registration."),
  ).toBeVisible();
  await page.goto("/register/personal-information");
  await expect(page).toHaveURL("/sign-in");
});

test("a registered user opening sign-in or register goes to the dashboard", async ({ page }) => {
  await signInThroughForm(page, "company@example.com");
  await expect(page).toHaveURL("/dashboard/overview");
  await page.goto("/sign-in");
  await expect(page).toHaveURL("/dashboard/overview");
  for (const path of [
    "/register",
    "/register/partner-type",
    "/register/email-password",
    "/register/company-information",
    "/register/personal-information",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL("/dashboard/overview");
  }
});

test("a freelancer is sent from company tabs to freelancer information, and a company the other way", async ({
  page,
}) => {
  await signInThroughForm(page, "freelancer@example.com");
  for (const path of ["/dashboard/experts", "/dashboard/company-and-users"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/dashboard/freelancer-information");
  }
  await signOut(page);
  await signInThroughForm(page, "company@example.com");
  await page.goto("/dashboard/freelancer-information");
  await expect(page).toHaveURL("/dashboard/company-and-users");
});

test("after a 401 the user signs in and returns where they were; leaving sign-in forgets it", async ({
  page,
}) => {
  await page.goto("/dashboard/experts");
  await expect(page).toHaveURL("/sign-in");
  await signInThroughForm(page, "company@example.com");
  await expect(page).toHaveURL("/dashboard/experts");
  await signOut(page);

  await page.goto("/dashboard/my-details");
  await expect(page).toHaveURL("/sign-in");
  await page.goto("/gigs");
  await signInThroughForm(page, "company@example.com");
  await expect(page).toHaveURL("/dashboard/overview");
});

test("the invite flow skips partner type and company information", async ({ page }) => {
  const { createInvite } = await import("./data");
  const token = await createInvite(uniqueEmail(test.info(), "skip"));
  await page.goto(`/sign-in?inviteToken=${token}`);
  for (const path of ["/register/partner-type", "/register/company-information"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/register\/(email-password|personal-information)|\/sign-in/);
    expect(page.url()).not.toContain(path);
  }
});

test("sign-out: a GET asks, the POST signs out", async ({ page }) => {
  await signInThroughForm(page, "company@example.com");
  await page.goto("/sign-out");
  await expect(page.getByText("Do you want to sign out?")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/dashboard/overview");
  await expect(page).toHaveURL("/sign-in");
});
