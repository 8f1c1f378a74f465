import { expect, test, signInAs } from "./test";
import { companyName, createE2eCompany, userExists } from "./data";
import { linkTo, uniqueEmail, waitForMail } from "./helpers";

const TAB = "/dashboard/company-and-users";

test(
  "edit company information: validation, toast and refreshed details",
  { tag: "@postgres" },
  async ({ page }) => {
    const company = await createE2eCompany("edit");
    await signInAs(page, company.users[0]!.email);
    await page.goto(TAB);
    await expect(page.getByText("The partner type cannot be changed here.")).toBeVisible();
    await page.getByRole("link", { name: "Edit company information" }).click();
    await expect(page).toHaveURL(`${TAB}/company`);

    const name = page.getByRole("textbox", { name: "Company name", exact: true });
    await expect(name).toHaveValue(company.companyName);
    await name.fill("");
    await page.getByRole("textbox", { name: "Business ID (y-tunnus)" }).fill("1234567-2");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Please fill in your company name")).toBeVisible();
    await expect(page.getByText("Invalid business ID. Use the format 1234567-1.")).toBeVisible();

    const renamed = `${company.companyName} Renamed`;
    await name.fill(renamed);
    await page.getByRole("textbox", { name: "Business ID (y-tunnus)" }).fill("1572860-0");
    await page.getByRole("textbox", { name: "Website" }).fill("renamed.example.com");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(TAB);
    await expect(page.getByText("Changes saved")).toBeVisible();
    await expect(page.getByText(renamed)).toBeVisible();
    await expect(page.getByRole("link", { name: "https://renamed.example.com" })).toBeVisible();
  },
);

test(
  "invite a user: create, refuse duplicates, resend (old link refused), accept through the identity flow",
  { tag: "@postgres" },
  async ({ page }) => {
    const company = await createE2eCompany("invite", { users: 2 });
    const invitee = uniqueEmail(test.info(), "invitee");
    await signInAs(page, company.users[0]!.email);
    await page.goto(TAB);

    // Required e-mail, then an address that already belongs to this company.
    await page.getByRole("link", { name: "Invite user" }).click();
    await expect(page).toHaveURL(`${TAB}/invites/new`);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("Please fill in an email address")).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill(company.users[1]!.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("This person is already a user of your company.")).toBeVisible();

    await page.getByRole("textbox", { name: "Email" }).fill(invitee);
    await page.getByRole("textbox", { name: "Message" }).fill("Welcome aboard!");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page).toHaveURL(TAB);
    await expect(page.getByText("Invitation sent")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(invitee) });
    await expect(row.getByText("Active")).toBeVisible();
    // Active is a good state: the success colour, not the warning one.
    await expect(row.getByText("Active")).toHaveClass(/\btag-accepted\b/);
    await expect(row.getByText("Welcome aboard!")).toBeVisible();
    const first = await waitForMail(page, invitee, /invited you to join/);
    const firstLink = linkTo(first, "/sign-in");

    // The same address again: invite-already-created, with a way to resend.
    await page.getByRole("link", { name: "Invite user" }).click();
    await page.getByRole("textbox", { name: "Email" }).fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText("This person has already been invited.")).toBeVisible();
    await page.getByRole("link", { name: "Resend the existing invitation instead" }).click();

    // Resend: same modal, e-mail read-only, message prefilled.
    await expect(page).toHaveURL(/\/invites\/[^/]+\/resend$/);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(invitee);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Welcome aboard!");
    await page.getByRole("button", { name: "Resend invitation" }).click();
    await expect(page).toHaveURL(TAB);
    await expect(page.getByText("Invitation sent")).toBeVisible();
    let second = first;
    await expect
      .poll(async () => {
        second = await waitForMail(page, invitee, /invited you to join/);
        return linkTo(second, "/sign-in");
      })
      .not.toBe(firstLink);
    const secondLink = linkTo(second, "/sign-in");

    // The old link no longer works; the new one does, through registration by invite.
    await page.context().clearCookies();
    await page.goto(firstLink);
    await expect(
      page.getByText("We could not find this invitation. Ask for a new one."),
    ).toBeVisible();
    await page.goto(secondLink);
    await expect(page.getByText(`${company.companyName} invites you to GigPartners`)).toBeVisible();
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL("/register/email-password");
    // The address changes a moment before the page does (see invite.spec.ts): wait for the form.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await page.getByLabel("Email").fill(invitee);
    await page.getByLabel("Password").fill("invited-pw");
    await page.getByRole("button", { name: "Create account" }).click();
    const verify = await waitForMail(page, invitee, /Verify your email address/);
    await page.goto(linkTo(verify, "/sign-in/verify-email"));
    await page.getByLabel("Password").fill("invited-pw");
    await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
    await expect(page).toHaveURL("/register/personal-information");
    await expect(page.getByText(`You are joining ${company.companyName}.`)).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Iida Invited");
    await page.getByLabel("Phone number").fill("040 765 4321");
    await page.getByLabel("I agree to the terms of use and the privacy policy").check();
    await page.getByRole("button", { name: "Complete registration" }).click();
    await expect(page).toHaveURL("/register/ready");

    await page.goto(TAB);
    await expect(page.getByRole("row", { name: /Iida Invited/ })).toContainText("(you)");
    await expect(
      page.getByRole("row", { name: new RegExp(invitee) }).filter({ hasText: "Consumed" }),
    ).toBeVisible();
  },
);

