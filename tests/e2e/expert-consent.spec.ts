import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import {
  consentOf,
  createGigWithSkills,
  createOffersCompany,
  giveExpertEmail,
  removeGig,
  requireConsent,
} from "./data";
import { linkTo, uniqueEmail, waitForMail } from "./helpers";

// The expert's consent to be represented (decision 048): offered by a partner, asked by mail,
// answered on the link's page without an account, seen by the partner and the staff.

const toast = (page: Page, text: string | RegExp) => page.locator(".toast-region").getByText(text);
const card = (page: Page, expert: string) => page.getByRole("article", { name: expert });

/** A modal: a dialog with JavaScript, the page's only section without. */
function modal(page: Page, title: string, js: boolean) {
  return js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

/** A company with one expert who has an address, and an open gig of the test's own. */
async function arrange(label: string, { required }: { required: boolean }) {
  const company = await createOffersCompany(test.info(), label, ["Eija"]);
  const expert = company.experts[0]!;
  const email = uniqueEmail(test.info(), `${label}-expert`);
  await giveExpertEmail(expert.id, email);
  const gig = await createGigWithSkills(
    [`Consentology ${test.info().project.name} ${Date.now().toString(36)}`],
    "open",
  );
  if (required) await requireConsent(gig.id);
  return { company, expert, email, gig, gigPath: `/gigs/${gig.id}/${gig.slug}` };
}

async function offer(page: Page, js: boolean, gigPath: string, expert: string, rate: string) {
  await page.goto(`${gigPath}/offer`);
  const form = modal(page, "Offer expert", js);
  await form.getByLabel("Expert").selectOption({ label: expert });
  await form.getByLabel("Proposed hourly rate").fill(rate);
  await form.getByRole("button", { name: "Offer expert" }).click();
  await expect(page).toHaveURL(gigPath);
}

test("an expert agrees from the mail, and only then can staff put them to the customer", async ({
  page,
  browser,
  javaScriptEnabled: js,
}) => {
  // Three people and two mails: a long journey on a slow machine.
  test.slow();
  const { company, expert, email, gig, gigPath } = await arrange("consent", { required: true });
  try {
    await signInAs(page, company.email);
    await page.goto(`${gigPath}/offer`);
    await expect(
      modal(page, "Offer expert", js).getByText(/^This gig needs the expert's consent/),
    ).toBeVisible();
    await offer(page, js, gigPath, expert.name, "101");
    await expect(
      toast(page, "We e-mailed the expert to ask for their consent to be represented."),
    ).toBeVisible();
    const section = page.getByRole("region", { name: "Offer experts" });
    await expect(section.getByRole("listitem").filter({ hasText: expert.name })).toContainText(
      "Waiting for the expert's consent",
    );

    // Staff cannot put the candidate forward yet, and the card says why.
    const staff = await browser.newContext({ javaScriptEnabled: js });
    const staffPage = await staff.newPage();
    await signInAs(staffPage, "staff@example.com");
    await staffPage.goto(`/staff/gigs/${gig.id}`);
    await expect(card(staffPage, expert.name)).toContainText("Waiting: asked by e-mail on");
    const moveToCustomer = async () => {
      await card(staffPage, expert.name)
        .getByLabel("Move to")
        .selectOption({ label: "Waiting customer decision" });
      await card(staffPage, expert.name)
        .getByRole("button", { name: `Move ${expert.name}` })
        .click();
    };
    await moveToCustomer();
    await expect(
      toast(
        staffPage,
        "This gig needs the expert's consent before the candidate goes to the customer. The expert has not agreed yet.",
      ),
    ).toBeVisible();
    expect(await consentOf(company, gig.id, expert.id)).toEqual({
      consent: "waiting",
      status: "REVIEW",
    });

    // The expert opens the mail's link in a browser of their own, signed in nowhere.
    const mail = await waitForMail(page, email, /proposes you for the gig/);
    expect(mail.text).toContain("101 €/h");
    expect(mail.text).toContain(company.userName);
    const expertContext = await browser.newContext({ javaScriptEnabled: js });
    const expertPage = await expertContext.newPage();
    await expertPage.goto(linkTo(mail, "/representation/agree"));
    await expect(expertPage.getByRole("heading", { level: 1 })).toHaveText("Agree to be proposed");
    await expect(
      expertPage.getByText(`proposes you, ${expert.name}, for the consulting gig "${gig.title}"`),
    ).toBeVisible();
    // Opening the link answered nothing: a mail scanner opens links too.
    expect(await consentOf(company, gig.id, expert.id)).toMatchObject({ consent: "waiting" });
    await expertPage.getByRole("button", { name: "I agree" }).click();
    await expect(toast(expertPage, "Thank you: you agreed to be proposed")).toBeVisible();
    await expect(expertPage.getByRole("heading", { level: 1 })).toHaveText(
      "Your answer is recorded",
    );
    expect(await consentOf(company, gig.id, expert.id)).toMatchObject({ consent: "agreed" });
    // The link works once: the other answer's link now shows the answer given.
    await expertPage.goto(linkTo(mail, "/representation/decline"));
    await expect(expertPage.getByRole("heading", { level: 1 })).toHaveText(
      "Your answer is recorded",
    );
    await expect(expertPage.getByText(/^You agreed on /)).toBeVisible();
    await expertContext.close();

    await page.goto("/dashboard/my-gigs");
    await expect(page.getByRole("row").filter({ hasText: expert.name })).toContainText(
      "The expert agreed",
    );

    await staffPage.reload();
    await expect(card(staffPage, expert.name)).toContainText("Agreed on");
    await moveToCustomer();
    await expect(
      toast(staffPage, `${expert.name} moved to Waiting customer decision.`),
    ).toBeVisible();
    await staff.close();
  } finally {
    await removeGig(gig.id);
  }
});

test("an expert who does not agree withdraws the proposal, and the partner is told", async ({
  page,
  browser,
  javaScriptEnabled: js,
}) => {
  const { company, expert, email, gig, gigPath } = await arrange("decline", { required: false });
  try {
    await signInAs(page, company.email);
    await offer(page, js, gigPath, expert.name, "95");
    const mail = await waitForMail(page, email, /proposes you for the gig/);

    const expertContext = await browser.newContext({ javaScriptEnabled: js });
    const expertPage = await expertContext.newPage();
    await expertPage.goto(linkTo(mail, "/representation/decline"));
    await expect(expertPage.getByRole("heading", { level: 1 })).toHaveText("Decline the proposal");
    await expertPage.getByRole("button", { name: "I do not agree" }).click();
    await expect(toast(expertPage, "Thank you: the proposal was withdrawn")).toBeVisible();
    await expertContext.close();

    const notice = await waitForMail(page, company.email, /Declined/);
    expect(notice.text).toContain(`${expert.name} did not agree to be represented for this gig`);
    await page.goto(gigPath);
    const section = page.getByRole("region", { name: "Offer experts" });
    await expect(section.getByRole("listitem").filter({ hasText: expert.name })).toContainText(
      "The expert declined",
    );
    // The same person can be proposed again.
    await page.goto(`${gigPath}/offer`);
    await expect(
      modal(page, "Offer more experts", js).getByRole("option", { name: expert.name }),
    ).toHaveCount(1);
  } finally {
    await removeGig(gig.id);
  }
});
