import { expect, test, signInAs } from "./test";
import { addCandidate, createFreelancer, createOffersCompany, findGig, seededGigs } from "./data";
import { uniqueEmail } from "./helpers";

test(
  "overview: what needs attention, matching gigs and counts by stage, each once",
  { tag: "@postgres" },
  async ({ page }) => {
    const company = await createOffersCompany(
      test.info(),
      "overview",
      ["Iida", "Jussi", "Kalle"],
      [14],
    );
    const [iida, jussi, kalle] = company.experts as [
      { id: string; name: string },
      { id: string; name: string },
      { id: string; name: string },
    ];
    const today = await findGig("closes-today");
    const closed = (await seededGigs("closed", 3))[2]!;
    await addCandidate(company, today.id, iida.id, "waiting-review");
    await addCandidate(company, closed.id, jussi.id, "declined", { feedback: "Rate too high." });
    await addCandidate(company, closed.id, kalle.id, "accepted");

    await signInAs(page, company.email);
    await page.goto("/dashboard/overview");
    const stats = page.getByRole("region", { name: "Offers by stage" });
    const stat = (label: string) =>
      stats.locator(".stat-grid > div").filter({ has: page.getByRole("term").getByText(label) });
    await expect(stat("Waiting review").getByRole("definition")).toHaveText("1");
    await expect(stat("Declined").getByRole("definition")).toHaveText("1");
    await expect(stat("Accepted").getByRole("definition")).toHaveText("1");
    await expect(stat("Suitable candidate").getByRole("definition")).toHaveText("0");
    await expect(stats.getByText("3 offers in total")).toBeVisible();
    // The numbers are shown once: no chart repeating them.
    await expect(page.getByRole("img")).toHaveCount(0);
    // Attention comes first, the counts last.
    const headings = await page.getByRole("heading", { level: 3 }).allTextContents();
    expect(headings.indexOf("Needs attention")).toBeLessThan(headings.indexOf("Offers by stage"));

    const attention = page.getByRole("region", { name: "Needs attention" });
    await expect(attention.getByText(`${iida.name} on "${today.title}"`)).toContainText(
      "the offer deadline is today",
    );
    await expect(
      attention.getByText(`${jussi.name} on "${closed.title}" was declined`),
    ).toBeVisible();
    await expect(attention.getByText(kalle.name)).toHaveCount(0);
    await expect(
      attention.getByRole("link", { name: "See all your offers in My gigs" }),
    ).toHaveAttribute("href", "/dashboard/my-gigs");

    const matching = page.getByRole("region", {
      name: "Newest open gigs matching your capabilities",
    });
    await expect(matching.getByRole("listitem").first()).toContainText(/embedded/i);
    await expect(matching.getByText("No open gig matches your capabilities")).toHaveCount(0);

    await attention.getByRole("link", { name: `Read feedback: ${jussi.name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-gigs\/[^/]+\/feedback$/);
    await expect(page.getByText("Rate too high.")).toBeVisible();
  },
);

test("overview without matching capabilities falls back to the newest open gigs", async ({
  page,
}) => {
  const company = await createOffersCompany(test.info(), "overview-none", [], []);
  await signInAs(page, company.email);
  await page.goto("/dashboard/overview");
  await expect(page.getByText("Nothing needs your attention right now.")).toBeVisible();
  const matching = page.getByRole("region", {
    name: "Newest open gigs matching your capabilities",
  });
  await expect(matching.getByText("No open gig matches your capabilities right now")).toBeVisible();
  await expect(matching.getByRole("listitem")).toHaveCount(5);
});

test("a new company sees a checklist to its first offer instead of zeros", async ({ page }) => {
  const company = await createOffersCompany(test.info(), "overview-new", [], []);
  await signInAs(page, company.email);
  await page.goto("/dashboard/overview");
  const checklist = page.getByRole("region", { name: "Get started" });
  await expect(checklist.getByRole("listitem")).toHaveText([
    "To do Complete your company details",
    "To do Add an expert with a CV",
    "To do Offer an expert on a matching gig",
  ]);
  await expect(page.getByRole("region", { name: "Offers by stage" })).toHaveCount(0);
  await checklist.getByRole("link", { name: "Add an expert with a CV" }).click();
  await expect(page).toHaveURL("/dashboard/experts/new");
});

test("a freelancer's checklist speaks of their own CV and offering themselves", async ({
  page,
}) => {
  const email = uniqueEmail(test.info(), "overview-freelancer");
  await createFreelancer(email, "Fanni Freelancer");
  await signInAs(page, email);
  await page.goto("/dashboard/overview");
  const checklist = page.getByRole("region", { name: "Get started" });
  await expect(checklist.getByRole("listitem")).toHaveText([
    "To do Complete your details as a freelancer",
    "To do Add your CV",
    "To do Offer yourself on a matching gig",
  ]);
  await checklist.getByRole("link", { name: "Add your CV" }).click();
  await expect(page).toHaveURL("/dashboard/freelancer-information");
});
