import AxeBuilder from "@axe-core/playwright";
import { createE2eCompany, createInvite, seededGigs } from "./data";
import { uniqueEmail } from "./helpers";
import { expect, signInAs, test } from "./test";

// The back office's own findings: two landmarks of one kind need names that tell them apart,
// and a role must be one its element may take. Both are best-practice rules, which the WCAG
// audit of design.spec.ts does not run.
test("the staff pages have unique landmarks and allowed roles", async ({ page }) => {
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
