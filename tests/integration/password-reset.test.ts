import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "~/utils/password.server";
import { getDb } from "~/db/db.server";
import { settleBackgroundMail } from "~/mail/background.server";
import * as resetRoute from "~/routes/_auth+/sign-in_.reset-password";
import { hashToken, newId, nowIso } from "~/utils/ids.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { expectLogged } from "../fixtures/logs";

// An SMTP server that answers each message two seconds after it arrived: long enough that a
// request which waited for the send would answer after it. A message counts as sent once the
// server has answered it.
const SLOW_SEND_MS = 2000;
const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
beforeAll(async () => {
  const now = nowIso();
  await getDb()
    .insertInto("users")
    .values({
      id: newId(),
      email: "reset-owner@example.com",
      name: null,
      phone_number: null,
      job_title: null,
      password_hash: await hashPassword("old password"),
      email_verified_at: now,
      disabled_at: null,
      role: "partner",
      company_id: null,
      terms_accepted_at: null,
      terms_version: null,
      registered_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await settleBackgroundMail();
  await closeAppSmtp(smtp);
});
beforeEach(() => {
  resetAppSmtp(smtp);
  smtp.answerDelayMs = SLOW_SEND_MS;
});

const sentTo = () => smtp.messages.map((m) => m.envelopeTo.join(","));

async function requestReset(email: string) {
  const request = new Request("http://localhost:3000/sign-in/reset-password", {
    method: "POST",
    body: new URLSearchParams({ email }),
  });
  const answer = await resetRoute.action({ request, params: {}, context: {} });
  expect(answer).toBeInstanceOf(Response);
  return answer as Response;
}

describe(`password reset request (${process.env.TEST_ENGINE})`, () => {
  it("answers before the mail has been sent, then sends it", async () => {
    const answer = await requestReset("reset-owner@example.com");
    expect(answer.status).toBe(302);
    // The "Check your inbox" page (issue 34), whatever the address.
    expect(answer.headers.get("Location")).toBe("/sign-in/reset-password?sent");
    expect(smtp.messages).toEqual([]);
    await settleBackgroundMail();
    expect(sentTo()).toEqual(["reset-owner@example.com"]);
    // The mailed link carries the token the database holds for this reset.
    const token = /\/sign-in\/reset-password\?token=([\w-]+)/.exec(smtp.messages[0]!.text)?.[1];
    expect(token).toBeDefined();
    const row = await getDb()
      .selectFrom("one_time_tokens")
      .select("purpose")
      .where("token_hash", "=", hashToken(token!))
      .executeTakeFirst();
    expect(row).toEqual({ purpose: "reset-password" });
  });

  it("gives an unknown address the same answer and sends nothing", async () => {
    const known = await requestReset("reset-owner@example.com");
    const unknown = await requestReset("nobody@example.com");
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    await settleBackgroundMail();
    expect(sentTo()).toEqual(["reset-owner@example.com"]);
    expect(smtp.refused).toEqual([]);
  });

  it("still answers the same when the mail cannot be sent, and logs the failure", async () => {
    smtp.refuse();
    expectLogged(/^mail not sent$/);
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const logs = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const answer = await requestReset("reset-owner@example.com");
      expect(answer.status).toBe(302);
      await settleBackgroundMail();
      const lines = [...logged.mock.calls, ...logs.mock.calls].map((c) => String(c[0]));
      expect(lines.some((l) => l.includes("password reset mail not sent"))).toBe(true);
      expect(smtp.refused.map((m) => m.envelopeTo)).toEqual([["reset-owner@example.com"]]);
      expect(smtp.messages).toEqual([]);
    } finally {
      logged.mockRestore();
      logs.mockRestore();
    }
  });
});
