import type { Page } from "@playwright/test";
import { expect, test, signInAs } from "./test";
import {
  addCandidate,
  addEarlierOffers,
  addPartnerOffers,
  candidateOf,
  createGigWithSkills,
  createOffersCompany,
  giveCv,
  seededGigs,
} from "./data";

/** A modal: a dialog with JavaScript, the page's only section without. */
function modal(page: Page, title: string, js: boolean) {
  return js ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

const toast = (page: Page, text: string) => page.locator(".toast-region").getByText(text);

test(
  "offer an expert, offer more experts, edit the proposal and remove the offer on the gig page",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled: js }) => {
    const company = await createOffersCompany(test.info(), "offer");
    const [alice, bruno] = company.experts as [
      { id: string; name: string },
      { id: string; name: string },
    ];
    const gig = (await seededGigs("open", 2))[1]!;
    const gigPath = `/gigs/${gig.id}/${gig.slug}`;
    await signInAs(page, company.email);
    await page.goto(gigPath);
    const section = page.getByRole("region", { name: "Offer experts" });
    await expect(section.getByText("You have not offered anyone for this gig yet.")).toBeVisible();
    await section.getByRole("link", { name: "Offer expert", exact: true }).click();
    await expect(page).toHaveURL(`${gigPath}/offer`);

    let form = modal(page, "Offer expert", js);
    await expect(form).toBeVisible();
    await expect(form.getByText(/The gig's preferred range is \d+–\d+ €\/h\./)).toBeVisible();
    await expect(form.getByText("The proposal is non-binding.")).toBeVisible();
    await expect(form.getByLabel("Contact person")).toHaveValue(/.+/);
    await form.getByLabel("Expert").selectOption({ label: alice.name });
    const rate = form.getByLabel("Proposed hourly rate");
    await rate.fill("0");
    await form.getByRole("button", { name: "Offer expert" }).click();
    await expect(form.getByText("Hourly rate must be a positive number")).toBeVisible();
    await form.getByLabel("Proposed hourly rate").fill("9999");
    await form.getByRole("button", { name: "Offer expert" }).click();
    await expect(form.getByText("Hourly rate needs to be realistic")).toBeVisible();
    expect(await candidateOf(company, gig.id, alice.id)).toBeUndefined();

    await form.getByLabel("Expert").selectOption({ label: alice.name });
    await form.getByLabel("Proposed hourly rate").fill("120");
    await form.getByLabel("Additional description").fill("Ten years of relevant work.");
    await form.getByRole("button", { name: "Offer expert" }).click();
    await expect(page).toHaveURL(gigPath);
    await expect(toast(page, "Expert offered")).toBeVisible();
    await expect(section.getByRole("heading", { name: "Your offers on this gig" })).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: alice.name })).toContainText(
      "Waiting review",
    );
    await expect(section.getByRole("listitem").filter({ hasText: alice.name })).toContainText(
      "120 €/h",
    );
    expect(await candidateOf(company, gig.id, alice.id)).toMatchObject({
      status: "REVIEW",
      stage: "waiting-review",
      rate: 120,
    });

    // Offer more experts: the same form, without the expert already offered.
    await section.getByRole("link", { name: "Offer more experts" }).click();
    form = modal(page, "Offer more experts", js);
    await expect(form).toBeVisible();
    await expect(form.getByRole("option", { name: alice.name })).toHaveCount(0);
    await form.getByLabel("Expert").selectOption({ label: bruno.name });
    await form.getByLabel("Proposed hourly rate").fill("99");
    await form.getByRole("button", { name: "Offer expert" }).click();
    await expect(toast(page, "Expert offered")).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(2);

    // Edit proposal.
    await section.getByRole("link", { name: `Edit proposal: ${alice.name}` }).click();
    form = modal(page, "Edit proposal", js);
    await expect(form.getByLabel("Proposed hourly rate")).toHaveValue("120");
    await expect(form.getByLabel("Additional description")).toHaveValue(
      "Ten years of relevant work.",
    );
    // 12.5 is positive: the message says what is wrong with it, whole euros.
    await form.getByLabel("Proposed hourly rate").fill("12.5");
    await form.getByRole("button", { name: "Save proposal" }).click();
    await expect(form.getByText("Hourly rate must be in whole euros, without cents")).toBeVisible();
    await expect(form.getByText("Hourly rate must be a positive number")).toHaveCount(0);
    await form.getByLabel("Proposed hourly rate").fill("130");
    await form.getByRole("button", { name: "Save proposal" }).click();
    await expect(toast(page, "Offer edited")).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: alice.name })).toContainText(
      "130 €/h",
    );

    // Remove offer, confirmed on its own step.
    await section.getByRole("link", { name: `Remove offer: ${bruno.name}` }).click();
    form = modal(page, "Remove offer", js);
    await expect(form.getByText(`Remove the offer of ${bruno.name}`)).toBeVisible();
    await form.getByRole("button", { name: "Remove offer" }).click();
    await expect(toast(page, "Offer removed")).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(section.getByText(bruno.name)).toHaveCount(0);
    expect(await candidateOf(company, gig.id, bruno.id)).toBeUndefined();
  },
);

