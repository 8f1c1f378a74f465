import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import {
  addCandidate,
  createE2eCompany,
  createNewsletterSubscription,
  createOffersCompany,
  seededGigs,
} from "./data";
import { signIn, uniqueEmail, waitForMail } from "./helpers";

const toast = (page: Page, text: string | RegExp) => page.locator(".toast-region").getByText(text);

/** The candidate's card on the pipeline board, found by the expert's (unique) name. */
const card = (page: Page, expert: string) => page.getByRole("article", { name: expert });
const column = (page: Page, stage: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${stage} \\(`) }) });

test(
  "staff move an offer to the customer and decline it; the partner sees each stage, the reason and the feedback, and gets one mail per move",
  { tag: "@postgres" },
  async ({ page, browser, javaScriptEnabled, extraHTTPHeaders }) => {
    // Two people, two moves, two mails and the audit log: a long journey on a slow machine.
    test.slow();
    const company = await createOffersCompany(test.info(), "pipeline", ["Pia"]);
    const expert = company.experts[0]!;
    const gig = (await seededGigs("open", 8))[7]!;
    await addCandidate(company, gig.id, expert.id, "waiting-review", { rate: 99 });

    await signInAs(page, "staff@example.com");
    await page.goto("/staff/gigs");
    await page
      .getByRole("searchbox", { name: "Search by title, skill or location" })
      .fill(gig.title);
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByRole("link", { name: `Open the pipeline of ${gig.title}` }).click();
    await expect(page).toHaveURL(`/staff/gigs/${gig.id}`);
    await expect(
      column(page, "Waiting review").getByRole("article", { name: expert.name }),
    ).toBeVisible();
    await expect(card(page, expert.name)).toContainText("99 €/h");
    await expect(card(page, expert.name)).toContainText(company.userName);

    // To the customer.
    await card(page, expert.name)
      .getByLabel("Move to")
      .selectOption({ label: "Waiting customer decision" });
    await card(page, expert.name)
      .getByRole("button", { name: `Move ${expert.name}` })
      .click();
    await expect(toast(page, `${expert.name} moved to Waiting customer decision.`)).toBeVisible();
    await expect(
      column(page, "Waiting customer decision").getByRole("article", { name: expert.name }),
    ).toBeVisible();
    const offered = await waitForMail(page, company.email, /Waiting customer decision/);
    expect(offered.text).toContain(gig.title);

    const partner = await browser.newContext({ javaScriptEnabled });
    const partnerPage = await partner.newPage();
    await signInAs(partnerPage, company.email);
    await partnerPage.goto("/dashboard/my-gigs");
    const row = partnerPage.getByRole("row").filter({ hasText: expert.name });
    await expect(row).toContainText("Waiting customer decision");

    // Declined with a reason and feedback; the reason is required.
    await card(page, expert.name)
      .getByRole("link", { name: `Decline ${expert.name}` })
      .click();
    await expect(page.getByRole("heading", { name: `Decline ${expert.name}` })).toBeVisible();
    await page.getByRole("button", { name: "Decline candidate" }).click();
    await expect(page.getByText("Choose a reason").last()).toBeVisible();
    await page.getByLabel("Reason").selectOption({ label: "Rejected by the customer" });
    await page.getByLabel("Feedback to the partner").fill("The customer chose an in-house lead.");
    await page.getByRole("button", { name: "Decline candidate" }).click();
    await expect(page).toHaveURL(`/staff/gigs/${gig.id}`);
    await expect(toast(page, `${expert.name} declined.`)).toBeVisible();
    await expect(
      column(page, "Declined").getByRole("article", { name: expert.name }),
    ).toContainText("Rejected by the customer");
    const declined = await waitForMail(page, company.email, /Declined/);
    expect(declined.text).toContain("The customer chose an in-house lead.");

    await partnerPage.reload();
    await expect(row).toContainText("Declined");
    await expect(row).toContainText("Rejected by the customer");
    await row.getByRole("link", { name: /View feedback/ }).click();
    await expect(partnerPage.getByText("The customer chose an in-house lead.")).toBeVisible();
    await partner.close();

    // The audit log has both moves, in words, before and after.
    await page.goto("/staff/audit?action=candidate.declined");
    await expect(page.getByLabel("Action")).toHaveValue("candidate.declined");
    // Listed by their words, not by the stored codes.
    const choices = (await page.getByLabel("Action").locator("option").allTextContents()).slice(1);
    expect(choices).toEqual([...choices].sort((a, b) => a.localeCompare(b, "en")));
    await expect(page.getByLabel("Action").locator("option:checked")).toHaveText(
      "Candidate declined",
    );
    const declinedRow = page.getByRole("row").filter({ hasText: "Candidate declined" }).first();
    // The change in words, not the stored JSON.
    await expect(declinedRow).toContainText(/Stage: .+ → Declined/);
    await expect(declinedRow).not.toContainText('"stage"');
    // From where: the address this test's client has behind the trusted proxy (tests/e2e/test.ts).
    await expect(declinedRow).toContainText(`from ${extraHTTPHeaders!["X-Forwarded-For"]}`);
    await page.goto("/staff/audit?action=candidate.moved");
    await expect(
      page.getByRole("row").filter({ hasText: "→ Waiting customer decision" }).first(),
    ).toBeVisible();
  },
);

test("a move from a pipeline another staff member has changed meanwhile is refused and explained", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const company = await createOffersCompany(test.info(), "race", ["Raili"]);
  const expert = company.experts[0]!;
  const gig = (await seededGigs("open", 8))[6]!;
  await addCandidate(company, gig.id, expert.id, "waiting-review");

  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await signInAs(otherPage, "staff@example.com");
  await signInAs(page, "staff@example.com");
  await page.goto(`/staff/gigs/${gig.id}`);
  await otherPage.goto(`/staff/gigs/${gig.id}`);

  await card(otherPage, expert.name)
    .getByLabel("Move to")
    .selectOption({ label: "Suitable candidate" });
  await card(otherPage, expert.name)
    .getByRole("button", { name: `Move ${expert.name}` })
    .click();
  await expect(toast(otherPage, /moved to Suitable candidate/)).toBeVisible();
  await other.close();

  // This page still shows the candidate waiting review.
  await card(page, expert.name).getByLabel("Move to").selectOption({ label: "Ready to offer" });
  await card(page, expert.name)
    .getByRole("button", { name: `Move ${expert.name}` })
    .click();
  await expect(
    toast(
      page,
      "Someone else moved this candidate meanwhile. The pipeline now shows its current stage.",
    ),
  ).toBeVisible();
  await expect(
    column(page, "Suitable candidate").getByRole("article", { name: expert.name }),
  ).toBeVisible();
});

test("staff find a newsletter subscriber, take them off the list, and download the list as CSV", async ({
  page,
}) => {
  const email = uniqueEmail(test.info(), "subscriber");
  await createNewsletterSubscription(email);
  await signInAs(page, "staff@example.com");
  await page.goto("/staff");
  await page.getByRole("link", { name: "Newsletter subscribers" }).click();
  await page.getByRole("searchbox", { name: "Search by e-mail" }).fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 match.")).toBeVisible();
  await page.getByRole("button", { name: `Unsubscribe ${email}` }).click();
  await expect(toast(page, `${email} no longer gets the gig newsletter.`)).toBeVisible();
  await expect(page.getByText("No active subscriber matches.")).toBeVisible();

  const csv = await page.request.get("/staff/subscribers.csv");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="gig-newsletter-subscribers-/,
  );
  const text = await csv.text();
  expect(text.startsWith("email,language,subscribed_at\r\n")).toBe(true);
  expect(text).not.toContain(email);
});

test("staff disable a partner's user, who is then refused at sign-in, and enable them again", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const company = await createE2eCompany("staffpartner", { users: 2 });
  const user = company.users[1]!;
  await signInAs(page, "staff@example.com");
  await page.goto("/staff/partners");
  await page.getByRole("searchbox", { name: "Search by name" }).fill(company.companyName);
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByRole("link", { name: company.companyName }).click();
  await expect(page.getByRole("heading", { level: 2, name: company.companyName })).toBeVisible();
  await page.getByRole("button", { name: `Disable ${user.email}` }).click();
  await expect(toast(page, "The user is disabled and signed out everywhere.")).toBeVisible();

  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await signIn(otherPage, user.email);
  await expect(
    otherPage.getByText("Your account has been disabled. Please contact support."),
  ).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: `Enable ${user.email}` }).click();
  await expect(toast(page, "The user can sign in again.")).toBeVisible();
  // A company with two users cannot become a freelancer.
  await page.getByRole("button", { name: "Change the partner type to Freelancer" }).click();
  await expect(
    toast(
      page,
      "A partner with several users cannot become a freelancer: a freelancer account is one person.",
    ),
  ).toBeVisible();
});