test("delete an invite: deactivated at once", async ({ page }) => {
  const company = await createE2eCompany("invdel");
  const invitee = uniqueEmail(test.info(), "deleted-invite");
  await signInAs(page, company.users[0]!.email);
  await page.goto(`${TAB}/invites/new`);
  await page.getByRole("textbox", { name: "Email" }).fill(invitee);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  const mail = await waitForMail(page, invitee, /invited you to join/);

  await page.getByRole("link", { name: `Delete invite to ${invitee}` }).click();
  await expect(page.getByText(`Delete the invitation to ${invitee}?`)).toBeVisible();
  await page.getByRole("button", { name: "Delete invite" }).click();
  await expect(page).toHaveURL(TAB);
  await expect(page.getByText("Invitation no longer active and deleted")).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(invitee) }).getByText("Deleted", { exact: true }),
  ).toBeVisible();

  await page.context().clearCookies();
  await page.goto(linkTo(mail, "/sign-in"));
  await expect(page.getByText("This invitation is no longer active.")).toBeVisible();
});

test(
  "remove a user: confirm, mail sent, contact person handed over, their session ended",
  { tag: "@postgres" },
  async ({ page, browser }) => {
    const company = await createE2eCompany("remove", { users: 2 });
    const [contact, remover] = company.users as [
      (typeof company.users)[0],
      (typeof company.users)[0],
    ];
    const removedDevice = await browser.newContext({
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    });
    const removedPage = await removedDevice.newPage();
    await signInAs(removedPage, contact.email);
    await removedPage.goto(TAB);
    await expect(removedPage).toHaveURL(TAB);
    await signInAs(page, remover.email);
    await page.goto(TAB);
    await expect(page.getByRole("row", { name: new RegExp(contact.name) })).toContainText(
      "Contact person",
    );
    // Oneself cannot be deleted here.
    await expect(page.getByRole("link", { name: `Delete user ${remover.name}` })).toHaveCount(0);

    await page.getByRole("link", { name: `Delete user ${contact.name}` }).click();
    await expect(
      page.getByText(
        `${contact.name} is the contact person: you become the contact person instead.`,
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete user" }).click();
    await expect(page).toHaveURL(TAB);
    await expect(page.getByText("User deleted")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(contact.name) })).toHaveCount(0);
    await expect(page.getByRole("row", { name: new RegExp(remover.name) })).toContainText(
      "Contact person",
    );
    const mail = await waitForMail(page, contact.email, /You no longer have access/);
    expect(mail.subject).toContain(company.companyName);
    await removedPage.goto(TAB);
    await expect(removedPage).toHaveURL("/sign-in");
    await removedDevice.close();
  },
);

test("another company's user or invite is a 404", async ({ page }) => {
  const mine = await createE2eCompany("mine");
  const theirs = await createE2eCompany("theirs", { users: 2 });
  await signInAs(page, mine.users[0]!.email);
  const response = await page.goto(`${TAB}/users/${theirs.users[1]!.id}/delete`);
  expect(response?.status()).toBe(404);
  const invite = await page.goto(`${TAB}/invites/nonexistent-invite/resend`);
  expect(invite?.status()).toBe(404);

  // Posting with their ids changes nothing either: the user stays, their contact is not taken.
  const post = (path: string, form: Record<string, string | string[]> = {}) =>
    page.request.post(path, { form: form as Record<string, string>, maxRedirects: 0 });
  expect((await post(`${TAB}/users/${theirs.users[1]!.id}/delete`)).status()).toBe(404);
  expect(await userExists(theirs.users[1]!.email)).toBe(true);
  expect((await post(`${TAB}/invites/nonexistent-invite/delete`)).status()).toBe(404);
  const edit = await post(`${TAB}/company`, {
    name: "Taken Over Oy",
    countryCode: "SE",
    capabilityIds: "1",
    contactUserId: theirs.users[1]!.id,
  });
  expect(edit.status()).toBe(404);
  expect(await companyName(mine.companyId)).toBe(mine.companyName);
});

test("a freelancer edits their company details with the same rules", async ({ page }) => {
  const freelancer = await createE2eCompany("freelancer", { partnerType: "freelancer" });
  await signInAs(page, freelancer.users[0]!.email);
  // The company-and-users tab is for companies only.
  await page.goto(TAB);
  await expect(page).toHaveURL("/dashboard/freelancer-information");
  await page.goto("/dashboard/freelancer-information/company");
  await expect(page.getByRole("combobox", { name: "Contact person" })).toHaveCount(0);
  const name = page.getByRole("textbox", { name: "Business name", exact: true });
  await expect(name).toHaveValue(freelancer.companyName);
  await page.getByRole("checkbox").first().uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please add at least one capability")).toBeVisible();
  await page.getByRole("checkbox").nth(2).check();
  await name.fill(`${freelancer.companyName} Tmi`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL("/dashboard/freelancer-information");
  await expect(page.getByText("Changes saved")).toBeVisible();
  expect(await companyName(freelancer.companyId)).toBe(`${freelancer.companyName} Tmi`);
});
