import { expect, type Page, type TestInfo } from "@playwright/test";

export const MAIL_CATCHER = `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT ?? 3226}`;

type Mail = { to: string[]; subject: string; text: string; html: string; links: string[] };

/** Waits for a mail to `to` whose subject matches, as received by the test SMTP server. */
export async function waitForMail(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `${MAIL_CATCHER}/messages?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as Mail[];
        found = mails.reverse().find((m) => subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in a mail that goes to this path, made relative so the test stays on its base URL. */
export function linkTo(mail: Mail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}": ${mail.links.join(", ")}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** A unique address per test and project, since both projects share one server and database. */
export function uniqueEmail(info: TestInfo, label: string) {
  return `${label}-${info.project.name}-${Date.now().toString(36)}@example.com`;
}

/** Fills and submits the sign-in form; with `expectSuccess` waits until the browser has left it. */
export async function signIn(
  page: Page,
  email: string,
  password = "demo-password",
  { expectSuccess = false } = {},
) {
  if (new URL(page.url(), "http://x").pathname !== "/sign-in") await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).last().click();
  if (expectSuccess) await expect(page).not.toHaveURL(/\/sign-in(\?.*)?$/);
}

/** Signs in through the form, for the identity specs; other specs use test.ts's signInAs. */
export async function signInThroughForm(page: Page, email: string, password = "demo-password") {
  await signIn(page, email, password, { expectSuccess: true });
}

/**
 * Signs out with the header button and waits until the sign-out has finished (it redirects to
 * the home page); a navigation started earlier would cancel the sign-out request.
 */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL("/");
}

/**
 * Passes the staff second step with the demo staff user's authenticator (its key is public). A
 * code is accepted once, and the tests of both projects share the demo user: the step an earlier
 * test used is forgotten first, as if that sign-in were half a minute ago.
 */
export async function passDemoSecondFactor(page: Page) {
  const { Secret, TOTP } = await import("otpauth");
  const { DEMO_STAFF_TOTP_SECRET } = await import("~/db/seed/demo.server");
  const { getDb } = await import("~/db/db.server");
  await expect(page).toHaveURL("/sign-in/second-factor");
  const staff = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", "staff@example.com")
    .executeTakeFirstOrThrow();
  await getDb()
    .updateTable("staff_second_factors")
    .set({ last_step: null })
    .where("user_id", "=", staff.id)
    .execute();
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET) }).generate();
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
}
