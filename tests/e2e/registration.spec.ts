import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { linkTo, signIn, uniqueEmail, waitForMail, signInThroughForm } from "./helpers";

async function createAccount(page: Page, email: string, password = "secret-pw") {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
}

async function verifyAndSignIn(page: Page, email: string, password = "secret-pw") {
  const mail = await waitForMail(page, email, /Verify your email address/);
  expect(mail.html).toContain("<html");
  expect(mail.text).toContain("/sign-in/verify-email?token=");
  await page.goto(linkTo(mail, "/sign-in/verify-email"));
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(
    page.getByText("Your email address is verified. You can sign in now."),
  ).toBeVisible();
  await signInThroughForm(page, email, password);
}

async function personalInformation(page: Page, name: string) {
  await expect(page).toHaveURL("/register/personal-information");
  // Required fields are reported with the specification's messages (by the server without JS).
  await page
    .locator("form:has(input[name=phoneNumber])")
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Complete registration" }).click();
  await expect(page.getByText("Please fill in your name")).toBeVisible();
  await expect(page.getByText("Please fill in your phone number")).toBeVisible();
  await expect(page.getByText("Please complete this required field")).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Phone number").fill("+358 40 765 4321");
  await page.getByLabel("Job title").fill("Sales director");
  await page.getByLabel("Send me the gig newsletter on weekdays").check();
  await page.getByLabel("I agree to the terms of use and the privacy policy").check();
  await page.getByRole("button", { name: "Complete registration" }).click();
  await expect(page).toHaveURL("/register/ready");
  await expect(
    page.getByText("Welcome to GigPartners! Your registration is complete."),
  ).toBeVisible();
}

test("company registration by e-mail with verification", { tag: "@postgres" }, async ({ page }) => {
  const email = uniqueEmail(test.info(), "company");
  await page.goto("/register");
  await expect(page).toHaveURL("/register/partner-type");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();

  // Partner type must be chosen first.
  await page.goto("/register/email-password");
  await expect(page).toHaveURL("/register/partner-type");
  await expect(
    page.getByText("Choose first whether you register as a company or as a freelancer."),
  ).toBeVisible();

  await page.getByLabel("A company").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await createAccount(page, email);

  // Sign-in is refused until the address is verified; the e-mail can be sent again.
  await signIn(page, email, "secret-pw");
  await expect(
    page.getByRole("alert").filter({ hasText: "Your email address is not verified yet." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send the verification email again" }).click();
  await expect(page.getByText("a new verification email is on its way")).toBeVisible();

  await verifyAndSignIn(page, email);
  await expect(page).toHaveURL("/register/company-information");
  await expect(page.getByText("Step 2 of 3")).toBeVisible();
  await page.getByLabel("Company name").fill("Testikonsultit Oy");
  // The counter follows typing with JavaScript; without it, it shows the limit.
  await expect(
    page.getByText(
      test.info().project.use.javaScriptEnabled !== false ? "17 / 100" : "At most 100 characters",
    ),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ \/ 100$/)).toHaveCount(
    test.info().project.use.javaScriptEnabled !== false ? 1 : 0,
  );
  await page.getByLabel("Website").fill("testikonsultit.example.fi");
  await page.getByLabel("Data and analytics").check();
  await page.getByLabel("Cyber security").check();
  await page.getByLabel("Business ID (y-tunnus)").fill("1572860-1");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Invalid business ID. Use the format 1234567-1.")).toBeVisible();
  await page.getByLabel("Business ID (y-tunnus)").fill("1572860-0");
  await page.getByRole("button", { name: "Continue" }).click();

  await personalInformation(page, "Terhi Testaaja");
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL("/dashboard/overview");
  await expect(page.getByRole("link", { name: "Company and users" })).toBeVisible();
  // Registered users are sent from the registration pages to the dashboard.
  await page.goto("/register/partner-type");
  await expect(page).toHaveURL("/dashboard/overview");
});

test("freelancer registration", { tag: "@postgres" }, async ({ page }) => {
  const email = uniqueEmail(test.info(), "freelancer");
  await page.goto("/register/partner-type");
  await page.getByLabel("A freelancer").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await createAccount(page, email);
  await verifyAndSignIn(page, email);
  await expect(page).toHaveURL("/register/company-information");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Freelancer information");
  await page.getByLabel("Business name").fill("Frida Freelance Tmi");
  await page.getByLabel("Home base").selectOption("SE");
  await page.getByLabel("UX and service design").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await personalInformation(page, "Frida Freelance");
  await page.goto("/dashboard/experts");
  await expect(page).toHaveURL("/dashboard/freelancer-information");
  await expect(page.getByRole("link", { name: "Freelancer information" })).toBeVisible();
});

test("registration with an address that is already in use suggests signing in", async ({
  page,
}) => {
  await page.goto("/register/partner-type");
  await page.getByLabel("A company").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Email").fill("company@example.com");
  await page.getByLabel("Password").fill("whatever1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("This email address is already in use. Sign in instead."),
  ).toBeVisible();
});

test("validation messages of the e-mail step, from the server too", async ({ page }) => {
  await page.goto("/register/partner-type");
  await page.getByLabel("A company").check();
  await page.getByRole("button", { name: "Continue" }).click();
  // Past the browser's own checks, so the server's answer (JavaScript off) is what shows.
  await page
    .locator("form:has(input[name=password])")
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Email is not a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
});
