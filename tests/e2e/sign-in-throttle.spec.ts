import { expect, test } from "./test";
import { linkTo, signIn, signInThroughForm, uniqueEmail, waitForMail } from "./helpers";

test("an attacker's wrong passwords slow other clients down but lock none of them out", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  playwright,
}) => {
  // Fourteen password checks (scrypt) on top of a registration: more than the default 30 s allows.
  test.setTimeout(120_000);
  // A fresh account, so no other test's sign-ins are throttled by this one.
  const email = uniqueEmail(test.info(), "throttled");
  await page.goto("/register/partner-type");
  await page.getByLabel("A company").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("owner-pw-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  const mail = await waitForMail(page, email, /Verify your email address/);
  await page.goto(linkTo(mail, "/sign-in/verify-email"));
  await signInThroughForm(page, email, "owner-pw-1");

  const attacker = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    const guesser = await attacker.newPage();
    await guesser.goto("/sign-in");
    for (let i = 0; i < 10; i++) {
      await signIn(guesser, email, `guess-${i}`);
      await expect(guesser.getByText("Incorrect username or password.")).toBeVisible();
    }
  } finally {
    await attacker.close();
  }

  // A browser the owner has never used: held back a moment, then in.
  const newBrowser = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    const fresh = await newBrowser.newPage();
    await fresh.goto("/sign-in");
    await signInThroughForm(fresh, email, "owner-pw-1");
    await expect(fresh).toHaveURL("/register/company-information");
  } finally {
    await newBrowser.close();
  }

  // An API client (no cookies at all) gets its token.
  const api = await playwright.request.newContext({ baseURL });
  try {
    const reply = await api.post("/api/auth/local", {
      data: { identifier: email, password: "owner-pw-1" },
    });
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ jwt: expect.any(String), user: { email } });
  } finally {
    await api.dispose();
  }

  // The owner's browser has signed in before: it still gets in with the right password.
  await page.goto("/sign-in");
  await signInThroughForm(page, email, "owner-pw-1");
  await expect(page).toHaveURL("/register/company-information");
});
