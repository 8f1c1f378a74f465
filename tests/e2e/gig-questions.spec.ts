import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import { addCandidate, createGigWithSkills, createOffersCompany, removeGig } from "./data";
import { waitForMail } from "./helpers";

const toast = (page: Page, text: string | RegExp) => page.locator(".toast-region").getByText(text);
const questions = (page: Page) => page.getByRole("region", { name: "Questions and answers" });

/** axe's WCAG 2.1 AA audit and the back office's landmark rules; axe needs the page's scripts. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .withRules(["landmark-unique", "aria-allowed-role"])
    .analyze();
  expect(
    violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
}

let gigIds: number[] = [];
test.afterEach(async () => {
  // The test's own open gig leaves the lists as the other specs count them.
  for (const id of gigIds) await removeGig(id);
  gigIds = [];
});

test(
  "a partner asks a question on a gig, staff answer it, and every signed-in partner sees the answer",
  { tag: "@postgres" },
  async ({ page, browser, javaScriptEnabled: js }) => {
    test.slow();
    const tag = `${test.info().project.name}${Date.now().toString(36)}`;
    const gig = await createGigWithSkills([`Questionlang${tag}`], "open");
    gigIds.push(gig.id);
    const gigPath = `/gigs/${gig.id}/${gig.slug}`;
    const asker = await createOffersCompany(test.info(), "asker", ["Aada"]);
    // Another partner with an offer on the gig: the answer is mailed to them too.
    const offering = await createOffersCompany(test.info(), "offering", ["Oona"]);
    await addCandidate(offering, gig.id, offering.experts[0]!.id, "waiting-review");
    const question = `Is remote work possible on Fridays (${tag})?`;

    // A visitor sees no questions, only the way to sign in.
    const visitor = await browser.newContext({ javaScriptEnabled: js });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(gigPath);
    await expect(questions(visitorPage).getByRole("link")).toHaveText(
      "Sign in to read the answers to partners' questions and to ask your own.",
    );
    await visitor.close();

    await signInAs(page, asker.email);
    await page.goto(gigPath);
    await expect(questions(page).getByText("No questions have been answered yet.")).toBeVisible();
    await questions(page).getByRole("link", { name: "Ask a question" }).click();
    await expect(page).toHaveURL(`${gigPath}/ask`);
    const dialog = js
      ? page.getByRole("dialog", { name: "Ask about this gig" })
      : page.getByRole("region", { name: "Ask about this gig" });
    // Blanks pass the browser's own checks; the schema's message names the field.
    const field = dialog.getByRole("textbox", { name: "Your question" });
    await field.fill("      ");
    await dialog.getByRole("button", { name: "Send the question" }).click();
    await expect(dialog.getByText("Please write your question")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.fill(question);
    await dialog.getByRole("button", { name: "Send the question" }).click();
    await expect(toast(page, "Your question was sent. You get the answer by email.")).toBeVisible();
    await expect(page).toHaveURL(`${gigPath}#questions`);
    await expect(dialog).toHaveCount(0);
    const own = questions(page).getByRole("listitem").filter({ hasText: question });
    await expect(own).toContainText(`Question: ${question}`);
    await expect(own).toContainText(/Waiting for an answer/);

    // The other partner does not see a question nobody has answered yet.
    const other = await browser.newContext({ javaScriptEnabled: js });
    const otherPage = await other.newPage();
    await signInAs(otherPage, offering.email);
    await otherPage.goto(gigPath);
    await expect(questions(otherPage).getByText(question)).toHaveCount(0);

    // Staff find it from the gig's back-office page and answer it.
    const staff = await browser.newContext({ javaScriptEnabled: js });
    const staffPage = await staff.newPage();
    await signInAs(staffPage, "staff@example.com");
    await staffPage.goto(`/staff/gigs/${gig.id}`);
    await staffPage.getByRole("link", { name: "Questions (1 waiting)" }).click();
    await expect(staffPage).toHaveURL(`/staff/gigs/${gig.id}/questions`);
    const card = staffPage.getByRole("article").filter({ hasText: question });
    await expect(card.getByText("Waiting for an answer")).toBeVisible();
    await expect(card).toContainText(asker.userName);
    await card
      .getByRole("textbox", { name: "Answer", exact: true })
      .fill("Yes: Fridays are remote.");
    await card.getByRole("button", { name: "Publish the answer" }).click();
    await expect(
      toast(staffPage, "The answer is published and was mailed to 2 partner users."),
    ).toBeVisible();
    await expect(staffPage.getByRole("article").filter({ hasText: question })).toContainText(
      /Answered/,
    );
    if (js) await expectAccessible(staffPage);
    await staff.close();

    // Both partners see the answer, without the asker; both got it by mail.
    for (const viewer of [page, otherPage]) {
      await viewer.goto(gigPath);
      const item = questions(viewer).getByRole("listitem").filter({ hasText: question });
      await expect(item).toContainText("Answer: Yes: Fridays are remote.");
      await expect(item).not.toContainText(asker.userName);
      await expect(item).not.toContainText(/Waiting for an answer/);
    }
    if (js) await expectAccessible(page);
    await other.close();
    const mail = await waitForMail(page, asker.email, /^Your question on ".+" was answered$/);
    expect(mail.text).toContain("Yes: Fridays are remote.");
    const offerMail = await waitForMail(page, offering.email, /^A question on ".+" was answered$/);
    expect(offerMail.links.some((link) => link.endsWith(`${gigPath}#questions`))).toBe(true);
  },
);