test("an offer beyond evaluation cannot be edited or removed", async ({ page }) => {
  const company = await createOffersCompany(test.info(), "locked", ["Carla"]);
  const expert = company.experts[0]!;
  const gig = (await seededGigs("open", 3))[2]!;
  const candidateId = await addCandidate(company, gig.id, expert.id, "waiting-customer-decision");
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  await signInAs(page, company.email);
  await page.goto(gigPath);
  const section = page.getByRole("region", { name: "Offer experts" });
  const item = section.getByRole("listitem").filter({ hasText: expert.name });
  await expect(item).toContainText("Waiting customer decision");
  await expect(item).toContainText("can no longer be edited or removed");
  await expect(item.getByRole("link")).toHaveCount(0);

  await page.goto(`${gigPath}/offers/${candidateId}/edit`);
  await expect(page).toHaveURL(gigPath);
  await expect(toast(page, "Failed to edit offer")).toBeVisible();
  await page.goto(`${gigPath}/offers/${candidateId}/remove`);
  await expect(page).toHaveURL(gigPath);
  await expect(toast(page, "Failed to remove offer")).toBeVisible();
  expect(await candidateOf(company, gig.id, expert.id)).toMatchObject({ status: "OFFERED" });
});

test("a closed gig takes no offers", async ({ page }) => {
  const company = await createOffersCompany(test.info(), "closed", ["Dora"]);
  const gig = (await seededGigs("closed", 1))[0]!;
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  await signInAs(page, company.email);
  await page.goto(gigPath);
  const section = page.getByRole("region", { name: "Offer experts" });
  await expect(section.getByText("This gig no longer accepts offers.")).toBeVisible();
  await expect(section.getByRole("link", { name: /Offer/ })).toHaveCount(0);
  await page.goto(`${gigPath}/offer`);
  await expect(page).toHaveURL(gigPath);
  await expect(toast(page, "Failed to offer expert")).toBeVisible();
});

test("visitors are sent to sign in; another company's offer is not found", async ({ page }) => {
  const owner = await createOffersCompany(test.info(), "owner", ["Eero"]);
  const gig = (await seededGigs("open", 1))[0]!;
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  const candidateId = await addCandidate(owner, gig.id, owner.experts[0]!.id, "waiting-review");
  await page.goto(`${gigPath}/offer`);
  await expect(page).toHaveURL(/\/sign-in/);

  const other = await createOffersCompany(test.info(), "other", []);
  await signInAs(page, other.email);
  // Signed in, the public gig page is never shared-cacheable.
  const gigResponse = await page.request.get(gigPath);
  expect(gigResponse.headers()["cache-control"]).toContain("private");
  for (const path of [
    `${gigPath}/offers/${candidateId}/edit`,
    `${gigPath}/offers/${candidateId}/remove`,
    `/dashboard/my-gigs/${candidateId}/edit`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(owner.experts[0]!.name)).toHaveCount(0);
  }
  // No experts of its own: the form says so instead.
  await page.goto(`${gigPath}/offer`);
  await expect(page.getByText("All of your experts have already been offered")).toBeVisible();
});

