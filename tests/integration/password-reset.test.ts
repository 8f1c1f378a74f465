import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "~/utils/password.server";
import { getDb } from "~/db/db.server";
import { settleBackgroundMail } from "~/mail/background.server";
import type { MailMessage } from "~/mail/transport.server";
import * as resetRoute from "~/routes/sign-in_.reset-password";
import { newId, nowIso } from "~/utils/ids.server";
import { useAppTestDb, type TestDb } from "../fixtures/db";

// A transport that takes two seconds per message: long enough that a request which waited for
// the send would answer after it.
const SLOW_SEND_MS = 2000;
const events: string[] = [];
const sent: MailMessage[] = [];
let failSends = false;
vi.mock("~/mail/transport.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/mail/transport.server")>()),
  sendMail: vi.fn(async (message: MailMessage) => {
    events.push("send-started");
    await new Promise((resolve) => setTimeout(resolve, SLOW_SEND_MS));
    events.push("send-finished");
    if (failSends) {
      const { MailError } = await import("~/mail/transport.server");
      throw new MailError("The SMTP server refused the login.", "EAUTH");
    }
    sent.push(message);
    return { via: "smtp", id: "1" };
  }),
}));

let t: TestDb;
beforeAll(async () => {
  t = await useAppTestDb();
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
  await t?.destroy();
});
beforeEach(() => {
  events.length = 0;
  sent.length = 0;
  failSends = false;
});

async function requestReset(email: string) {
  const request = new Request("http://localhost:3000/sign-in/reset-password", {
    method: "POST",
    body: new URLSearchParams({ email }),
  });
  const answer = await resetRoute.action({ request, params: {}, context: {} });
  events.push("answered");
  expect(answer).toBeInstanceOf(Response);
  return answer as Response;
}

describe(`password reset request (${process.env.TEST_ENGINE})`, () => {
  it("answers before the mail has been sent, then sends it", async () => {
    const answer = await requestReset("reset-owner@example.com");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/sign-in");
    expect(events).not.toContain("send-finished");
    await settleBackgroundMail();
    expect(events.at(-1)).toBe("send-finished");
    expect(sent.map((m) => m.to)).toEqual(["reset-owner@example.com"]);
  });

  it("gives an unknown address the same answer and sends nothing", async () => {
    const known = await requestReset("reset-owner@example.com");
    const unknown = await requestReset("nobody@example.com");
    expect(unknown.status).toBe(known.status);
    expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
    await settleBackgroundMail();
    expect(sent.map((m) => m.to)).toEqual(["reset-owner@example.com"]);
  });

  it("still answers the same when the mail cannot be sent, and logs the failure", async () => {
    failSends = true;
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const logs = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const answer = await requestReset("reset-owner@example.com");
      expect(answer.status).toBe(302);
      await settleBackgroundMail();
      const lines = [...logged.mock.calls, ...logs.mock.calls].map((c) => String(c[0]));
      expect(lines.some((l) => l.includes("password reset mail not sent"))).toBe(true);
    } finally {
      logged.mockRestore();
      logs.mockRestore();
    }
  });
});
