import type { Page } from "@playwright/test";
import { signOut } from "./helpers";
import { expect, test } from "./test";

// Provider sign-in against real OpenID providers on loopback (tests/fixtures/oidc-server.ts,
// started by playwright.config.ts): "Google" and "Microsoft" are two oidc-provider instances.
// E-mails carry the project name, so a run of both projects never reuses an account.

/** Opens the sign-in page and returns its "Continue with <provider>" button. */
async function providerButton(page: Page, provider: "Google" | "Microsoft") {
  await page.goto("/sign-in");
  const button = page.getByRole("button", { name: `Continue with ${provider}` });
  if ((await button.count()) === 0) {
    throw new Error(
      `The sign-in page has no "Continue with ${provider}" button. Render ` +
        `<ProviderButtons providers={configuredProviders()} /> (app/components/provider-buttons.tsx) on /sign-in.`,
    );
  }
  return button;
}

/**
 * On the test provider's own page: type the e-mail address and continue; `verified: false` sends
 * an ID token without `email_verified`.
 */
async function signInAtProvider(page: Page, email: string, { verified = true } = {}) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel("Email address").fill(email);
  if (!verified) await page.getByLabel("The provider has verified this address").uncheck();
  await page.getByRole("button", { name: "Continue" }).click();
}

// STAFF_EMAILS lists addresses that then sign in with a provider (both projects' addresses).
const listedStaff = (label: string, project: string) => `oauth-${label}-${project}@example.com`;
test.use({
  appEnv: {
    STAFF_EMAILS: ["js-on", "js-off", "pg-js-on"]
      .flatMap((p) => [listedStaff("unverified", p), listedStaff("verified", p)])
      .join(","),
  },
});

test("a new person continues with Google, then signs in again to the same account", async ({
  page,
}) => {
  const email = `oauth-new-${test.info().project.name}@example.com`;
  await (await providerButton(page, "Google")).click();
  await signInAtProvider(page, email);

  // Signed in, not registered yet: the registration continues with its first step.
  await expect(page).toHaveURL("/register/partner-type");
  await expect(page.getByRole("status").filter({ hasText: "You are signed in." })).toBeVisible();

  await signOut(page);

  // The provider remembers the person and sends them straight back with the same subject. A new
  // account could not be created (the e-mail is taken), so landing signed in again proves the
  // identity (provider + subject) found the first account.
  await (await providerButton(page, "Google")).click();
  await expect(page).toHaveURL("/register/partner-type");
  await expect(page.getByRole("status").filter({ hasText: "You are signed in." })).toBeVisible();
});

test("an e-mail that belongs to a password account is not linked; the password still works", async ({
  page,
}) => {
  await (await providerButton(page, "Microsoft")).click();
  await signInAtProvider(page, "company@example.com");

  await expect(page).toHaveURL("/sign-in");
  await expect(
    page.getByRole("alert").filter({ hasText: "This account uses a different sign-in method." }),
  ).toBeVisible();

  await page.getByLabel("Email").fill("company@example.com");
  await page.getByLabel("Password").fill("demo-password");
  await page.getByRole("button", { name: "Sign in" }).last().click();
  await expect(page).toHaveURL("/dashboard/overview");
  await expect(page.getByRole("status").filter({ hasText: "You are signed in." })).toBeVisible();
});

test("STAFF_EMAILS makes no one staff whose provider did not verify the address (issue 32)", async ({
  page,
}) => {
  const project = test.info().project.name;
  await (await providerButton(page, "Google")).click();
  await signInAtProvider(page, listedStaff("unverified", project), { verified: false });
  // A partner account that has not registered, not staff: no second step, no back office.
  await expect(page).toHaveURL("/register/partner-type");
  const response = await page.goto("/staff");
  expect(response?.status()).toBe(403);
  await page.goto("/");
  await signOut(page);

  // The same list with a provider that vouches for the address: staff, asked for the second step.
  // (The other provider: the first one would sign the browser in as its last person again.)
  await (await providerButton(page, "Microsoft")).click();
  await signInAtProvider(page, listedStaff("verified", project));
  await expect(page).toHaveURL("/sign-in/second-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your authenticator");
});

test("cancelling at the provider comes back to sign-in with a message", async ({ page }) => {
  await (await providerButton(page, "Google")).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/sign-in");
  await expect(
    page.getByRole("alert").filter({ hasText: "Sign-in with Google was cancelled." }),
  ).toBeVisible();
});

test("a callback whose state is not this browser's attempt is refused", async ({ page }) => {
  // An attempt is under way (its state cookie is set), but the callback carries another state.
  await (await providerButton(page, "Microsoft")).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.goto("/auth/microsoft/callback?code=stolen-code&state=forged-state");
  await expect(page).toHaveURL("/sign-in");
  await expect(
    page.getByRole("alert").filter({
      hasText: "This sign-in attempt expired or was started in another tab.",
    }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
});

test("an unknown provider does not exist", async ({ request }) => {
  const response = await request.post("/auth/github", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});
