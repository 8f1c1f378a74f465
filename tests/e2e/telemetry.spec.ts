// Error reporting, analytics with consent and recovery from deploys, against a server configured
// with stand-ins for the error service and Matomo (tests/fixtures/sentry-ingest.ts,
// matomo-stand-in.ts), started per worker on STAND_IN_PORT_BASE (3260) + 2 × its index.
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { sql } from "kysely";
import { startMatomoStandIn, type MatomoStandIn } from "../fixtures/matomo-stand-in";
import { startSentryIngest, type SentryIngest } from "../fixtures/sentry-ingest";
import { FIRST_VISIT_BUDGET, firstVisitBytes } from "./first-visit";
import { expect, expectBrowserErrors, signInAs, test as base } from "./test";

const STAND_IN_PORT_BASE = Number(process.env.STAND_IN_PORT_BASE ?? 3260);

const test = base.extend<object, { sentry: SentryIngest; matomo: MatomoStandIn }>({
  sentry: [
    async ({ engine: _engine }, provide, workerInfo) => {
      const ingest = await startSentryIngest(STAND_IN_PORT_BASE + 2 * workerInfo.parallelIndex);
      await provide(ingest);
      await ingest.close();
    },
    { scope: "worker" },
  ],
  matomo: [
    async ({ engine: _engine }, provide, workerInfo) => {
      const standIn = await startMatomoStandIn(
        STAND_IN_PORT_BASE + 2 * workerInfo.parallelIndex + 1,
      );
      await provide(standIn);
      await standIn.close();
    },
    { scope: "worker" },
  ],
  appEnv: [
    async ({ sentry, matomo }, provide) =>
      provide({ SENTRY_DSN: sentry.dsn, MATOMO_URL: matomo.url, MATOMO_SITE_ID: "7" }),
    { scope: "worker" },
  ],
});

test.beforeEach(({ sentry, matomo }) => {
  sentry.clear();
  matomo.clear();
});

/** Resolves once the browser has had an idle moment, asked for now (callbacks run in order). */
function afterIdle(page: Page) {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}

/** Resolves when a document load of `path` has finished (its load event fired). */
async function documentLoaded(page: Page, path: string) {
  await page.waitForResponse(
    (r) =>
      r.request().isNavigationRequest() &&
      r.request().resourceType() === "document" &&
      new URL(r.url()).pathname === path,
  );
  await page.waitForLoadState("load");
}

function analyticsTraffic(page: Page, origin: string) {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    if (request.url().startsWith(origin)) seen.push(request.url());
  });
  return seen;
}

async function analyticsCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name.startsWith("_pk_"));
}

test("no analytics before consent; page views with the visitor type after it; the CSP stays enforced", async ({
  page,
  matomo,
  sentry,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the tracker is a script");
  const traffic = analyticsTraffic(page, matomo.origin);
  const first = await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookies on GigPartners" });
  await expect(banner).toBeVisible();
  const csp = first!.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).not.toContain(matomo.origin);
  expect(first!.headers()["content-security-policy-report-only"]).toBeUndefined();

  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Gigs" })
    .click();
  await expect(page).toHaveURL("/gigs");
  // The moment the tracker would load at: an idle callback asked for after its own runs after it.
  await afterIdle(page);
  expect(await page.locator('script[src$="matomo.js"]').count()).toBe(0);
  expect(traffic).toEqual([]);
  expect(matomo.requests).toEqual([]);
  expect(await analyticsCookies(page)).toEqual([]);

  const answer = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && r.url().endsWith("/gigs"),
  );
  await banner.getByRole("button", { name: "Accept all" }).click();
  const after = await answer;
  const enforced = after.headers()["content-security-policy"]!;
  expect(enforced).toMatch(
    /script-src 'self' 'nonce-[^']+' 'strict-dynamic' http:\/\/127\.0\.0\.1:\d+/,
  );
  expect(enforced).toMatch(new RegExp(`connect-src [^;]*${sentry.origin}`));
  expect(enforced).toContain(matomo.origin);
  await expect(banner).toHaveCount(0);

  await expect.poll(() => matomo.hits.length, { timeout: 10_000 }).toBe(1);
  expect(matomo.hits[0]).toMatchObject({
    idsite: "7",
    dimension1: "visitor",
    dimension2: "visitor",
  });
  expect(new URL(matomo.hits[0]!.url!).pathname).toBe("/gigs");

  // A client-side navigation is a page view too.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Posts" })
    .click();
  await expect(page).toHaveURL("/posts");
  await expect.poll(() => matomo.hits.length).toBe(2);
  expect(new URL(matomo.hits[1]!.url!).pathname).toBe("/posts");
  expect(await analyticsCookies(page)).not.toEqual([]);

  await signInAs(page, "company@example.com");
  await page.goto("/dashboard/overview");
  await expect.poll(() => matomo.hits.at(-1)?.dimension1).toBe("company");
  expect(matomo.hits.at(-1)?.dimension2).toBe("company");
});

