import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { createNewsletterSubscription, newsletterSubscription } from "./data";
import { linkTo, uniqueEmail, waitForMail } from "./helpers";

const CHECK_INBOX =
  "Almost done: open the link we sent to your email address to confirm the subscription. If the address already gets the gig newsletter, nothing changes.";

function signUpForm(page: Page) {
  return page.locator("#newsletter form");
}

async function signUp(page: Page, email: string) {
  const form = signUpForm(page);
  // Without this the browser's own check stops a malformed address before the server sees it.
  await form.evaluate((f) => f.setAttribute("novalidate", ""));
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
}

test.describe("gig newsletter sign-up from the home page", () => {
  test("a malformed address asks to check it", async ({ page }) => {
    await page.goto("/");
    await signUp(page, "not-an-email");
    await expect(page.getByText("Please check your email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("a disposable address asks for a different one", async ({ page }) => {
    await page.goto("/");
    await signUp(page, "someone@mailinator.com");
    await expect(page.getByText("Please use a different email address")).toBeVisible();
    expect(await newsletterSubscription("someone@mailinator.com")).toBeUndefined();
  });

  test("a good address is subscribed only after the link mailed to it is confirmed", async ({
    page,
  }) => {
    const email = uniqueEmail(test.info(), "newsletter");
    await page.goto("/?from=test");
    await signUp(page, email);
    await expect(page.getByText(CHECK_INBOX)).toBeVisible();
    await expect(page).toHaveURL("/?from=test");
    await expect(signUpForm(page).getByLabel("Email")).toHaveValue("");
    expect(await newsletterSubscription(email)).toBeUndefined();

    const mail = await waitForMail(page, email, /^Confirm your gig newsletter subscription$/);
    await page.goto(linkTo(mail, "/newsletter/confirm"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Confirm your gig newsletter subscription",
    );
    await expect(
      page.getByText(/Start sending the gig newsletter to ne•••@example\.com/),
    ).toBeVisible();
    // Opening the link subscribes nobody: a mail scanner may open it too.
    expect(await newsletterSubscription(email)).toBeUndefined();
    await page.getByRole("button", { name: "Confirm the subscription" }).click();
    await expect(
      page.getByText("You are subscribed to the gig newsletter. It arrives on weekdays."),
    ).toBeVisible();
    expect(await newsletterSubscription(email)).toMatchObject({
      locale: "en",
      unsubscribed_at: null,
    });
    // The link works once.
    const again = await page.goto(linkTo(mail, "/newsletter/confirm"));
    expect(again?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This confirmation link does not work",
    );
  });

  test("an address that already gets the newsletter gets the same answer", async ({ page }) => {
    const email = uniqueEmail(test.info(), "already");
    await createNewsletterSubscription(email);
    await page.goto("/");
    await signUp(page, email);
    await expect(page.getByText(CHECK_INBOX)).toBeVisible();
  });

  test("the Finnish page asks, mails and confirms in Finnish", async ({ page }) => {
    const email = uniqueEmail(test.info(), "uutiskirje");
    await page.goto("/?lng=fi");
    const form = signUpForm(page);
    await form.getByLabel("Sähköposti").fill(email);
    await form.getByRole("button", { name: "Tilaa" }).click();
    await expect(page.getByText(/^Melkein valmista: vahvista tilaus/)).toBeVisible();
    const mail = await waitForMail(page, email, /^Vahvista keikkauutiskirjeen tilaus$/);
    await page.goto(linkTo(mail, "/newsletter/confirm"));
    await page.getByRole("button", { name: "Vahvista tilaus" }).click();
    await expect(
      page.getByText("Olet tilannut keikkauutiskirjeen. Se saapuu arkipäivisin."),
    ).toBeVisible();
    expect(await newsletterSubscription(email)).toMatchObject({ locale: "fi" });
  });
});

test.describe("gig newsletter sign-up from a gig search", () => {
  test("keeps the search: the form, the mail and the confirmation page name it", async ({
    page,
  }) => {
    const email = uniqueEmail(test.info(), "search");
    const kept = "Gigs matching “react”, Hybrid";
    await page.goto("/gigs?q=react&mode=hybrid");
    await expect(
      page.getByRole("heading", {
        name: "React and TypeScript developer for a public sector service",
      }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Get the new gigs of this search by email" }).click();
    await expect(page).toHaveURL("/newsletter?q=react&mode=hybrid");
    const form = page.getByRole("main").getByRole("region", { name: "Gig newsletter" });
    await expect(
      form.getByText(`Your newsletter will list only the new gigs of this search: ${kept}`),
    ).toBeVisible();
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    // Back at the search, with the answer.
    await expect(page).toHaveURL("/gigs?q=react&mode=hybrid");
    await expect(page.getByText(CHECK_INBOX)).toBeVisible();

    const mail = await waitForMail(page, email, /^Confirm your gig newsletter subscription$/);
    expect(mail.text).toContain(
      `The newsletter will list only the new gigs of this search: ${kept}.`,
    );
    await page.goto(linkTo(mail, "/newsletter/confirm"));
    await expect(
      page.getByText(`Your newsletter will list only the new gigs of this search: ${kept}`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Confirm the subscription" }).click();
    await expect(
      page.getByText("You are subscribed to the gig newsletter. It arrives on weekdays."),
    ).toBeVisible();
    const row = await newsletterSubscription(email);
    expect(JSON.parse(row?.search ?? "null")).toEqual({
      q: "react",
      mode: ["hybrid"],
      language: [],
      location: [],
      skill: [],
    });
  });

  test("a malformed address keeps the search on the form that shows the error", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/gigs?q=zzzxqy&mode=remote");
    const form = page.getByRole("main").getByRole("region", { name: "Gig newsletter" });
    await form.locator("form").evaluate((f) => f.setAttribute("novalidate", ""));
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please check your email address")).toBeVisible();
    // Without JavaScript the error is on /newsletter's own form, which still carries the search.
    await expect(page).toHaveURL(javaScriptEnabled ? /\/gigs\?q=zzzxqy/ : /\/newsletter$/);
    await expect(
      page.getByText(
        "Your newsletter will list only the new gigs of this search: Gigs matching “zzzxqy”, Remote",
      ),
    ).toBeVisible();
  });
});

test.describe("unsubscribe", () => {
  test("the link asks first, then unsubscribes and says so", async ({ page }) => {
    const email = uniqueEmail(test.info(), "leaving");
    const token = await createNewsletterSubscription(email);
    await page.goto(`/newsletter/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Unsubscribe from the gig newsletter",
    );
    await expect(
      page.getByText(/Stop sending the gig newsletter to le•••@example\.com\?/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    expect((await newsletterSubscription(email))?.unsubscribed_at).toBeTruthy();
    // The same link keeps saying so.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  });

  test("a mail client's one-click POST unsubscribes without cookies or Origin", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail(test.info(), "oneclick");
    const token = await createNewsletterSubscription(email);
    const client = await playwright.request.newContext({ baseURL });
    const response = await client.post(`/newsletter/unsubscribe?token=${token}`, {
      form: { "List-Unsubscribe": "One-Click" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    await client.dispose();
    expect((await newsletterSubscription(email))?.unsubscribed_at).toBeTruthy();
    await page.goto(`/newsletter/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  });

  test("an unknown token gets a friendly page, not an error", async ({ page }) => {
    const response = await page.goto("/newsletter/unsubscribe?token=not-a-real-token-at-all-123");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This unsubscribe link does not work",
    );
    await expect(page.getByText("Use the unsubscribe link in a recent newsletter")).toBeVisible();
  });
});
