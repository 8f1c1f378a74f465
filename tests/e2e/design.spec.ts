import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { startAppServer, type AppServer } from "../fixtures/app-server";
import { addCandidacy, createE2eCompany, createExpert, createInvite } from "./data";
import { uniqueEmail } from "./helpers";
import { expect, signInAs, test } from "./test";

const PHONE = { width: 390, height: 844 };

/**
 * WCAG 2.1 A and AA; best-practice rules (heading order and the like) are other specs' business.
 * axe runs as a script in the page, which a context without JavaScript refuses; there the same
 * server-rendered page is audited in a context that runs scripts but loads none of the app's, so
 * nothing hydrates and the page stays what a browser without JavaScript shows.
 */
async function expectNoAxeViolations(page: Page) {
  let audited = page;
  const javaScriptOff = test.info().project.use.javaScriptEnabled === false;
  if (javaScriptOff) {
    const context = await page
      .context()
      .browser()!
      .newContext({
        javaScriptEnabled: true,
        storageState: await page.context().storageState(),
        viewport: page.viewportSize(),
        extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
      });
    await context.route(/\/build\/.*\.js$/, (route) => route.abort());
    audited = await context.newPage();
    await audited.goto(page.url());
  }
  try {
    const { violations } = await new AxeBuilder({ page: audited })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const summary = violations.map((v) => ({
      rule: v.id,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
    expect(summary).toEqual([]);
  } finally {
    if (javaScriptOff) await audited.context().close();
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** Visible and not cut off at either side of the phone's screen. */
async function expectOnScreenHorizontally(page: Page, name: string | RegExp) {
  const links = page.getByRole("link", { name });
  const count = await links.count();
  expect(count, String(name)).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
}

test("dashboard tables are stacked cards on a 390 px phone: every action visible, nothing scrolls sideways, no axe violations", async ({
  page,
}, info) => {
  // Each axe run takes seconds, and without JavaScript each one opens a context of its own.
  test.slow();
  const company = await createE2eCompany("cards", { users: 2 });
  const expertName = `Card Expert ${info.project.name} ${Date.now().toString(36)}`;
  const expertId = await createExpert(expertName, company.companyId);
  await addCandidacy(expertId, "REVIEW", { companyId: company.companyId });
  const invited = uniqueEmail(info, "card-invite");
  await createInvite(invited, "active", company.companyId);
  await signInAs(page, company.users[0]!.email);
  await page.setViewportSize(PHONE);

  await page.goto("/dashboard/my-gigs");
  await expectOnScreenHorizontally(page, `Edit proposal: ${expertName}`);
  await expectOnScreenHorizontally(page, `Remove offer: ${expertName}`);
  // The labels that the hidden table header gave on a desktop travel with each value.
  await expect(page.locator("td[data-label='Proposed rate']").first()).toBeVisible();
  await expect(page.locator("thead").first()).not.toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/dashboard/experts");
  await expectOnScreenHorizontally(page, `Edit ${expertName}`);
  await expectOnScreenHorizontally(page, `Delete ${expertName}`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/dashboard/company-and-users");
  await expectOnScreenHorizontally(page, `Delete user ${company.users[1]!.name}`);
  await expectOnScreenHorizontally(page, `Resend invite to ${invited}`);
  await expectOnScreenHorizontally(page, `Delete invite to ${invited}`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/dashboard/my-details");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("the restyled public pages have no axe violations, on a phone and on a desktop", async ({
  page,
}) => {
  // Each axe run takes seconds, and without JavaScript each one opens a context of its own.
  test.slow();
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/gigs");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: /developer/i })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/developer/i);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.goto("/register/partner-type");
    await expectNoAxeViolations(page);
  }
});

test("the icons and the web manifest answer", async ({ request }) => {
  test.skip(test.info().project.name !== "js-on", "a check of the server's answer alone");
  for (const [path, type] of [
    ["/favicon.ico", /image\/(x-icon|vnd\.microsoft\.icon)/],
    ["/icon-192.png", /image\/png/],
    ["/icon-512.png", /image\/png/],
    ["/apple-touch-icon.png", /image\/png/],
    ["/site.webmanifest", /application\/manifest\+json/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(type);
  }
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512"]);
  const home = await (await request.get("/")).text();
  expect(home).toContain('rel="manifest" href="/site.webmanifest"');
  expect(home).toContain('rel="apple-touch-icon" href="/apple-touch-icon.png"');
  // The e2e servers run as `npm start` does, without the development tools.
  expect((await request.get("/dev/ui")).status()).toBe(404);
});

test.describe("/dev/ui", () => {
  // Only `npm run dev` / `npm run demo` serve it (DEV_TOOLS=1), so it gets a server of its own.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "127.0.0.1" } });
  let server: AppServer;
  test.beforeAll(async ({ appServer }) => {
    server = await startAppServer({
      port: appServer.port + 60,
      // A developer's browser on the same machine behind a local proxy: the development tools
      // answer a forwarded request only when the trusted proxy saw loopback.
      env: {
        DEV_TOOLS: "1",
        TRUSTED_PROXIES: "1",
        SESSION_SECRET: "design-spec-secret-not-for-production-use",
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("shows every component in English and Finnish without axe violations", async ({ page }) => {
    // Each axe run takes seconds, and without JavaScript each one opens a context of its own.
    test.slow();
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/dev/ui`);
      await expect(page.getByRole("heading", { level: 1, name: "Components" })).toBeVisible();
      for (const section of [
        "Colours",
        "Type scale",
        "File input",
        "Tables",
        "Toasts",
        "Dialogs",
        "Dark public pages",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      }
      await expect(page.getByRole("button", { name: "Saving…" }).first()).toBeDisabled();
      await expect(
        page.getByRole("checkbox", { name: "Send me the gig newsletter" }).first(),
      ).toBeChecked();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    await page.goto(`${server.url}/dev/ui?lng=fi`);
    await expect(page.getByRole("heading", { level: 1, name: "Komponentit" })).toBeVisible();
  });

  test("the file input names the chosen file and its size with JavaScript", async ({ page }) => {
    test.skip(
      test.info().project.use.javaScriptEnabled === false,
      "without JavaScript the browser's own control names the file",
    );
    await page.goto(`${server.url}/dev/ui`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("CV", { exact: true }).setInputFiles({
      name: "anna-virtanen-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(2_400_000),
    });
    await expect(page.locator(".file-input-chosen")).toHaveText(
      "Chosen file:anna-virtanen-cv.pdf(2.4 MB)",
    );
  });
});
