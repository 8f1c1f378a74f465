import type { BrowserContext } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { getDb } from "~/db/db.server";
import { DEMO_STAFF_TOTP_SECRET } from "~/db/seed/demo.server";
import { makeUser } from "../fixtures/factories";
import {
  linkTo,
  passDemoSecondFactor,
  signInThroughForm,
  uniqueEmail,
  waitForMail,
} from "./helpers";
import { expect, test } from "./test";

const sessionOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === "session")?.value;

test("staff pass a second step at each new session; a wrong code is refused", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  await signInThroughForm(page, "staff@example.com");
  await expect(page).toHaveURL("/sign-in/second-factor");
  // The back office waits until the second step is done.
  await page.goto("/staff/gigs");
  await expect(page).toHaveURL("/sign-in/second-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Second step of sign-in");
  await page.getByRole("textbox", { name: "Code" }).fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("That code is not valid. Each code works once: wait for the next one"),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Code" }).clear();
  const before = await sessionOf(page.context());
  await passDemoSecondFactor(page);
  await expect(page).toHaveURL("/staff/gigs");
  // The session id was renewed: the id from before the second step signs nobody in.
  const after = await sessionOf(page.context());
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  const stale = await browser.newContext({ javaScriptEnabled });
  await stale.addCookies([{ name: "session", value: before!, url: page.url() }]);
  const stalePage = await stale.newPage();
  await stalePage.goto("/staff/gigs");
  await expect(stalePage).toHaveURL("/sign-in");
  await stale.close();

  // The code just used does not pass the step in another session (someone who saw it).
  const { last_step: usedStep } = await getDb()
    .selectFrom("staff_second_factors")
    .innerJoin("users", "users.id", "staff_second_factors.user_id")
    .select("staff_second_factors.last_step")
    .where("users.email", "=", "staff@example.com")
    .executeTakeFirstOrThrow();
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) }).generate({
    timestamp: usedStep! * 30_000,
  });

  const other = await browser.newContext({ javaScriptEnabled });
  const otherPage = await other.newPage();
  await signInThroughForm(otherPage, "staff@example.com");
  await expect(otherPage).toHaveURL("/sign-in/second-factor");
  await otherPage.getByRole("textbox", { name: "Code" }).fill(code);
  await otherPage.getByRole("button", { name: "Continue" }).click();
  await expect(otherPage.getByText("That code is not valid.")).toBeVisible();
  await expect(otherPage).toHaveURL("/sign-in/second-factor");
  await other.close();

  // The audit log tells the sign-ins and second steps in words.
  await page.goto("/staff/audit?action=staff.second-factor-passed");
  await expect(page.getByRole("cell", { name: "Second step passed" }).first()).toBeVisible();
  await page.goto("/staff/audit?action=staff.second-factor-failed");
  await expect(page.getByRole("cell", { name: "Second step failed" }).first()).toBeVisible();
  await page.goto("/staff/audit?action=staff.signed-in");
  await expect(
    page.getByRole("cell", { name: "Staff member signed in (password or provider)" }).first(),
  ).toBeVisible();
});

test(
  "a new staff member sets up the authenticator only through the link mailed to them; ten recovery codes, each signs in once",
  { tag: "@postgres" },
  async ({ page, browser, javaScriptEnabled }) => {
    // Four browsers and two mails: longer than one page's journey.
    test.slow();
    const email = uniqueEmail(test.info(), "new-staff");
    const demo = await getDb()
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "staff@example.com")
      .executeTakeFirstOrThrow();
    const { userId } = await makeUser(null, { email, passwordHash: demo.password_hash });
    await getDb().updateTable("users").set({ role: "staff" }).where("id", "=", userId).execute();

    // The password alone shows no secret: the page offers a link to the staff address.
    await signInThroughForm(page, email);
    await expect(page).toHaveURL("/sign-in/second-factor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your authenticator");
    await expect(page.getByTestId("totp-secret")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toHaveCount(
      0,
    );
    await page.getByRole("button", { name: "Email me a set-up link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `We sent a set-up link to ${email}` }),
    ).toBeVisible();
    const link = linkTo(
      await waitForMail(page, email, /^Set up your GigPartners authenticator$/),
      "/sign-in/second-factor/enrol",
    );

    // Someone else with the password but not the mailbox still sees no secret.
    const intruder = await browser.newContext({ javaScriptEnabled });
    const intruderPage = await intruder.newPage();
    await signInThroughForm(intruderPage, email);
    await expect(intruderPage).toHaveURL("/sign-in/second-factor");
    await expect(intruderPage.getByTestId("totp-secret")).toHaveCount(0);
    await intruderPage.goto("/sign-in/second-factor/enrol?token=guessed-token-0123456789");
    await expect(intruderPage.getByRole("heading", { level: 1 })).toHaveText(
      "This set-up link does not work",
    );

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your authenticator");
    await expect(
      page.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!;
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByRole("textbox", { name: "Code" }).fill(totp.generate());
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keep your recovery codes");
    const codes = await page.locator(".recovery-codes code").allTextContents();
    expect(codes).toHaveLength(10);
    await waitForMail(page, email, /^An authenticator was set up for your GigPartners account$/);

    // The link is used up.
    await intruderPage.goto(link);
    await expect(intruderPage.getByRole("heading", { level: 1 })).toHaveText(
      "This set-up link does not work",
    );
    await intruder.close();

    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-in/second-factor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Second step of sign-in");
    // The confirming code is used up; the next one (accepted half a minute early) signs in.
    await page
      .getByRole("textbox", { name: "Code" })
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
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
