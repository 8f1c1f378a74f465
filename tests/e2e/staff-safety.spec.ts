import AxeBuilder from "@axe-core/playwright";
import { createE2eCompany, createInvite, seededGigs } from "./data";
import { signInThroughForm, uniqueEmail } from "./helpers";
import { expect, signInAs, test } from "./test";

// The back office's own findings: two landmarks of one kind need names that tell them apart,
// and a role must be one its element may take. Both are best-practice rules, which the WCAG
// audit of design.spec.ts does not run.
test("the staff pages have unique landmarks and allowed roles", async ({
  page,
  javaScriptEnabled,
}) => {
  // axe runs as a script in the page; the markup is the server's either way.
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  test.slow();
  const [gig] = await seededGigs("open", 1);
  const company = await createE2eCompany("staff-axe");
  await signInAs(page, "staff@example.com");
  for (const path of [
    "/staff",
    "/staff/gigs",
    `/staff/gigs/${gig!.id}`,
    `/staff/gigs/${gig!.id}/close`,
    "/staff/partners",
    `/staff/partners/${company.companyId}`,
    "/staff/posts",
    "/staff/subscribers",
    "/staff/audit",
  ]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .withRules(["landmark-unique", "aria-allowed-role"])
      .analyze();
    // The pages this issue changed get the WCAG audit too.
    if (/close|audit|partners\/|gigs\/\d+$/.test(path)) {
      const wcag = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      violations.push(...wcag.violations);
    }
    expect(
      violations.map((v) => ({ path, rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) })),
    ).toEqual([]);
  }
});

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
