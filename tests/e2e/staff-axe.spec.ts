import AxeBuilder from "@axe-core/playwright";
import { createE2eCompany, seededGigs } from "./data";
import { expect, signInAs, test } from "./test";

// axe runs as a script in the page, so this file runs with JavaScript on only
// (playwright.config.ts); the markup it checks is the server's either way.

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
    `/staff/partners/${company.companyId}/disable`,
    "/staff/members",
    "/staff/posts",
    "/staff/subscribers",
    "/staff/audit",
  ]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .withRules(["landmark-unique", "aria-allowed-role"])
      .analyze();
    // The pages this issue changed get the WCAG audit too.
    if (/close|audit|partners\/|members|gigs\/\d+$/.test(path)) {
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