test("with error reporting and analytics configured, a first visit stays within the JavaScript budget", async ({
  browser,
  baseURL,
  matomo,
  sentry,
}) => {
  for (const path of ["/", "/gigs", "/sign-in"]) {
    const { js } = await firstVisitBytes(browser, baseURL, path);
    expect.soft(js, `${path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(FIRST_VISIT_BUDGET.js);
  }
  // Before consent and before any error, neither service was asked for anything.
  expect(matomo.requests).toEqual([]);
  expect(sentry.envelopes).toEqual([]);
});

test("the banner works without JavaScript, the choice sticks and the footer changes it", async ({
  page,
  matomo,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "the same form with JavaScript is covered above");
  await page.goto("/posts");
  const banner = page.getByRole("region", { name: "Cookies on GigPartners" });
  await banner.getByRole("button", { name: "Necessary only" }).click();
  await expect(page).toHaveURL("/posts");
  await expect(page.getByText("Your cookie choices were saved.")).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto("/gigs");
  await expect(banner).toHaveCount(0);
  const consent = (await page.context().cookies()).find((c) => c.name === "consent");
  expect(consent?.value).toBe("v1.necessary");
  expect(consent?.httpOnly).toBe(true);

  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cookie settings" })).toBeVisible();
  const analytics = page.getByRole("checkbox", { name: /^Analytics/ });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await page.getByRole("button", { name: "Save choices" }).click();
  const saved = (await page.context().cookies()).find((c) => c.name === "consent");
  expect(saved?.value).toBe("v1.analytics");
  expect(matomo.requests).toEqual([]);
});

test("the banner and the settings page pass axe and fit a 390 px phone", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "one audit is enough");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/cookie-settings"]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      violations.map((v) => v.id),
      path,
    ).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
  await page.goto("/");
  // The banner is reachable by keyboard right after the skip link.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Accept all" })).toBeFocused();
});

test("an error report carries the user's id and nothing else about them", async ({
  page,
  sentry,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the browser's reports need JavaScript; the server's are below");
  await signInAs(page, "company@example.com");
  await page.goto("/dashboard/overview");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  // The SDK is loaded by the first error, not by the page.
  const sdkLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType("resource").some((e) => e.name.includes("sentry.client")),
    );
  expect(await sdkLoaded()).toBe(false);
  expectBrowserErrors(page, /^uncaught: browser boom$/);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("browser boom");
    }),
  );
  await expect.poll(() => sentry.events().length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await sdkLoaded()).toBe(true);
  const [event] = sentry.events();
  const { getDb } = await import("~/db/db.server");
  const user = await getDb()
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  expect(event!.user).toEqual({ id: user.id });
  expect(event!.exception?.values?.[0]?.value).toBe("browser boom");
  expect(event!.environment).toBe("test");
  const raw = sentry.envelopes.join("\n");
  expect(raw).not.toContain(user.email);
  expect(raw).not.toContain(user.name);
});

test("a server error shows a request id, which its log line and report carry", async ({
  page,
  sentry,
  appServer,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled || appServer.engine !== "sqlite",
    "one engine-level fault is enough",
  );
  await signInAs(page, "company@example.com");
  const { getDb } = await import("~/db/db.server");
  const db = getDb();
  await sql`ALTER TABLE posts RENAME TO posts_away`.execute(db);
  try {
    const response = await page.goto("/posts");
    expect(response?.status()).toBe(500);
  } finally {
    await sql`ALTER TABLE posts_away RENAME TO posts`.execute(db);
  }
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  const requestId = await page.locator(".error-request-id code").textContent();
  expect(requestId).toMatch(/^[0-9a-f]{12}$/);
  await expect
    .poll(() => sentry.events().find((e) => e.tags?.request_id === requestId), { timeout: 10_000 })
    .toBeTruthy();
  const event = sentry.events().find((e) => e.tags?.request_id === requestId)!;
  expect(Object.keys(event.user ?? {})).toEqual(["id"]);
  expect(appServer.output()).toContain(`"requestId":"${requestId}"`);
});

test("a route module missing after a deploy reloads the target once and never loops", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "client navigation needs JavaScript");
  // Remix says so in the console as it reloads, and once more when the reload fails too.
  expectBrowserErrors(
    page,
    /Error loading route module|Failed to fetch dynamically imported module/,
  );
  await page.route(/\/build\/routes\/_public\+\/posts\._index-[^/]+\.js$/, (route) =>
    route.abort(),
  );
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.resourceType() === "document")
      documents.push(new URL(r.url()).pathname);
  });
  await page.goto("/gigs");
  const posts = page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Posts" });
  // The failed module import turns the click into a document load of the target.
  const loaded = documentLoaded(page, "/posts");
  await posts.click();
  await loaded;
  await expect(page).toHaveURL("/posts");
  expect(documents).toEqual(["/gigs", "/posts"]);

  // The module stays broken: the next attempt does not load the target again.
  await page.goto("/gigs");
  // Remix's own reload of the page the visitor is on; the broken target is not loaded again.
  const reloaded = documentLoaded(page, "/gigs");
  await posts.click();
  await reloaded;
  await expect(page).toHaveURL("/gigs");
  expect(documents).toEqual(["/gigs", "/posts", "/gigs", "/gigs"]);
});

test("the new-version notice appears when the version changes, and the next navigation loads the new build", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the notice polls with JavaScript");
  await page.route("**/builds/latest.json", (route) =>
    route.fulfill({ json: { version: "a-newer-build" } }),
  );
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.resourceType() === "document")
      documents.push(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByText("A new version of GigPartners is available.")).toHaveCount(0);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByText("A new version of GigPartners is available.")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Gigs" })
    .click();
  await expect(page).toHaveURL("/gigs");
  await expect.poll(() => documents).toEqual(["/", "/gigs"]);
});
