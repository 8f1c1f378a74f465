import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { getDb } from "~/db/db.server";
import { expect, test, signInAs } from "./test";
import { createE2eCompany, createExpert, uniqueName } from "./data";
import { linkTo, waitForMail } from "./helpers";

const run = promisify(execFile);
const MAIL_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3225);

/** `npm run cv-retention:sweep` against the worker's database, mailing the test SMTP server. */
async function sweepFromTheCommandLine(appUrl: string) {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/cv-retention-sweep.ts"],
    {
      env: {
        ...process.env,
        APP_URL: appUrl,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        MAIL_FROM: "GigPartners <no-reply@gigpartners.test>",
        LOG_LEVEL: "warn",
      },
    },
  );
  return stdout;
}

/** WCAG and the back office's landmark rules; axe runs as a script, so with JavaScript only. */
async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const violations = [];
  for (const builder of [
    new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]),
    new AxeBuilder({ page }).withRules(["landmark-unique", "aria-allowed-role"]),
  ])
    violations.push(...(await builder.analyze()).violations);
  expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([]);
}

const toast = (page: Page, text: string | RegExp) => page.locator(".toast-region").getByText(text);

test(
  "an old CV is noticed by mail, staff see its deletion date, and the partner keeps it from the mail",
  { tag: "@postgres" },
  async ({ page, browser, javaScriptEnabled, baseURL }) => {
    test.slow();
    const company = await createE2eCompany("retention");
    const owner = company.users[0]!;
    const name = uniqueName("Retained", test.info().project.name);
    const expertId = await createExpert(name, company.companyId);
    // Uploaded 30 months ago and never offered: past its 24 months, so the next sweep notices it.
    const uploaded = new Date();
    uploaded.setUTCMonth(uploaded.getUTCMonth() - 30);
    await getDb()
      .updateTable("experts")
      .set({ cv_added_at: uploaded.toISOString() })
      .where("id", "=", expertId)
      .execute();

    expect(await sweepFromTheCommandLine(baseURL!)).toMatch(
      /CV retention \(24 months\): noticed 1,/,
    );
    const mail = await waitForMail(
      page,
      owner.email,
      new RegExp(`^The CV of ${name} will be deleted on`),
    );
    expect(mail.text).toContain("fixture-cv.pdf");

    // Staff see it under "Notice sent", deleted in 30 days.
    await signInAs(page, "staff@example.com");
    await page.goto("/staff");
    await page.getByRole("link", { name: "CV retention" }).click();
    await expect(page).toHaveURL("/staff/cv-retention");
    await expect(page.getByRole("heading", { name: "CV retention", level: 2 })).toBeVisible();
    const noticed = page.getByRole("region", { name: "Notice sent (table)" });
    const row = noticed.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(company.companyName);
    await expect(row).toContainText("fixture-cv.pdf");
    await expect(row).toContainText("1 user");
    await expect(row).toContainText("(in 30 days)");
    await expectAccessible(page, javaScriptEnabled);

    // The partner opens the mail's button and keeps the CV.
    const partner = await browser.newContext({ javaScriptEnabled });
    try {
      const partnerPage = await partner.newPage();
      await signInAs(partnerPage, owner.email);
      await partnerPage.goto(linkTo(mail, `/dashboard/experts/${expertId}/keep-cv`));
      await expect(partnerPage.getByRole("heading", { name: "Keep the CV?" })).toBeVisible();
      await expect(partnerPage.getByText(`The CV of ${name} (fixture-cv.pdf, added`)).toBeVisible();
      await expect(partnerPage.getByText(/^The notice of this was sent on /)).toBeVisible();
      await expectAccessible(partnerPage, javaScriptEnabled);
      await partnerPage.getByRole("button", { name: "Keep the CV" }).click();
      await expect(partnerPage).toHaveURL("/dashboard/experts");
      await expect(toast(partnerPage, `The CV of ${name} is kept.`)).toBeVisible();
    } finally {
      await partner.close();
    }

    // The notice no longer stands; the audit log says who kept it.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Notice sent" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await page.getByRole("link", { name: "CVs deleted so far, in the audit log" }).click();
    await expect(page).toHaveURL("/staff/audit?action=expert.cv-deleted");
    await page.goto("/staff/audit?action=expert.cv-kept");
    const entry = page.getByRole("row").filter({ hasText: name });
    await expect(entry).toContainText("CV kept by the partner");
    await expect(entry).toContainText(owner.email);
  },
);
