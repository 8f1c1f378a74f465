import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
// Two real OpenID providers on loopback (tests/fixtures/oidc-server.ts): "Google" on this port,
// "Microsoft" on the next one. Client ids and secrets match TEST_CLIENTS there.
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3221);
const googleIssuer = `http://127.0.0.1:${OIDC_PORT}`;
const microsoftIssuer = `http://127.0.0.1:${OIDC_PORT + 1}`;
const MAIL_SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3225);
const MAIL_HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3226);
// Debian's Chromium where present (CI, this project's machines); elsewhere set CHROMIUM_PATH or
// run `npx playwright install chromium` and Playwright uses its own.
const executablePath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: { baseURL, trace: "retain-on-failure", locale: "en-GB" },
  projects: [
    {
      name: "js-on",
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true },
    },
    {
      name: "js-off",
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
    },
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
    {
      command: "npx tsx scripts/e2e-prepare.ts && npx remix-serve build/index.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        APP_ENV: "test",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        // tests/e2e/test.ts gives every test its own X-Forwarded-For, as a proxy would.
        TRUSTED_PROXIES: "1",
        APP_URL: baseURL,
        DATABASE_URL: "tests/.tmp/e2e.db",
        SESSION_SECRET: "e2e-session-secret-not-for-production-use",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        MAIL_FROM: "GigPartners <no-reply@gigpartners.test>",
        GOOGLE_ISSUER: googleIssuer,
        GOOGLE_CLIENT_ID: "google-test",
        GOOGLE_CLIENT_SECRET: "google-test-secret",
        MICROSOFT_ISSUER: microsoftIssuer,
        MICROSOFT_CLIENT_ID: "microsoft-test",
        MICROSOFT_CLIENT_SECRET: "microsoft-test-secret",
      },
    },
  ],
});
