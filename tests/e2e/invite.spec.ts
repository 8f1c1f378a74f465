import { expect, test } from "./test";
import { createInvite, setUserDisabled } from "./data";
import { linkTo, signIn, uniqueEmail, waitForMail, signInThroughForm } from "./helpers";

test(
  "invite registration: sign up from the invite, verify, personal information, join the company",
  { tag: "@postgres" },
  async ({ page }) => {
    const email = uniqueEmail(test.info(), "invited");
    const token = await createInvite(email);
    await page.goto(`/sign-in?inviteToken=${token}`);
    await expect(page.getByText("You have been invited")).toBeVisible();
    await expect(page.getByText(`Demo Consulting Oy invites you to GigPartners`)).toBeVisible();
    await page.getByRole("link", { name: "Create an account" }).click();

    // Partner type and company information are skipped in the invite flow.
    await expect(page).toHaveURL("/register/email-password");
    // The router changes the address a moment before React shows the next page, and the
    // sign-in page's form also has Email and Password: fill the register form once it is there.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await expect(page.getByText("Step 1 of 3")).toHaveCount(0);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("invited-pw");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");

    const mail = await waitForMail(page, email, /Verify your email address/);
    const link = linkTo(mail, "/sign-in/verify-email");
    expect(link).toContain(`inviteToken=${token}`);
    await page.goto(link);
    await expect(page).toHaveURL(`/sign-in?inviteToken=${token}`);
    await page.getByLabel("Password").fill("invited-pw");
    await page.getByRole("button", { name: "Sign in", exact: true }).last().click();

    await expect(page).toHaveURL("/register/personal-information");
    await expect(page.getByText("You are joining Demo Consulting Oy.")).toBeVisible();
    await page.goto("/register/company-information");
    await expect(page).toHaveURL("/register/personal-information");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ilona Invited");
    await page.getByLabel("Phone number").fill("040 123 4567");
    await page.getByLabel("I agree to the terms of use and the privacy policy").check();
    await page.getByRole("button", { name: "Complete registration" }).click();
    await expect(page).toHaveURL("/register/ready");
    await page.goto("/dashboard/company-and-users");
    await expect(page).toHaveURL("/dashboard/company-and-users");

    // Used once: the same link now says so.
    await page.goto(`/sign-in?inviteToken=${token}`);
    await expect(page.getByText("You already belong to this company.")).toBeVisible();
  },
);

test("every invite error code has its message", async ({ page }) => {
  const cases = [
    ["expired", "This invitation has expired. Ask for a new one."],
    ["consumed", "This invitation has already been used."],
    ["deleted", "This invitation is no longer active."],
  ] as const;
  for (const [state, message] of cases) {
    const token = await createInvite(uniqueEmail(test.info(), `invite-${state}`), state);
    await page.goto(`/sign-in?inviteToken=${token}`);
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.goto(`/sign-in?inviteToken=${"x".repeat(43)}`);
  await expect(
    page.getByText("We could not find this invitation. Ask for a new one."),
  ).toBeVisible();

  // A signed-in user of another company.
  const token = await createInvite(uniqueEmail(test.info(), "other"));
  await signInThroughForm(page, "freelancer@example.com");
  await expect(page).toHaveURL("/dashboard/overview");
  await page.goto(`/sign-in?inviteToken=${token}`);
  await expect(
    page.getByText("Your account already belongs to another company, so it cannot join this one."),
  ).toBeVisible();
});

test("an invite opened with another account's address: email-does-not-match", async ({ page }) => {
  const invited = uniqueEmail(test.info(), "meant-for");
  const other = uniqueEmail(test.info(), "someone-else");
  const token = await createInvite(invited);
  await page.goto(`/sign-in?inviteToken=${token}`);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await page.getByLabel("Email").fill(other);
  await page.getByLabel("Password").fill("other-pw");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  const mail = await waitForMail(page, other, /Verify your email address/);
  await page.goto(linkTo(mail, "/sign-in/verify-email"));
  await page.getByLabel("Email").fill(other);
  await page.getByLabel("Password").fill("other-pw");
  await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
  await expect(page).toHaveURL("/register/personal-information");
  await expect(page.getByText("This invitation was sent to another email address.")).toBeVisible();
});

test("a disabled account is refused at sign-in", async ({ page }) => {
  await setUserDisabled("matti.example@example.com", true);
  try {
    await signIn(page, "matti.example@example.com");
    await expect(
      page.getByText("Your account has been disabled. Please contact support."),
    ).toBeVisible();
  } finally {
    await setUserDisabled("matti.example@example.com", false);
  }
});
