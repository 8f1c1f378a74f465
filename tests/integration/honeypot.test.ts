import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { settleBackgroundMail } from "~/mail/background.server";
import * as newsletterRoute from "~/routes/_public+/newsletter";
import * as registerRoute from "~/routes/_auth+/register.email-password";
import * as resetRoute from "~/routes/_auth+/sign-in_.reset-password";
import { HONEYPOT_FIELD } from "~/utils/honeypot";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

const t = withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(() => {
  resetAppSmtp(smtp);
});

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

async function answer(
  route: { action: (args: never) => Promise<unknown> },
  path: string,
  fields: Record<string, string>,
) {
  const result = await route.action({
    request: post(path, fields),
    params: {},
    context: {},
  } as never);
  await settleBackgroundMail();
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return { status: response.status, location: response.headers.get("Location") };
}

const count = async (
  table:
    | "users"
    | "newsletter_subscriptions"
    | "newsletter_confirmations"
    | "one_time_tokens"
    | "rate_limits",
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function nothingWritten(run: () => Promise<unknown>) {
  const tables = [
    "users",
    "newsletter_subscriptions",
    "newsletter_confirmations",
    "one_time_tokens",
    "rate_limits",
  ] as const;
  const before = await Promise.all(tables.map(count));
  await run();
  expect(await Promise.all(tables.map(count))).toEqual(before);
  expect([...smtp.messages, ...smtp.refused]).toEqual([]);
}

describe(`honeypot fields on the anonymous forms (${process.env.TEST_ENGINE})`, () => {
  it("registration: a filled honeypot gets the usual answer, and no account or mail", async () => {
    const fields = { email: "bot@example.com", password: "bot-password-1" };
    await nothingWritten(async () => {
      const trapped = await answer(registerRoute, "/register/email-password", {
        ...fields,
        [HONEYPOT_FIELD]: "http://spam.example",
      });
      expect(trapped).toEqual({ status: 302, location: "/register/email-password?sent" });
    });
    const real = await answer(registerRoute, "/register/email-password", {
      email: "human@example.com",
      password: "human-password-1",
      [HONEYPOT_FIELD]: "",
    });
    expect(real).toEqual({ status: 302, location: "/register/email-password?sent" });
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([["human@example.com"]]);
  });

  it("newsletter: a filled honeypot gets the usual answer, and no confirmation link", async () => {
    await nothingWritten(async () => {
      const trapped = await answer(newsletterRoute, "/newsletter", {
        email: "bot@example.com",
        redirectTo: "/gigs",
        [HONEYPOT_FIELD]: "x",
      });
      expect(trapped).toEqual({ status: 302, location: "/gigs" });
    });
    const real = await answer(newsletterRoute, "/newsletter", {
      email: "human@example.com",
      redirectTo: "/gigs",
    });
    expect(real).toEqual({ status: 302, location: "/gigs" });
    // A real sign-up asks its address to confirm (decision 032).
    expect(await count("newsletter_confirmations")).toBe(1);
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([["human@example.com"]]);
  });

  it("reset request: a filled honeypot gets the usual answer, and no token or mail", async () => {
    await nothingWritten(async () => {
      const trapped = await answer(resetRoute, "/sign-in/reset-password", {
        email: "human@example.com",
        [HONEYPOT_FIELD]: "x",
      });
      expect(trapped).toEqual({ status: 302, location: "/sign-in/reset-password?sent" });
    });
  });
});
