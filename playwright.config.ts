import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Each worker starts its own app server and database on port E2E_PORT + its parallel index
// (tests/e2e/test.ts).
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Two real OpenID providers on loopback (tests/fixtures/oidc-server.ts): "Google" on this port,
// "Microsoft" on the next one. Client ids and secrets match TEST_CLIENTS there.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3221);
const microsoftIssuer = `http://127.0.0.1:${OIDC_PORT + 1}`;
const MAIL_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3225);
const MAIL_HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3226);
// Debian's Chromium where present (CI, this project's machines): its headless shell
// (`chromium-headless-shell`, the build Playwright itself runs headless tests in) when installed,
// which spends a third of the full browser's CPU on a page visit in a fresh context
// (docs/testing.md), else the full browser. Elsewhere set CHROMIUM_PATH or run
// `npx playwright install chromium` and Playwright uses its own.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => fs.existsSync(path));

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig<{ engine: "sqlite" | "postgres" }>({
  testDir: "tests/e2e",
  // With E2E_WORKERS=n, files run side by side, each worker with its own server and database;
  // the tests of one file run in order. One worker by default: on the 2-core build machine the
  // browser's rendering is the bottleneck, and two workers took longer (84 tests: 6.0 min with
  // one, 6.4 min with two), so parallel runs pay only on machines with more cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // A trace is recorded for every test and thrown away when it passes, which costs CPU; CI keeps
  // only the log, so there it records none and the error with its call log tells the story. The
  // same goes for screenshots: "only-on-failure" photographs every page as its context closes,
  // before the test's outcome is known (0.4 s per test on the 2-core machine), for a file that
  // CI's log cannot show.
  use: {
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: process.env.CI ? "off" : "only-on-failure",
    locale: "en-GB",
  },
  projects: [
    {
      name: "js-on",
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true },
    },
    {
      name: "js-off",
      // Specs about what only a browser running the app's JavaScript does: client navigations
      // (navigation-language), and those whose visits turn JavaScript on in their own contexts,
      // so a js-off run would do the same again: the first-visit weight and every page's
      // hydration (every-page).
      testIgnore: [
        "**/navigation-language.spec.ts",
        "**/weight.spec.ts",
        "**/every-page.spec.ts",
        // Focus management and axe are the page's JavaScript.
        "**/dialog-focus.spec.ts",
        "**/staff-axe.spec.ts",
      ],
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
    },
    // The journeys tagged @postgres (every dashboard tab, offering, registration, invites) again
    // against a server on PostgreSQL, when the run has one (TEST_DATABASE_URL, as in CI). The
    // domain and query code is shared by both engines and the integration suites run on both;
    // this checks the whole stack, browser to database, on the second engine.
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: "pg-js-on",
            grep: /@postgres/,
            use: {
              ...devices["Desktop Chrome"],
              launchOptions,
              javaScriptEnabled: true,
              engine: "postgres" as const,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // A real SMTP server that receives the app's mail; tests read it over HTTP (tests/e2e/helpers.ts).
      command: "npx tsx tests/fixtures/mail-catcher.ts",
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        MAIL_CATCHER_SMTP_PORT: String(MAIL_SMTP_PORT),
        MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP_PORT),
      },
    },
    {
      command: "npx tsx tests/fixtures/oidc-server.ts",
      url: `${microsoftIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_PORT: String(PORT), E2E_OIDC_PORT: String(OIDC_PORT) },
    },
  ],
});