test(
  "a colleague offering the same expert first: the second offer is refused with a clear message",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled: js }) => {
    const company = await createOffersCompany(test.info(), "race", ["Lotta"]);
    const expert = company.experts[0]!;
    const gig = (await seededGigs("open", 4))[3]!;
    const gigPath = `/gigs/${gig.id}/${gig.slug}`;
    await signInAs(page, company.email);
    await page.goto(`${gigPath}/offer`);
    const form = modal(page, "Offer expert", js);
    await form.getByLabel("Expert").selectOption({ label: expert.name });
    await form.getByLabel("Proposed hourly rate").fill("100");
    // Meanwhile a colleague offers the same expert.
    await addCandidate(company, gig.id, expert.id, "waiting-review", { rate: 90 });
    await form.getByRole("button", { name: "Offer expert" }).click();
    await expect(
      page.getByText("Offering failed. This expert has already been offered on this gig."),
    ).toBeVisible();
    // Nobody is left to offer; the refusal stays on screen.
    await expect(page.getByText("All of your experts have already been offered")).toBeVisible();
    expect(await candidateOf(company, gig.id, expert.id)).toMatchObject({ rate: 90 });
  },
);

test(
  "a freelancer adds the CV first, then offers themselves, in words about themselves",
  { tag: "@postgres" },
  async ({ page, javaScriptEnabled: js }) => {
    const freelancer = await createOffersCompany(
      test.info(),
      "freelancer",
      ["Minna"],
      [6],
      "freelancer",
    );
    const self = freelancer.experts[0]!;
    const gig = (await seededGigs("open", 5))[4]!;
    const gigPath = `/gigs/${gig.id}/${gig.slug}`;
    await signInAs(page, freelancer.email);
    await page.goto(gigPath);
    const region = page.getByRole("region", { name: "Offer yourself" });
    await expect(region.getByText("You have not offered yourself for this gig yet.")).toBeVisible();
    await region.getByRole("link", { name: "Offer yourself", exact: true }).click();
    // No CV yet: led to add it, with no form to fill in for nothing.
    const noCv = modal(page, "Offer yourself", js);
    await expect(
      noCv.getByText("Add your CV before you offer yourself: the customer decides on it."),
    ).toBeVisible();
    await expect(noCv.getByRole("link", { name: "Add your CV" })).toHaveAttribute(
      "href",
      "/dashboard/freelancer-information",
    );
    await expect(noCv.getByLabel("Proposed hourly rate")).toHaveCount(0);

    await giveCv(self.id);
    await page.goto(`${gigPath}/offer`);
    const form = modal(page, "Offer yourself", js);
    await expect(form.getByText(`You offer yourself: ${self.name}`)).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Expert" })).toHaveCount(0);
    await expect(form.getByText("Why you fit the gig")).toBeVisible();
    await form.getByLabel("Proposed hourly rate").fill("85");
    await form.getByRole("button", { name: "Offer yourself" }).click();
    await expect(toast(page, "You offered yourself")).toBeVisible();
    expect(await candidateOf(freelancer, gig.id, self.id)).toMatchObject({
      status: "REVIEW",
      rate: 85,
    });
    // Offered once: nothing more to offer.
    await expect(region.getByRole("heading", { name: "Your offer on this gig" })).toBeVisible();
    await expect(region.getByRole("link", { name: /^Offer/ })).toHaveCount(0);
    await page.goto(`${gigPath}/offer`);
    await expect(page.getByText("You have already offered yourself on this gig.")).toBeVisible();

    await page.goto("/dashboard/my-gigs");
    await expect(
      page.getByRole("heading", { level: 2, name: "My gigs", exact: true }),
    ).toBeVisible();
    const card = page.getByRole("region", { name: gig.title, exact: true });
    await expect(card).toContainText(self.name);
    await expect(card.getByRole("link", { name: /Offer more experts/ })).toHaveCount(0);
  },
);

