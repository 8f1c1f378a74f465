import net from "node:net";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { startAppServer, type AppServer, type Engine } from "../fixtures/app-server";
import { E2E_APP_PORTS } from "../fixtures/oidc-server";

export { expect };

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3221);
const MAIL_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3225);
export const SESSION_SECRET = "e2e-session-secret-not-for-production-use";

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * The port of this worker's slot (workers that run side by side have different parallel
 * indexes): probing for "any free port" would race with the other workers starting at the same
 * moment. A worker replacing a failed one in the same slot waits until the old server is gone.
 */
async function appPort(parallelIndex: number) {
  if (parallelIndex >= E2E_APP_PORTS)
    throw new Error(`at most ${E2E_APP_PORTS} e2e workers (the OpenID providers' redirect ports)`);
  const port = FIRST_PORT + parallelIndex;
  const deadline = Date.now() + 15_000;
  while (!(await portIsFree(port))) {
    if (Date.now() > deadline) throw new Error(`port ${port} stays taken`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return port;
}

/**
 * Every worker starts its own production server (`remix-serve build/index.js`) on its own port,
 * with its own database loaded with the demo data: a SQLite file, or a throwaway PostgreSQL
 * database next to TEST_DATABASE_URL for the `pg-*` projects. The worker's own process then
 * points the app's database module at that database, so tests arrange rows through the same
 * Kysely code and factories as the integration tests (tests/e2e/data.ts).
 */
export const test = base.extend<
  { page: Page },
  { engine: Engine; appEnv: Record<string, string>; appServer: AppServer }
>({
  engine: ["sqlite", { scope: "worker", option: true }],
  /** More environment for the worker's server (a spec that needs a feature configured). */
  appEnv: [{}, { scope: "worker", option: true }],
  appServer: [
    async ({ engine, appEnv }, provide, workerInfo) => {
      const url = (port: number) => `http://127.0.0.1:${port}`;
      const server = await startAppServer({
        engine,
        port: await appPort(workerInfo.parallelIndex),
        seed: true,
        env: {
          // tests/e2e/test.ts gives every test its own X-Forwarded-For, as a proxy would.
          TRUSTED_PROXIES: "1",
          SESSION_SECRET,
          LOG_LEVEL: "warn",
          SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
          MAIL_FROM: "GigPartners <no-reply@gigpartners.test>",
          GOOGLE_ISSUER: url(OIDC_PORT),
          GOOGLE_CLIENT_ID: "google-test",
          GOOGLE_CLIENT_SECRET: "google-test-secret",
          MICROSOFT_ISSUER: url(OIDC_PORT + 1),
          MICROSOFT_CLIENT_ID: "microsoft-test",
          MICROSOFT_CLIENT_SECRET: "microsoft-test-secret",
          ...appEnv,
        },
      });
      Object.assign(process.env, {
        DATABASE_URL: server.databaseUrl,
        SESSION_SECRET,
        APP_URL: server.url,
        APP_ENV: "test",
      });
      const { closeDb } = await import("~/db/db.server");
      try {
        await provide(server);
      } finally {
        await closeDb();
        await server.stop();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, provide) => provide(appServer.url),
  // The e2e server trusts one proxy (TRUSTED_PROXIES=1) and each test plays a client of its own
  // behind it, so the per-address limits, which are real, count one test's requests and not the
  // whole suite's from 127.0.0.1. A spec that sets its own X-Forwarded-For keeps it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    clients += 1;
    const address = `198.18.${(process.pid + clients) % 256}.${(clients % 254) + 1}`;
    await provide({ "X-Forwarded-For": address, ...extraHTTPHeaders });
  },
  /**
   * With JavaScript on, a click that lands before React has hydrated the page is handled by the
   * browser and hydration may then reset what the test typed or chose. Every page opened with
   * `goto` or `reload` therefore waits until the root layout marks the document as hydrated.
   */
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    const problems = javaScriptEnabled ? watchBrowserErrors(page) : [];
    if (javaScriptEnabled) {
      const waitForHydration = async (response: Awaited<ReturnType<Page["goto"]>>) => {
        const type = response?.headers()["content-type"] ?? "";
        if (type.startsWith("text/html")) {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => waitForHydration(await goto(url, options));
      page.reload = async (options) => waitForHydration(await reload(options));
    }
    await provide(page);
    if (testInfo.status === testInfo.expectedStatus)
      expect(problems, `the browser reported errors on ${page.url()}`).toEqual([]);
  },
});

let clients = 0;

const expectedErrors = new WeakMap<Page, RegExp[]>();

/** For a test that breaks the page on purpose: the errors it causes do not fail it. */
export function expectBrowserErrors(page: Page, ...patterns: RegExp[]) {
  expectedErrors.set(page, [...(expectedErrors.get(page) ?? []), ...patterns]);
}

/**
 * What the browser reports as broken on `page`, collected as it happens: an uncaught exception,
 * a console error (React's hydration errors, 418/421/423, are logged so: the page may look right
 * while React has thrown the server's markup away; a script or style the CSP refused). A response
 * with an error status is the server's answer, which the tests check themselves. The `page`
 * fixture fails a test with JavaScript on that leaves any.
 */
export function watchBrowserErrors(page: Page) {
  const problems: string[] = [];
  const report = (problem: string) => {
    if (!(expectedErrors.get(page) ?? []).some((pattern) => pattern.test(problem)))
      problems.push(problem);
  };
  page.on("pageerror", (error) => report(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      report(`console error: ${message.text()}`);
  });
  return problems;
}

/**
 * Signs the browser context in as `email` the way a finished sign-in does: a session row in the
 * worker's database and its signed cookie (the app's own createUserSession). Sign-in through the
 * form is tested in the identity specs only.
 */
export async function signInAs(pageOrContext: Page | BrowserContext, email: string) {
  const context = "context" in pageOrContext ? pageOrContext.context() : pageOrContext;
  const { getDb } = await import("~/db/db.server");
  const { createUserSession } = await import("~/auth/session.server");
  const user = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirstOrThrow(() => new Error(`no user ${email} in the e2e database`));
  const appUrl = process.env.APP_URL!;
  const setCookie = await createUserSession(user.id, new Request(appUrl));
  // A staff session as it is after the second step (tests/e2e/staff-sign-in.spec.ts walks it).
  await getDb()
    .updateTable("sessions")
    .set({ second_factor_at: new Date().toISOString() })
    .where("user_id", "=", user.id)
    .where("second_factor_at", "is", null)
    .execute();
  const [pair] = setCookie.split(";");
  const separator = pair!.indexOf("=");
  await context.addCookies([
    { name: pair!.slice(0, separator), value: pair!.slice(separator + 1), url: appUrl },
  ]);
}
