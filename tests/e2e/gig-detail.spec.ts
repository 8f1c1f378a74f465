import { expect, test, signInAs } from "./test";
import { findGig, findGigWithOffer } from "./data";
import { signOut } from "./helpers";

test("a gig that closes today says so and takes offers", async ({ page }) => {
  const gig = await findGig("closes-today");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(gig.title);
  await expect(page.getByText("Closes today").first()).toBeVisible();
  await expect(page.getByText("This gig no longer accepts offers.")).toHaveCount(0);
  for (const label of [
    "Duration",
    "Locations",
    "Work mode",
    "Minimum experience",
    "Hourly rate",
    "Starting date",
    "Expert offer deadline",
    "End customer offer deadline",
    "Language",
    "Allocation",
  ]) {
    await expect(
      page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Required skills" })).toBeVisible();
});

test("a gig with time left shows the days left", async ({ page }) => {
  const gig = await findGig("days-left");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.getByText(/^\d+ days? left$/).first()).toBeVisible();
});

test("a closed gig shows the closed banner", async ({ page }) => {
  const gig = await findGig("closed");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.getByText("This gig no longer accepts offers.")).toBeVisible();
  await expect(page.getByText("Closed").first()).toBeVisible();
});

test("the contact card is for signed-in users only", async ({ page }) => {
  const gig = await findGig("days-left");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.locator(".contact-card")).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toMatch(/@example\.com/);
  await page.getByRole("link", { name: "Sign in to see the contact details." }).click();
  await signInAs(page, "company@example.com");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.locator(".contact-card")).toContainText("@");
});

test("a signed-in partner sees their own offers on the gig, and no one else's", async ({
  page,
}) => {
  const gig = await findGigWithOffer("demo-company");
  await signInAs(page, "company@example.com");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  const offers = page.getByRole("region", { name: "Offer experts" });
  await expect(offers.getByRole("heading", { name: "Your offers on this gig" })).toBeVisible();
  await expect(offers.getByText(gig.expertName)).toBeVisible();

  await signOut(page);
  await signInAs(page, "freelancer@example.com");
  await page.goto(`/gigs/${gig.id}/${gig.slug}`);
  await expect(page.getByText(gig.expertName)).toHaveCount(0);
});