test("the offer modal: a focused dialog that Escape closes and a busy button with JavaScript, a page without", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const company = await createOffersCompany(test.info(), "dialog", ["Nelli"]);
  const expert = company.experts[0]!;
  const gig = (await seededGigs("open", 6))[5]!;
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  await signInAs(page, company.email);
  await page.goto(gigPath);
  const section = page.getByRole("region", { name: "Offer experts" });
  await section.getByRole("link", { name: "Offer expert", exact: true }).click();
  const form = modal(page, "Offer expert", js);
  await expect(form).toBeVisible();
  if (js) {
    // Focus moves into the dialog, and Escape returns to the gig page.
    await expect
      .poll(() => form.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(gigPath);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await section.getByRole("link", { name: "Offer expert", exact: true }).click();
    await expect(form).toBeVisible();
  } else {
    // Without JavaScript the form is the page, and Cancel goes back to the gig.
    await expect(page.getByRole("heading", { level: 1, name: gig.title })).toHaveCount(0);
    await form.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(gigPath);
    await section.getByRole("link", { name: "Offer expert", exact: true }).click();
  }
  await form.getByLabel("Expert").selectOption({ label: expert.name });
  await form.getByLabel("Proposed hourly rate").fill("-1.5");
  await form.getByRole("button", { name: "Offer expert" }).click();
  // One message, once (the rate's checks used to report it twice).
  await expect(form.getByText("Hourly rate must be a positive number")).toHaveCount(1);
  await expect(form.getByLabel("Proposed hourly rate")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Proposed hourly rate").fill("88");

  let release: () => void = () => {};
  if (js) {
    // Hold the action's answer so the busy button can be seen.
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/offer.data*", async (route) => {
      if (route.request().method() === "POST") await gate;
      await route.continue();
    });
  }
  await form.getByRole("button", { name: "Offer expert" }).click();
  if (js) {
    const busy = form.getByRole("button", { name: "Offer expert" });
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(busy).toBeDisabled();
    release();
  }
  await expect(page).toHaveURL(gigPath);
  await expect(toast(page, "Expert offered")).toBeVisible();
  expect(await candidateOf(company, gig.id, expert.id)).toMatchObject({
    status: "REVIEW",
    rate: 88,
  });
});

test("the offer form shows the rates of similar gigs and the expert's earlier rates", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const company = await createOffersCompany(test.info(), "insight");
  const [alice, bruno] = company.experts as [
    { id: string; name: string },
    { id: string; name: string },
  ];
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const skills = [`Rust ${tag}`, `Tokio ${tag}`];
  const gig = await createGigWithSkills(skills, "open");
  const closed = await createGigWithSkills(skills, "closed");
  // Five offers from three partners: 90 100 110 120 130.
  await addPartnerOffers(closed.id, [[90, 100], [110], [120, 130]]);
  await addEarlierOffers(company, alice.id, [95, 105]);
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  await signInAs(page, company.email);
  // Without JavaScript the expert is chosen by the address, as a link that offers them would.
  await page.goto(js ? `${gigPath}/offer` : `${gigPath}/offer?expert=${alice.id}`);
  const form = modal(page, "Offer expert", js);
  const rate = form.getByLabel("Proposed hourly rate");
  const market = "Partners offered 100–120 €/h on similar gigs (median 110 €/h).";
  const earlier = "Earlier rates for this expert: 105 €/h, 95 €/h.";
  await expect(form.getByText(market)).toBeVisible();
  if (js) {
    // The earlier rates follow the expert chosen.
    await expect(form.getByText(/Earlier rates/)).toHaveCount(0);
    await form.getByLabel("Expert").selectOption({ label: alice.name });
    await expect(form.getByText(earlier)).toBeVisible();
    await form.getByLabel("Expert").selectOption({ label: bruno.name });
    await expect(form.getByText(/Earlier rates/)).toHaveCount(0);
    await form.getByLabel("Expert").selectOption({ label: alice.name });
  } else {
    await expect(form.getByLabel("Expert")).toHaveValue(alice.id);
  }
  await expect(form.getByText(earlier)).toBeVisible();
  // Read with the rate field, after the gig's range.
  await expect(rate).toHaveAccessibleDescription(
    /range is 80–110 €\/h\. .*Partners offered 100–120 €\/h .*Earlier rates for this expert: 105 €\/h, 95 €\/h\./,
  );
  await rate.fill("110");
  await form.getByRole("button", { name: "Offer expert" }).click();
  await expect(page).toHaveURL(gigPath);
  await expect(toast(page, "Expert offered")).toBeVisible();
  expect(await candidateOf(company, gig.id, alice.id)).toMatchObject({ rate: 110 });

  // Editing the proposal shows them too; the rate offered here is not an earlier one.
  await page
    .getByRole("region", { name: "Offer experts" })
    .getByRole("link", { name: `Edit proposal: ${alice.name}` })
    .click();
  const edit = modal(page, "Edit proposal", js);
  await expect(edit.getByText(market)).toBeVisible();
  await expect(edit.getByText(earlier)).toBeVisible();
});
