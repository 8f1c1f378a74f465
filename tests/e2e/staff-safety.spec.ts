import { createE2eCompany, createInvite } from "./data";
import { signInThroughForm, uniqueEmail } from "./helpers";
import { expect, signInAs, test } from "./test";

test("an expired invite reads Expired for staff, as for the partner", async ({ page }, info) => {
  const company = await createE2eCompany("staff-expired");
  const email = uniqueEmail(info, "expired-invite");
  await createInvite(email, "expired", company.companyId);
  await signInAs(page, "staff@example.com");
  await page.goto(`/staff/partners/${company.companyId}`);
  await expect(
    page.getByText(new RegExp(`${email.replace(/[.+]/g, "\\$&")} · .+ · Expired`)),
  ).toBeVisible();
});

test("the second step of sign-in shows no signed-in header, and a way out on the page", async ({
  page,
}) => {
  await signInThroughForm(page, "staff@example.com");
  await expect(page).toHaveURL("/sign-in/second-factor");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Gigs" }).first()).toBeAttached();
  for (const name of ["Back office", "Dashboard", "Sign in"])
    await expect(header.getByRole("link", { name })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel and sign out" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/sign-in/second-factor");
  await expect(page).toHaveURL(/\/sign-in$/);
});
