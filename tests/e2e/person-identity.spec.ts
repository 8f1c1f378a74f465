import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import {
  candidateOf,
  createGigWithSkills,
  createOffersCompany,
  giveContact,
  offerAs,
  removeGig,
} from "./data";
import { getDb } from "~/db/db.server";

// One person, one proposal per gig (issue 37, decision 047): a second partner offering the same
// person through the gig page's dialog is refused, without learning who proposed them first; the
// dialog says how many proposals the gig's cap leaves; staff see the earlier proposal.

// The open gigs these tests make would count on /gigs for the specs after them.
const made: number[] = [];
async function openGig(label: string, cap: number | null = null) {
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const gig = await createGigWithSkills([`${label} ${tag}`], "open");
  made.push(gig.id);
  await getDb().updateTable("gigs").set({ submission_cap: cap }).where("id", "=", gig.id).execute();
  return { ...gig, path: `/gigs/${gig.id}/${gig.slug}` };
}
test.afterEach(async () => {
  for (const id of made.splice(0)) await removeGig(id);
});

/** A modal: a dialog with JavaScript, the page's only section without. */
function modal(page: Page, title: string, js: boolean) {
  return js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

const PROPOSED =
  "This expert has already been proposed for this gig by another partner. The first proposal stands.";

test(
  "a second partner offering the same person is refused in the offer dialog",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled: js }) => {
    const first = await createOffersCompany(test.info(), "first", ["Saara"]);
    const second = await createOffersCompany(test.info(), "second", ["Sara"]);
    const email = `saara.${Date.now().toString(36)}@example.com`;
    // The two partners typed the same person's address differently.
    await giveContact(first.experts[0]!.id, { email });
    await giveContact(second.experts[0]!.id, { email: ` ${email.toUpperCase()}` });
    const gig = await openGig("Identity", 3);
    await offerAs(first, gig.id, first.experts[0]!.id);

    await signInAs(page, second.email);
    await page.goto(`${gig.path}/offer`);
    const form = modal(page, "Offer expert", js);
    await expect(form.getByText("3 of 3 proposals left")).toBeVisible();
    await form.getByLabel("Expert").selectOption({ label: second.experts[0]!.name });
    await form.getByLabel("Proposed hourly rate").fill("95");
    await form.getByRole("button", { name: "Offer expert" }).click();
    await expect(form.getByRole("alert")).toHaveText(PROPOSED);
    await expect(page).toHaveURL(`${gig.path}/offer`);
    // Nothing written, and nothing says who the other partner is.
    expect(await candidateOf(second, gig.id, second.experts[0]!.id)).toBeUndefined();
    const { name: firstName } = await getDb()
      .selectFrom("companies")
      .select("name")
      .where("id", "=", first.companyId)
      .executeTakeFirstOrThrow();
    await expect(page.getByText(firstName)).toHaveCount(0);

    // Staff see on the first partner's card that the person was proposed by another partner
    // elsewhere, with the date.
    const elsewhere = await openGig("Elsewhere");
    await offerAs(second, elsewhere.id, second.experts[0]!.id);
    await signInAs(page, "staff@example.com");
    await page.goto(`/staff/gigs/${gig.id}`);
    const card = page.getByRole("article", { name: first.experts[0]!.name });
    await expect(card.getByText("Also proposed by other partners")).toBeVisible();
    const line = card.getByRole("listitem").filter({ hasText: elsewhere.title });
    await expect(line).toContainText(/^\d{1,2} \w+ \d{4}: Offers Oy /);
    await expect(line).toContainText("Waiting review");
  },
);

test("the offer dialog says what the gig's cap leaves and refuses beyond it", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const company = await createOffersCompany(test.info(), "capped", ["Ilona", "Ville"]);
  const [ilona, ville] = company.experts as [
    { id: string; name: string },
    { id: string; name: string },
  ];
  const gig = await openGig("Capped", 1);
  await signInAs(page, company.email);
  await page.goto(`${gig.path}/offer`);
  let form = modal(page, "Offer expert", js);
  await expect(form.getByText("1 of 1 proposals left")).toBeVisible();
  await form.getByLabel("Expert").selectOption({ label: ilona.name });
  await form.getByLabel("Proposed hourly rate").fill("95");
  await form.getByRole("button", { name: "Offer expert" }).click();
  await expect(page.locator(".toast-region").getByText("Expert offered")).toBeVisible();

  await page.goto(`${gig.path}/offer`);
  form = modal(page, "Offer more experts", js);
  await expect(
    form.getByText(/^Your company has made the one proposal this gig takes from a partner\./),
  ).toBeVisible();
  await form.getByLabel("Expert").selectOption({ label: ville.name });
  await form.getByLabel("Proposed hourly rate").fill("95");
  await form.getByRole("button", { name: "Offer expert" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Your company has already made as many proposals on this gig as it takes from a partner: 1.",
  );
  expect(await candidateOf(company, gig.id, ville.id)).toBeUndefined();
});

test("a company gives its expert an e-mail and a phone in the expert dialog", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const company = await createOffersCompany(test.info(), "contacts", ["Helmi"]);
  const expert = company.experts[0]!;
  await signInAs(page, company.email);
  await page.goto(`/dashboard/experts/${expert.id}/edit`);
  let dialog = modal(page, "Edit expert", js);
  await expect(dialog.getByRole("group", { name: "The expert's contact details" })).toBeVisible();
  await dialog.getByLabel("E-mail").fill("Helmi.Example@Example.com");
  await dialog.getByLabel("Phone").fill("040 765 4321");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL("/dashboard/experts");
  await expect(page.getByText("Changes saved")).toBeVisible();
  await page.goto(`/dashboard/experts/${expert.id}/edit`);
  dialog = modal(page, "Edit expert", js);
  await expect(dialog.getByLabel("E-mail")).toHaveValue("helmi.example@example.com");
  await expect(dialog.getByLabel("Phone")).toHaveValue("040 765 4321");
});
