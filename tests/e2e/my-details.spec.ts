import { expect, test, signInAs } from "./test";
import { companyExists, createE2eCompany, removeUser, userExists } from "./data";
import { signIn, waitForMail } from "./helpers";

const TAB = "/dashboard/my-details";

test(
  "edit my details: validation, toast and refreshed details",
  { tag: "@postgres" },
  async ({ page }) => {
    const company = await createE2eCompany("details");
    await signInAs(page, company.users[0]!.email);
    await page.goto(TAB);
    await expect(page.getByText("Not allowed")).toBeVisible();
    await page.getByRole("link", { name: "Edit my details" }).click();
    await expect(page).toHaveURL(`${TAB}/edit`);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly", "");

    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await name.fill("");
    await page.getByRole("textbox", { name: "Phone number" }).fill("not a phone");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Please fill in your name")).toBeVisible();
    await expect(page.getByText("Invalid phone number")).toBeVisible();

    await name.fill("Edith Edited");
    await page.getByRole("textbox", { name: "Phone number" }).fill("+358 50 999 8888");
    await page.getByRole("textbox", { name: "Job title" }).fill("Partner manager");
    await page.getByLabel("I allow GigPartners to send me marketing messages").check();
    await page.getByLabel("Send me the gig newsletter on weekdays").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(TAB);
    await expect(page.getByText("Changes saved")).toBeVisible();
    for (const text of [
      "Edith Edited",
      "+358 50 999 8888",
      "Partner manager",
      "Allowed",
      "Subscribed",
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
  },
);

test(
  "delete my account as the last user: warned, confirmed, signed out everywhere, company gone",
  { tag: "@postgres" },
  async ({ page, browser }) => {
    const company = await createE2eCompany("lastuser");
    const user = company.users[0]!;
    // A second device signed in as the same user.
    const otherDevice = await browser.newContext({
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    });
    const otherPage = await otherDevice.newPage();
    await signInAs(otherPage, user.email);
    await otherPage.goto(TAB);
    await expect(otherPage.getByText(user.email, { exact: true })).toBeVisible();
    await signInAs(page, user.email);
    await page.goto(TAB);
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(`${TAB}/delete`);
    await expect(
      page.getByText(`You are the last user of ${company.companyName}.`, { exact: false }),
    ).toBeVisible();
    const confirm = page.getByRole("textbox", {
      name: `Type your email address ${user.email} to confirm`,
    });
    await confirm.fill("someone.else@example.com");
    await page.getByRole("button", { name: "Delete my account permanently" }).click();
    await expect(page.getByText("The email address does not match your account")).toBeVisible();
    expect(await userExists(user.email)).toBe(true);

    await confirm.fill(user.email);
    await page.getByRole("button", { name: "Delete my account permanently" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await waitForMail(page, user.email, /Your GigPartners account has been deleted/);
    expect(await userExists(user.email)).toBe(false);
    expect(await companyExists(company.companyId)).toBe(false);

    // Signed out here and on the other device, and the account cannot sign in again.
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name === "session" || c.name === "__Host-session")).toEqual([]);
    await page.goto(TAB);
    await expect(page).toHaveURL("/sign-in");
    await otherPage.goto(TAB);
    await expect(otherPage).toHaveURL("/sign-in");
    await otherDevice.close();
    // Wait for the refusal itself: the page is already on /sign-in, so its address says nothing,
    // and ending the test while the submission is in flight aborts it in the browser.
    await signIn(page, user.email);
    await expect(
      page.getByText("We could not find an account with this email address.", { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  },
);

test("delete my account with colleagues left: the company stays", async ({ page }) => {
  const company = await createE2eCompany("leaver", { users: 2 });
  const user = company.users[0]!;
  await signInAs(page, user.email);
  await page.goto(`${TAB}/delete`);
  await expect(
    page.getByText(`The other users of ${company.companyName} keep their access.`, {
      exact: false,
    }),
  ).toBeVisible();
  await page
    .getByRole("textbox", { name: `Type your email address ${user.email} to confirm` })
    .fill(user.email);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL("/");
  expect(await userExists(user.email)).toBe(false);
  expect(await companyExists(company.companyId)).toBe(true);
});

test("delete my account after the colleagues left meanwhile: told again before the company goes", async ({
  page,
}) => {
  const company = await createE2eCompany("lastleft", { users: 2 });
  const user = company.users[0]!;
  await signInAs(page, user.email);
  await page.goto(`${TAB}/delete`);
  await expect(
    page.getByText(`The other users of ${company.companyName} keep their access.`, {
      exact: false,
    }),
  ).toBeVisible();
  await removeUser(company.users[1]!.email);
  const confirm = page.getByRole("textbox", {
    name: `Type your email address ${user.email} to confirm`,
  });
  await confirm.fill(user.email);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(
    page.getByText("The other users have left in the meantime", { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText(`You are the last user of ${company.companyName}.`, { exact: false }),
  ).toBeVisible();
  expect(await userExists(user.email)).toBe(true);
  expect(await companyExists(company.companyId)).toBe(true);

  await confirm.fill(user.email);
  await page.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL("/");
  expect(await userExists(user.email)).toBe(false);
  expect(await companyExists(company.companyId)).toBe(false);
});
