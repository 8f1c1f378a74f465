import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import { addCandidate, createOffersCompany, seededGigs } from "./data";

/*
 * A partner's own numbers and data (decision 050): the overview's last twelve months as tables a
 * phone without JavaScript reads first, the offers' CSV from My gigs and "Download my data".
 */

/** A company with an accepted and a declined offer, the declined one three days in review. */
async function companyWithOffers(label: string) {
  const company = await createOffersCompany(test.info(), label, ["Aino", "=Bad"], []);
  const [aino, bad] = company.experts as [
    { id: string; name: string },
    { id: string; name: string },
  ];
  const [gig] = await seededGigs("closed", 1);
  await addCandidate(company, gig!.id, aino.id, "accepted", { rate: 99 });
  const declined = await addCandidate(company, gig!.id, bad.id, "declined", { rate: 88 });
  const { getDb } = await import("~/db/db.server");
  const now = Date.now();
  const made = new Date(now - 3 * 86_400_000).toISOString();
  await getDb()
    .updateTable("candidates")
    .set({ created_at: made })
    .where("id", "=", declined)
    .execute();
  await getDb()
    .insertInto("audit_events")
    .values({
      at: new Date(now).toISOString(),
      actor_user_id: null,
      company_id: company.companyId,
      action: "candidate.declined",
      subject_type: "candidate",
      subject_id: declined,
      data: JSON.stringify({ before: { stage: "waiting-review" }, after: { stage: "declined" } }),
      ip: null,
    })
    .execute();
  return { company, aino, bad, gig: gig! };
}

/** Clicks a link that answers with a file and returns the file's name and text. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return { filename: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

test(
  "the overview's last twelve months are tables first, the charts hidden from assistive technology",
  { tag: "@postgres" },
  async ({ page }) => {
    const { company } = await companyWithOffers("numbers");
    await signInAs(page, company.email);
    await page.goto("/dashboard/overview");
    const numbers = page.getByRole("region", { name: "Your last 12 months" });
    await expect(numbers).toBeVisible();

    const perMonth = numbers.getByRole("table", { name: "Offers per month" });
    await expect(perMonth).toBeVisible();
    await expect(perMonth.getByRole("row")).toHaveCount(13);
    await expect(numbers.getByText("2 offers in 12 months")).toBeVisible();

    const outcomes = numbers.getByRole("table", { name: "Win rate" });
    await expect(outcomes.getByRole("row", { name: "Accepted 1" })).toBeVisible();
    await expect(outcomes.getByRole("row", { name: "Declined 1" })).toBeVisible();
    await expect(numbers.getByText("50% of decided offers accepted")).toBeVisible();

    const stages = numbers.getByRole("table", { name: "Median days in each stage" });
    await expect(stages.getByRole("row", { name: "Waiting review 3.0 1" })).toBeVisible();
    await expect(stages.getByRole("row", { name: "Ready to offer No data 0" })).toBeVisible();

    const reasons = numbers.getByRole("table", { name: "Decline reasons" });
    await expect(reasons.getByRole("row", { name: "Insufficient skills 1 100%" })).toBeVisible();

    // Each figure's table comes before its chart, and the charts are pictures only.
    const figure = numbers.getByRole("figure", { name: "Offers per month" });
    const order = await figure.evaluate((el) =>
      [...el.querySelectorAll("table, svg")].map((node) => node.tagName.toLowerCase()),
    );
    expect(order).toEqual(["table", "svg"]);
    await expect(numbers.locator("svg[aria-hidden='true']")).toHaveCount(4);
    await expect(page.getByRole("img")).toHaveCount(0);
  },
);

test("the numbers on a 390 px phone in Finnish: nothing scrolls sideways, no axe violations", async ({
  page,
  javaScriptEnabled,
}) => {
  // An axe run takes seconds, and without JavaScript it opens a context of its own.
  test.slow();
  const { company } = await companyWithOffers("numbers-phone");
  await signInAs(page, company.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/overview?lng=fi");
  await expect(
    page.getByRole("table", { name: "Mediaanipäivät kussakin vaiheessa" }),
  ).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  // axe is a script: without JavaScript the same server-rendered page is audited in a context
  // that runs scripts but loads none of the app's, so it stays what that browser shows.
  const context = javaScriptEnabled
    ? null
    : await page
        .context()
        .browser()!
        .newContext({
          javaScriptEnabled: true,
          storageState: await page.context().storageState(),
          viewport: page.viewportSize(),
          extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
        });
  try {
    let audited = page;
    if (context) {
      await context.route(/\/build\/.*\.js$/, (route) => route.abort());
      audited = await context.newPage();
      await audited.goto(page.url());
    }
    const { violations } = await new AxeBuilder({ page: audited })
      .include(".partner-numbers")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual(
      [],
    );
  } finally {
    await context?.close();
  }
});

test("My gigs downloads every offer as CSV, formulas made safe, in the reader's language", async ({
  page,
}) => {
  const { company, aino, bad, gig } = await companyWithOffers("csv");
  await signInAs(page, company.email);
  await page.goto("/dashboard/my-gigs");
  const { filename, text } = await download(page, "Download all offers (CSV)");
  expect(filename).toMatch(/^offers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = text
    .replace(/^\ufeff/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Gig ID,Gig,Expert offer deadline,Expert,Rate (€/h),Stage,Offered on,Last change,Decline reason,Feedback,Contact person,Expert's consent,Consent answered on",
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`${gig.id},`);
  expect(lines[1]).toContain(`,${aino.name},99,Accepted,`);
  // The expert named "=Bad …" is text in a spreadsheet, not a formula.
  expect(lines[2]).toContain(`,'${bad.name},88,Declined,`);
  expect(lines[2]).toContain(",Insufficient skills,");

  await page.goto("/dashboard/my-gigs?lng=fi");
  const finnish = await download(page, "Lataa kaikki tarjoukset (CSV)");
  expect(finnish.filename).toMatch(/^tarjoukset-/);
  expect(finnish.text).toContain("Keikan tunnus,Keikka,");
  expect(finnish.text).toContain(",Hylätty,");
});

test("My details downloads the user's data as a JSON file", async ({ page }) => {
  const { company, aino } = await companyWithOffers("mydata");
  await signInAs(page, company.email);
  await page.goto("/dashboard/my-details");
  const { filename, text } = await download(page, "Download my data");
  expect(filename).toMatch(/^gigpartners-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(text);
  expect(data.account.email).toBe(company.email);
  expect(data.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
  expect(data.company.experts.map((e: { name: string }) => e.name)).toContain(aino.name);
  expect(data.company.offers).toHaveLength(2);
  expect(text).not.toMatch(/password_hash|token_hash|scrypt/);
});
