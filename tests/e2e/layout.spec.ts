import { RATE_LIMITS } from "~/domain/shared/rate-limit.server";
import { signOut } from "./helpers";
import { expect, test } from "./test";

test("the language switcher changes the language, keeps the page and says so", async ({ page }) => {
  await page.goto("/gigs");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Suomi" }).first().click();
  await expect(page).toHaveURL("/gigs");
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keikat");
  await expect(
    page.getByRole("status").filter({ hasText: "Kieleksi vaihdettiin suomi." }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Keikat | GigPartners");
  // The choice is remembered across pages.
  await page.goto("/about-us/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usein kysytyt kysymykset");
  await page.getByRole("button", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("Accept-Language picks Finnish for a first visit", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "fi-FI",
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await context.close();
});

test("toasts: shown after the redirect; dismissed after 5 s with JavaScript, kept without until closed", async ({
  page,
}) => {
  // The page's clock stands still from here on and moves only when the test moves it.
  await page.clock.install();
  await page.goto("/posts");
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: "Suomi" }).first().click();
  const toast = page.locator(".toast-region").getByText("Kieleksi vaihdettiin suomi.");
  await expect(toast).toBeVisible();
  if (test.info().project.use.javaScriptEnabled !== false) {
    await expect(page.getByRole("button", { name: "Sulje ilmoitus" })).toBeVisible();
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  } else {
    // No script runs to remove it, and its only CSS animation is the entrance.
    await page.clock.runFor(6_000);
    await expect(toast).toBeVisible();
    await expect(page.locator(".toast")).toHaveCSS("animation-name", "toast-in");
    // Its close control is a link to the page without the (already consumed) flash.
    await expect(page.getByRole("button", { name: "Sulje ilmoitus" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sulje ilmoitus" })).toHaveAttribute(
      "href",
      "/posts",
    );
  }
  // A flash is shown once: the next page has no toast.
  await page.goto("/posts");
  await expect(page.locator(".toast")).toHaveCount(0);
});

test("the mobile menu opens (and locks scrolling with JavaScript)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const menu = page.locator("details.mobile-menu");
  await expect(page.locator(".desktop-nav")).toBeHidden();
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "Gigs" })).toBeVisible();
  if (test.info().project.use.javaScriptEnabled !== false) {
    await expect(page.locator("html")).toHaveClass(/scroll-locked/);
    await menu.getByRole("link", { name: "Posts" }).click();
    await expect(page).toHaveURL("/posts");
    await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
  } else {
    await menu.getByRole("link", { name: "Posts" }).click();
    await expect(page).toHaveURL("/posts");
  }
});

test("signing in shows a toast, opens the dashboard and the gig contact card", async ({ page }) => {
  await page.goto("/gigs");
  const gigHref = await page.locator(".gig-card h2 a").first().getAttribute("href");
  await page.goto(gigHref!);
  await expect(
    page.getByRole("link", { name: "Sign in to see the contact details." }),
  ).toBeVisible();

  await page.goto("/dashboard/my-details");
  await expect(page).toHaveURL("/sign-in");
  await page.getByLabel("Email").fill("company@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).last().click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Incorrect username or password." }),
  ).toBeVisible();

  await page.getByLabel("Email").fill("company@example.com");
  await page.getByLabel("Password").fill("demo-password");
  await page.getByRole("button", { name: "Sign in" }).last().click();
  // Back where the user was sent away from.
  await expect(page).toHaveURL("/dashboard/my-details");
  await expect(page.getByRole("status").filter({ hasText: "You are signed in." })).toBeVisible();
  await expect(page.getByText("company@example.com").first()).toBeVisible();

  await page.goto(gigHref!);
  await expect(page.locator(".contact-card")).toContainText("@");

  await signOut(page);
  await page.goto("/dashboard/overview");
  await expect(page).toHaveURL("/sign-in");
});

test("the sign-in form shows the field messages without a round trip to nowhere", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("x");
  // Native validation would stop the browser; submit the form the way a no-JS browser without validation would.
  await page
    .locator("form[method=post] input[type=email]")
    .evaluate((el) => el.closest("form")!.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Sign in" }).last().click();
  await expect(page.getByText("Email is not a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test("a route change scrolls to the top unless the address has a hash", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of use" }).click();
  await expect(page).toHaveURL("/terms-of-use");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto("/");
  await page.goto("/#latest-posts");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/gigs");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("on the home page the skip link leaves the newsletter form in place and working", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  // The form was once hydrated only when the visitor neared it: this hash navigation made React
  // give it up (error 421, which the page fixture reports) and take it off the page.
  const newsletter = page.locator("#newsletter");
  await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await newsletter.getByLabel("Email").fill("someone@localhost");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please check your email address")).toBeVisible();
  // With JavaScript the message shows in place; without, on the /newsletter page.
  await expect(page).toHaveURL(javaScriptEnabled ? /\/#main$/ : /\/newsletter$/);
});

test("too many sign-in attempts are refused with 429 and the too-many-requests message", async ({
  page,
}) => {
  // One address's budget (50 in 15 minutes), spread over accounts: per account, wrong passwords
  // are only slowed down, so that guesses from elsewhere cannot lock the owner out.
  const email = (i: number) => `locked-${i}-${test.info().project.name}@example.com`;
  for (let i = 0; i < RATE_LIMITS.signInPerIp.limit; i++) {
    const response = await page.request.post("/sign-in", {
      form: { email: email(i), password: "wrong" },
    });
    expect(response.status()).toBe(400);
  }
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email(0));
  await page.getByLabel("Password").fill("wrong");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/sign-in")),
    page.getByRole("button", { name: "Sign in" }).last().click(),
  ]);
  expect(response.status()).toBe(429);
  await expect(page.getByRole("alert").filter({ hasText: "Too many attempts." })).toBeVisible();
});
