import type { Page } from "@playwright/test";
import { createE2eCompany, createUnregisteredAccount, setUserDisabled } from "./data";
import { signIn, signInThroughForm, uniqueEmail } from "./helpers";
import { expect, signInAs, test } from "./test";

const toast = (page: Page, text: string | RegExp) => page.locator(".toast-region").getByText(text);
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const DISABLED = "Your account has been disabled. Please contact support.";

test("staff grant staff rights to a verified account and revoke them; never their own", async ({
  page,
  browser,
  javaScriptEnabled,
}, info) => {
  const email = uniqueEmail(info, "new-staff");
  await createUnregisteredAccount(email);
  await signInAs(page, "staff@example.com");
  await page.goto("/staff/gigs");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page).toHaveURL("/staff/members");
  await expect(page.getByRole("heading", { level: 2, name: "Staff" })).toBeVisible();
  // One's own row offers neither revoke nor reset.
  await expect(row(page, "staff@example.com")).toContainText("(you)");
  await expect(
    page.getByRole("link", { name: "Revoke staff rights of staff@example.com" }),
  ).toHaveCount(0);

  // An address without an account is refused beside the field.
  await page.getByLabel("E-mail address").fill(`nobody-${email}`);
  await page.getByRole("button", { name: "Grant staff rights" }).click();
  await expect(
    page.getByText("There is no account with this address. The person registers first."),
  ).toBeVisible();

  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Grant staff rights" }).click();
  await expect(toast(page, `${email} is now staff.`)).toBeVisible();
  await expect(row(page, email)).toContainText("Not set up yet");

  // The new member opens the back office in a browser of their own.
  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await signInAs(otherPage, email);
  await otherPage.goto("/staff/members");
  await expect(otherPage.getByRole("heading", { level: 2, name: "Staff" })).toBeVisible();

  await page.getByRole("link", { name: `Revoke staff rights of ${email}` }).click();
  await expect(
    page.getByRole("heading", { name: `Revoke staff rights of ${email}?` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Revoke staff rights" }).click();
  await expect(page).toHaveURL("/staff/members");
  await expect(toast(page, `${email} is no longer staff`)).toBeVisible();
  await expect(row(page, email)).toHaveCount(0);

  // Their session ended at once.
  await otherPage.goto("/staff/members");
  await expect(otherPage).toHaveURL(/\/sign-in/);
  await other.close();
});

test("staff disable a whole partner and enable it again; a user disabled before stays disabled", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const company = await createE2eCompany("wholepartner", { users: 3 });
  const [owner, colleague, earlier] = company.users as [
    (typeof company.users)[0],
    (typeof company.users)[0],
    (typeof company.users)[0],
  ];
  await setUserDisabled(earlier.email, true);
  const partner = await browser.newContext({ javaScriptEnabled });
  const partnerPage = await partner.newPage();
  await signInAs(partnerPage, owner.email);
  await partnerPage.goto("/dashboard/overview");
  await expect(partnerPage).toHaveURL("/dashboard/overview");

  await signInAs(page, "staff@example.com");
  await page.goto(`/staff/partners/${company.companyId}`);
  await page.getByRole("link", { name: "Disable the whole partner" }).click();
  await expect(
    page.getByRole("heading", { name: `Disable ${company.companyName}?` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Disable the partner" }).click();
  await expect(page).toHaveURL(`/staff/partners/${company.companyId}`);
  await expect(toast(page, "The partner is disabled")).toBeVisible();
  await expect(page.getByText("This partner is disabled")).toBeVisible();
  await expect(row(page, owner.email)).toContainText("Disabled with the company");
  await expect(row(page, earlier.email)).not.toContainText("Disabled with the company");

  // The partner's session ended, and signing in again is refused.
  await partnerPage.goto("/dashboard/overview");
  await expect(partnerPage).toHaveURL(/\/sign-in/);
  await signIn(partnerPage, colleague.email);
  await expect(partnerPage.getByText(DISABLED)).toBeVisible();

  await page.getByRole("button", { name: "Enable the partner again" }).click();
  await expect(toast(page, "The partner is enabled again")).toBeVisible();
  await expect(row(page, owner.email)).toContainText("Active");
  await expect(row(page, colleague.email)).toContainText("Active");
  await expect(row(page, earlier.email)).toContainText("Disabled");

  await signInThroughForm(partnerPage, colleague.email);
  await expect(partnerPage).not.toHaveURL(/\/sign-in/);
  await partner.close();
});

test("the Staff page on a phone and a desktop", async ({ page }, info) => {
  const email = uniqueEmail(info, "pictured-staff");
  await createUnregisteredAccount(email);
  await signInAs(page, "staff@example.com");
  await page.goto("/staff/members");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Grant staff rights" }).click();
  await expect(toast(page, `${email} is now staff.`)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/staff/members");
    await expect(page.getByRole("link", { name: `Revoke staff rights of ${email}` })).toBeVisible();
    await page.screenshot({
      path: `/tmp/staffadmin-members-${info.project.name}-${width}.png`,
      fullPage: true,
    });
  }
});
