import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import {
  candidateOf,
  createGigWithSkills,
  createOffersCompany,
  giveSkills,
  removeGig,
} from "./data";

// The gig page's match box (issue 36): a partner sees which of their experts match, with the
// reasons, and offers one in one step, the dialog opening with the expert and rate filled in.

// The open gigs these tests make would count on /gigs for the specs after them.
const made: number[] = [];
async function openGig(skills: string[]) {
  const gig = await createGigWithSkills(skills, "open");
  made.push(gig.id);
  return gig;
}
test.afterEach(async () => {
  for (const id of made.splice(0)) await removeGig(id);
});

/** A modal: a dialog with JavaScript, the page's only section without. */
function modal(page: Page, title: string, js: boolean) {
  return js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

test("see the experts that match a gig and offer one from the box", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const company = await createOffersCompany(test.info(), "matches", ["Aino", "Bertta"]);
  const [aino, bertta] = company.experts as [
    { id: string; name: string },
    { id: string; name: string },
  ];
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const skills = [`Elixir ${tag}`, `Phoenix ${tag}`];
  const gig = await openGig(skills);
  await giveSkills(aino.id, skills, 95);
  await giveSkills(bertta.id, [skills[0]!], 130);
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;

  await signInAs(page, company.email);
  await page.goto(gigPath);
  const box = page.getByRole("region", { name: "2 of your experts match" });
  const first = box.getByRole("listitem").filter({ hasText: aino.name }).first();
  await expect(first).toContainText("Match 100/100");
  await expect(first).toContainText(`Has every required skill: ${skills.join(", ")}`);
  await expect(first).toContainText("Rate expectation 95 €/h is inside the gig's range 80–110 €/h");
  const second = box.getByRole("listitem").filter({ hasText: bertta.name }).first();
  await expect(second).toContainText(`missing ${skills[1]}`);
  await expect(second).toContainText("is above the gig's range");

  await first.getByRole("link", { name: `Offer ${aino.name}` }).click();
  await expect(page).toHaveURL(`${gigPath}/offer?expert=${aino.id}&rate=95`);
  const form = modal(page, "Offer expert", js);
  await expect(form.getByLabel("Expert")).toHaveValue(aino.id);
  await expect(form.getByLabel("Proposed hourly rate")).toHaveValue("95");
  await form.getByRole("button", { name: "Offer expert" }).click();

  await expect(page).toHaveURL(gigPath);
  await expect(page.locator(".toast-region").getByText("Expert offered")).toBeVisible();
  expect(await candidateOf(company, gig.id, aino.id)).toMatchObject({ rate: 95 });
  const offered = page
    .getByRole("region", { name: "2 of your experts match" })
    .getByRole("listitem")
    .filter({ hasText: aino.name })
    .first();
  await expect(offered).toContainText("Already offered on this gig");
  await expect(offered.getByRole("link", { name: `Offer ${aino.name}` })).toHaveCount(0);
});

test("visitors see no match box", async ({ page }) => {
  const gig = await openGig([`Erlang ${Date.now().toString(36)}`]);
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.getByRole("heading", { name: gig.title })).toBeVisible();
  await expect(page.getByText(/of your experts match/)).toHaveCount(0);
});
