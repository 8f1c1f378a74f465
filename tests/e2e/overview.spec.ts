import { expect, test, signInAs } from "./test";
import { findGig } from "./data";
import { addCandidate, createOffersCompany, seededGigs } from "./data";

test(
  "overview: counts by stage, the chart, what needs attention and matching gigs",
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
    const chart = stats.getByRole("img", { name: /Offers per stage/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator("desc")).toContainText("Waiting review 1");
    await expect(chart.locator("rect")).toHaveCount(6);

    const attention = page.getByRole("region", { name: "Needs attention" });
    await expect(attention.getByText(`${iida.name} on "${today.title}"`)).toContainText(
      "the offer deadline is today",
    );
    await expect(
      attention.getByText(`${jussi.name} on "${closed.title}" was declined`),
    ).toBeVisible();
    await expect(attention.getByText(kalle.name)).toHaveCount(0);

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
