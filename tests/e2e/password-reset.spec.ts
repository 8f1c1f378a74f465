import { expect, test } from "./test";
import { createE2eCompany } from "./data";
import { linkTo, signIn, waitForMail, signInThroughForm } from "./helpers";

test("password reset: neutral answer, e-mailed single-use link, new password, sign-in", async ({
  page,
}) => {
  // An account of this test alone: both projects share one mail server, so a shared address
  // could hand this run the other project's (older) reset mail.
  const EMAIL = (await createE2eCompany("reset")).users[0]!.email;
  const newPassword = `new-pass-${test.info().project.name}`;
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/sign-in/reset-password");

  // An unknown address gets the same answer as a real one.
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page).toHaveURL("/sign-in/reset-password?sent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  await expect(page.getByText("If an account with this email address exists")).toBeVisible();

  await page.goto("/sign-in/reset-password");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page).toHaveURL("/sign-in/reset-password?sent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  await expect(page.getByText("If an account with this email address exists")).toBeVisible();

  const mail = await waitForMail(page, EMAIL, /reset/i);
  const link = linkTo(mail, "/sign-in/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(
    page.getByText("This password reset link is not valid or has already been used."),
  ).toBeVisible();

  await signIn(page, EMAIL, "demo-password");
  await expect(page.getByText("Incorrect username or password.")).toBeVisible();
  await signInThroughForm(page, EMAIL, newPassword);
  await expect(page).toHaveURL("/dashboard/overview");
});

test("an unknown address at sign-in offers registration", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("no-account-here@example.com");
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
  await expect(
    page.getByText("We could not find an account with this email address."),
  ).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Register" }).first().click();
  await expect(page).toHaveURL("/register/partner-type");
});
