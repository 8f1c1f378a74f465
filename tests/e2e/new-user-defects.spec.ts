import type { Page } from "@playwright/test";
import { getDb } from "~/db/db.server";
import { makeGig } from "../fixtures/factories";
import { createE2eCompany, seededGigs } from "./data";
import { startAppServer } from "../fixtures/app-server";
import { expect, SESSION_SECRET, signInAs, test } from "./test";

/*
 * The defects a new user met (issue 13, "Defects found"), each as the user or the server's
 * answer shows it. Every test here failed before its fix.
 */

/** Heading levels of the page's main content, in document order. */
async function headingLevels(page: Page) {
  return page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
}

test.describe("forms", () => {
  test("the business ID hint's example is accepted, and a missing ID is reported with the other errors", async ({
    page,
  }) => {
    const company = await createE2eCompany("business-id");
    await signInAs(page, company.users[0]!.email);
    await page.goto("/dashboard/company-and-users/company");
    const businessId = page.getByRole("textbox", { name: "Business ID (y-tunnus)" });
    // The company is based in Finland, where the ID is required.
    await expect(businessId).toHaveAttribute("aria-required", "true");
    await expect(page.locator(`label[for="${await businessId.getAttribute("id")}"]`)).toHaveText(
      "Business ID (y-tunnus) *",
    );

    await page.locator("form:has(input[name=businessId])").evaluate((form) => {
      form.setAttribute("novalidate", "");
    });
    await page.getByRole("textbox", { name: "Company name", exact: true }).fill("");
    await businessId.fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Please fill in your company name")).toBeVisible();
    await expect(page.getByText("Please fill in your company's business ID")).toBeVisible();

    const hint = await page.getByText(/^Format \d{7}-\d\./).textContent();
    const example = /\d{7}-\d/.exec(hint ?? "")![0];
    await page
      .getByRole("textbox", { name: "Company name", exact: true })
      .fill(company.companyName);
    await businessId.fill(example);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/dashboard/company-and-users");
    await expect(page.getByText("Changes saved")).toBeVisible();
  });

  test("registration step 1: Continue with nothing chosen says what is missing; each option's description is its own", async ({
    page,
  }) => {
    await page.goto("/register/partner-type");
    const company = page.getByRole("radio", { name: "A company", exact: true });
    await expect(company).toBeVisible();
    await expect(company).toHaveAccessibleDescription(/\S/);
    // The description sits below the option's name, not run into it.
    const label = await page.getByText("A company", { exact: true }).boundingBox();
    const description = await page
      .locator(`[id="${await company.getAttribute("aria-describedby")}"]`)
      .boundingBox();
    expect(description!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByText("Choose first whether you register as a company or as a freelancer."),
    ).toBeVisible();
    await expect(page).toHaveURL("/register/partner-type");
  });

  test("a refused password is emptied from the field", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("company@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("company@example.com");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("the offer form says evaluation takes time; the customer's decision date is an estimate", async ({
    page,
  }) => {
    const [gig] = await seededGigs("open", 1);
    const gigPath = `/gigs/${gig!.id}/${gig!.slug}`;
    await page.goto(gigPath);
    const decision = page
      .getByRole("term")
      .filter({ hasText: /^End customer offer deadline$/ })
      .locator("xpath=following-sibling::dd");
    await expect(decision).toHaveText(/ \(estimate\)$/);

    await signInAs(page, "company@example.com");
    await page.goto(`${gigPath}/offer`);
    await expect(page.getByText("Evaluation can take several business days.")).toBeVisible();
  });
});

test.describe("pages", () => {
  test("Latest gigs on the home page are the newest open gigs, and no card says Remote twice", async ({
    page,
  }) => {
    // A deadline a year away: the gigs closing soonest would never include it.
    const title = `Newest remote gig ${test.info().project.name} ${Date.now().toString(36)}`;
    const id = await makeGig({ title, offerDeadlineInDays: 365 });
    await getDb()
      .updateTable("gigs")
      .set({ locations: JSON.stringify(["Remote"]), onsite: "remote" })
      .where("id", "=", Number(id))
      .execute();
    const closedTitle = `Newest closed gig ${Date.now().toString(36)}`;
    await makeGig({ title: closedTitle, offerDeadlineInDays: -2 });

    await page.goto("/");
    const latest = page.getByRole("region", { name: "Latest gigs" });
    const card = latest.getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(latest.getByText(closedTitle)).toHaveCount(0);
    await expect(card).toContainText("Remote");
    await expect(card).not.toContainText(/Remote\s*Remote/);
  });

  test("My gigs labels the gig's status and the offers' state apart", async ({ page }) => {
    await signInAs(page, "company@example.com");
    await page.goto("/dashboard/my-gigs");
    const line = page.locator(".my-gig").first().locator("p.muted").first();
    await expect(line).toContainText(/Gig status: (Accepting proposals|Closed)/);
    // Issue 34: the offers' state is a summary of its own line, never "Closed" beside the gig.
    await expect(line).not.toContainText("Your offers");
    const summary = page.locator(".my-gig").first().locator(".my-gig-summary");
    await expect(summary).toContainText(/^Your offers: \d+ (accepted|pending|declined)/);
    await expect(summary).not.toContainText(/Pending|Closed/);
  });

  test("a language chosen with ?lng= stays for the next pages, until the buttons choose another", async ({
    page,
  }) => {
    await page.goto("/gigs?lng=fi");
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await page.goto("/posts");
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");

    await page.goto("/gigs?lng=fi");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL("/gigs");
    await page.goto("/posts");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("/gigs headings do not skip a level; /sign-in has a translated description", async ({
    page,
  }) => {
    await page.goto("/gigs");
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    expect(levels.length).toBeGreaterThan(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });

    await page.goto("/sign-in");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Sign in to GigPartners/,
    );
    await page.goto("/sign-in?lng=fi");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Kirjaudu GigPartnersiin/,
    );
  });
});

test.describe("the server's answer", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one request-level run is enough");

  test("a gig address without a slug that names no gig gets the gig-not-found page", async ({
    request,
  }) => {
    for (const path of ["/gigs/999", "/gigs/abc"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain("Gig not found");
      expect(html).toContain(`Page Not Found: ${path}`);
    }
  });

  test("GET /auth/<anything> gets the 404 page; the log says what a refused request was", async ({
    request,
    appServer,
  }) => {
    const response = await request.get("/auth/anything", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await response.text()).toContain("Page not found");

    // An action-only route asked with GET is still Remix's own 400: its log line says so.
    await request.get("/dashboard/cv-upload", { maxRedirects: 0 });
    await expect.poll(() => appServer.output()).toContain("/dashboard/cv-upload");
    expect(appServer.output()).toMatch(/did not provide a `loader`/);
    expect(appServer.output()).not.toContain("[object Object]");
  });

  test("without APP_URL, links use the port the server listens on", async ({ appServer }) => {
    test.setTimeout(120_000);
    const port = appServer.port + 40;
    const server = await startAppServer({
      engine: appServer.engine,
      port,
      seed: true,
      env: { APP_URL: undefined, SESSION_SECRET },
    });
    try {
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>http://localhost:${port}/gigs</loc>`);
      expect(sitemap).not.toContain("localhost:3000");
      const home = await (await fetch(`${server.url}/gigs`)).text();
      expect(home).toMatch(new RegExp(`rel="canonical" href="http://localhost:${port}/gigs"`));
    } finally {
      await server.stop();
    }
  });
});
