import { Secret, TOTP } from "otpauth";
import { getDb } from "~/db/db.server";
import { makeUser } from "../fixtures/factories";
import { passDemoSecondFactor, signInThroughForm, uniqueEmail } from "./helpers";
import { expect, test } from "./test";

test("staff pass a second step at each new session; a wrong code is refused", async ({ page }) => {
  await signInThroughForm(page, "staff@example.com");
  await expect(page).toHaveURL("/sign-in/second-factor");
  // The back office waits until the second step is done.
  await page.goto("/staff/gigs");
  await expect(page).toHaveURL("/sign-in/second-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Second step of sign-in");
  await page.getByRole("textbox", { name: "Code" }).fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("That code is not valid. Check the app's clock and try the newest code."),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Code" }).clear();
  await passDemoSecondFactor(page);
  await expect(page).toHaveURL("/staff/gigs");
});

test(
  "a new staff member enrols an authenticator at first sign-in and gets ten recovery codes; a recovery code signs in once",
  { tag: "@postgres" },
  async ({ page, browser, javaScriptEnabled }) => {
    const email = uniqueEmail(test.info(), "new-staff");
    const demo = await getDb()
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "staff@example.com")
      .executeTakeFirstOrThrow();
    const { userId } = await makeUser(null, { email, passwordHash: demo.password_hash });
    await getDb().updateTable("users").set({ role: "staff" }).where("id", "=", userId).execute();

    await signInThroughForm(page, email);
    await expect(page).toHaveURL("/sign-in/second-factor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your authenticator");
    await expect(
      page.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await page.getByRole("textbox", { name: "Code" }).fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keep your recovery codes");
    const codes = await page.locator(".recovery-codes code").allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-in/second-factor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Second step of sign-in");
    await page.getByRole("textbox", { name: "Code" }).fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/staff/gigs");

    // Another browser: the second step again; a recovery code passes it, once.
    for (const expected of ["/staff/gigs", "/sign-in/second-factor"]) {
      const other = await browser.newContext({ javaScriptEnabled });
      const otherPage = await other.newPage();
      await signInThroughForm(otherPage, email);
      await expect(otherPage).toHaveURL("/sign-in/second-factor");
      await otherPage.getByRole("textbox", { name: "Code" }).fill(codes[0]!);
      await otherPage.getByRole("button", { name: "Continue" }).click();
      await expect(otherPage).toHaveURL(expected);
      await other.close();
    }
  },
);
