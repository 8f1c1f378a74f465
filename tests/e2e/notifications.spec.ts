import type { Browser, Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import { addCandidate, createOffersCompany, seededGigs } from "./data";
import { MAIL_CATCHER, waitForMail } from "./helpers";

const TAB = "/dashboard/my-details";
const STAGE_SWITCH = "An offer of mine moves to another stage";

async function setStageMails(page: Page, on: boolean) {
  await page.goto(TAB);
  await page.getByRole("link", { name: "Edit notifications" }).click();
  await expect(page).toHaveURL(`${TAB}/notifications`);
  const box = page.getByRole("checkbox", { name: STAGE_SWITCH });
  await box.setChecked(on);
  await page.getByRole("button", { name: "Save notifications" }).click();
  await expect(page).toHaveURL(TAB);
  await expect(
    page.locator(".toast-region").getByText("Notification settings saved"),
  ).toBeVisible();
  const row = page.locator(".fact-list > div").filter({ hasText: STAGE_SWITCH });
  await expect(row.locator("dd")).toHaveText(on ? "On" : "Off");
}

async function staffMove(
  browser: Browser,
  javaScriptEnabled: boolean,
  gigId: number,
  expert: string,
  stage: string,
) {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    const page = await context.newPage();
    await signInAs(page, "staff@example.com");
    await page.goto(`/staff/gigs/${gigId}`);
    const card = page.getByRole("article", { name: expert });
    await card.getByLabel("Move to").selectOption({ label: stage });
    await card.getByRole("button", { name: `Move ${expert}` }).click();
    await expect(
      page.locator(".toast-region").getByText(`${expert} moved to ${stage}.`),
    ).toBeVisible();
  } finally {
    await context.close();
  }
}

test(
  "a partner turns stage mails off and on in My details; staff moves mail only while on",
  { tag: "@postgres" },
  async ({ page, browser, javaScriptEnabled }) => {
    test.slow();
    const company = await createOffersCompany(test.info(), "notify", ["Noora"]);
    const expert = company.experts[0]!;
    const gig = (await seededGigs("open", 9))[8]!;
    await addCandidate(company, gig.id, expert.id, "waiting-review", { rate: 90 });

    await signInAs(page, company.email);
    await page.goto(TAB);
    await expect(page.getByRole("heading", { name: "Email notifications" })).toBeVisible();
    await setStageMails(page, false);
    await staffMove(browser, javaScriptEnabled, gig.id, expert.name, "Suitable candidate");

    await setStageMails(page, true);
    await staffMove(browser, javaScriptEnabled, gig.id, expert.name, "Ready to offer");
    const mail = await waitForMail(page, company.email, /Ready to offer/);
    expect(mail.text).toContain("/dashboard/my-details");
    // The later mail has arrived, so the earlier move would have too: it was never sent.
    const all = (await (
      await page.request.get(`${MAIL_CATCHER}/messages?to=${encodeURIComponent(company.email)}`)
    ).json()) as Array<{ subject: string }>;
    expect(all.map((m) => m.subject).filter((s) => /Suitable candidate/.test(s))).toEqual([]);
  },
);
