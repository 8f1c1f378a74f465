import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findByUnsubscribeToken,
  newsletterHeaders,
  rotateUnsubscribeToken,
  subscribe,
  undeliverableReason,
  unsubscribe,
  unsubscribeUrl,
} from "~/domain/newsletter.server";
import { RATE_LIMITS } from "~/domain/rate-limit.server";
import { PEER_ADDRESS_HEADER } from "~/server/client-address.server";
import { hashToken } from "~/utils/ids.server";
import { isCrossSiteMutation } from "~/server/request-guards.server";
import { NewsletterSchema } from "~/validation/newsletter";
import * as signUpRoute from "~/routes/newsletter";
import * as unsubscribeRoute from "~/routes/newsletter_.unsubscribe";
import { useAppTestDb, type TestDb } from "../fixtures/db";

let t: TestDb;
beforeAll(async () => {
  t = await useAppTestDb();
});
afterAll(async () => {
  await t?.destroy();
});

async function row(email: string) {
  return t.db
    .selectFrom("newsletter_subscriptions")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

type DataResult<T> = { type: "DataWithResponseInit"; data: T; init: ResponseInit | null };

function asData<T>(value: unknown): DataResult<T> {
  expect(value).not.toBeInstanceOf(Response);
  return value as DataResult<T>;
}

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

describe(`newsletter sign-up (${process.env.TEST_ENGINE})`, () => {
  it("subscribes an address and stores only the token's hash, with the language", async () => {
    const outcome = await subscribe({ email: " New.Reader@Example.com ", locale: "fi" });
    expect(outcome.result).toBe("SUCCESS");
    if (outcome.result !== "SUCCESS") return;
    expect(outcome.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const stored = await row("new.reader@example.com");
    expect(stored).toMatchObject({ locale: "fi", unsubscribed_at: null });
    expect(stored!.unsubscribe_token_hash).toBe(hashToken(outcome.token));
    expect(stored!.unsubscribe_token_hash).not.toContain(outcome.token);
  });

  it("refuses a malformed address in the form schema with 'check your email address'", () => {
    for (const email of ["not-an-email", "a@", "@example.com", "a b@example.com"]) {
      const parsed = NewsletterSchema.safeParse({ email });
      expect(parsed.success, email).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("newsletter.errors.malformed");
    }
    expect(NewsletterSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe(
      "validation.emailRequired",
    );
  });

  it("answers FAILED_INVALID_EMAIL for addresses that cannot receive the newsletter", async () => {
    const cases: Array<[string, string]> = [
      ["not-an-email", "malformed"],
      ["someone@mailinator.com", "disposable"],
      ["someone@sub.yopmail.com", "disposable"],
      ["admin@company.fi", "role"],
      ["Info@company.fi", "role"],
      ["noreply+gigs@company.fi", "role"],
      ["postmaster@company.fi", "role"],
      ["someone@example.invalid", "reserved"],
      ["someone@mail.test", "reserved"],
      ["someone@host.localhost", "reserved"],
      ["someone@printer.local", "reserved"],
    ];
    for (const [email, reason] of cases) {
      expect(await subscribe({ email, locale: "en" }), email).toEqual({
        result: "FAILED_INVALID_EMAIL",
        reason,
      });
    }
    const count = await t.db
      .selectFrom("newsletter_subscriptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "in", ["someone@mailinator.com", "admin@company.fi"])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    // The demo data and the tests use example.com, a real (reserved, but resolvable) domain.
    expect(undeliverableReason("company@example.com")).toBeNull();
    expect(undeliverableReason("ville.virtanen@gmail.com")).toBeNull();
  });

  it("re-subscribes idempotently: one row, unsubscribe cleared, a new token", async () => {
    const first = await subscribe({ email: "again@example.com", locale: "en" });
    if (first.result !== "SUCCESS") throw new Error("expected SUCCESS");
    const before = await row("again@example.com");
    const second = await subscribe({ email: "AGAIN@example.com", locale: "fi" });
    if (second.result !== "SUCCESS") throw new Error("expected SUCCESS");
    expect(second.subscriptionId).toBe(first.subscriptionId);
    expect((await row("again@example.com"))!.subscribed_at).toBe(before!.subscribed_at);
    // The newest token works; the earlier one does not.
    expect(await findByUnsubscribeToken(first.token)).toBeNull();
    expect(await unsubscribe(second.token)).toBe("UNSUBSCRIBED");
    const unsubscribed = await row("again@example.com");
    expect(unsubscribed!.unsubscribed_at).not.toBeNull();

    const later = new Date(Date.now() + 60_000);
    const third = await subscribe({ email: "again@example.com", locale: "fi", now: later });
    if (third.result !== "SUCCESS") throw new Error("expected SUCCESS");
    expect(third.subscriptionId).toBe(first.subscriptionId);
    const back = await row("again@example.com");
    expect(back).toMatchObject({
      locale: "fi",
      unsubscribed_at: null,
      subscribed_at: later.toISOString(),
    });
    const rows = await t.db
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", "again@example.com")
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe(`newsletter unsubscribe (${process.env.TEST_ENGINE})`, () => {
  it("unsubscribes by token, repeatably, keeping the first time", async () => {
    const outcome = await subscribe({ email: "leaving@example.com", locale: "en" });
    if (outcome.result !== "SUCCESS") throw new Error("expected SUCCESS");
    const first = new Date("2030-01-01T10:00:00Z");
    expect(await unsubscribe(outcome.token, first)).toBe("UNSUBSCRIBED");
    expect(await unsubscribe(outcome.token, new Date("2030-01-02T10:00:00Z"))).toBe("UNSUBSCRIBED");
    expect((await row("leaving@example.com"))!.unsubscribed_at).toBe(first.toISOString());
    expect(await findByUnsubscribeToken(outcome.token)).toMatchObject({ unsubscribed: true });
  });

  it("answers NOT_FOUND for an unknown, malformed or missing token", async () => {
    expect(await unsubscribe("x".repeat(43))).toBe("NOT_FOUND");
    expect(await unsubscribe("short")).toBe("NOT_FOUND");
    expect(await unsubscribe(undefined)).toBe("NOT_FOUND");
    expect(await findByUnsubscribeToken(null)).toBeNull();
  });

  it("rotates the token per mailing and builds the one-click headers", async () => {
    const outcome = await subscribe({ email: "mailing@example.com", locale: "en" });
    if (outcome.result !== "SUCCESS") throw new Error("expected SUCCESS");
    const next = await rotateUnsubscribeToken(outcome.subscriptionId);
    expect(next).not.toBeNull();
    expect(await findByUnsubscribeToken(outcome.token)).toBeNull();
    expect(await findByUnsubscribeToken(next)).toMatchObject({ email: "mailing@example.com" });
    const url = unsubscribeUrl(next!);
    expect(new URL(url).pathname).toBe("/newsletter/unsubscribe");
    expect(new URL(url).searchParams.get("token")).toBe(next);
    expect(newsletterHeaders(next!)).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(new URL(unsubscribeUrl(next!, "fi")).searchParams.get("lng")).toBe("fi");
    await unsubscribe(next!);
    expect(await rotateUnsubscribeToken(outcome.subscriptionId)).toBeNull();
  });
});

describe(`newsletter routes (${process.env.TEST_ENGINE})`, () => {
  it("answers field errors with 400 and success with a redirect back and a toast", async () => {
    const malformed = asData<{ result: { error?: Record<string, string[]> } }>(
      await signUpRoute.action(
        args(post("http://localhost:3000/newsletter", { email: "not-an-email", redirectTo: "/" })),
      ),
    );
    expect(malformed.init?.status).toBe(400);
    expect(malformed.data.result.error?.email).toEqual(["newsletter.errors.malformed"]);

    const invalid = asData<{ result: { error?: Record<string, string[]> } }>(
      await signUpRoute.action(
        args(post("http://localhost:3000/newsletter", { email: "someone@mailinator.com" })),
      ),
    );
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.result.error?.email).toEqual(["newsletter.errors.invalid"]);

    const ok = await signUpRoute.action(
      args(
        post(
          "http://localhost:3000/newsletter",
          { email: "route@example.com", redirectTo: "/gigs?page=2" },
          { "Accept-Language": "fi" },
        ),
      ),
    );
    expect(ok).toBeInstanceOf(Response);
    expect((ok as Response).status).toBe(302);
    expect((ok as Response).headers.get("Location")).toBe("/gigs?page=2");
    expect((ok as Response).headers.get("Set-Cookie")).toMatch(/^ui=/);
    expect(await row("route@example.com")).toMatchObject({ locale: "fi" });

    const offsite = await signUpRoute.action(
      args(
        post("http://localhost:3000/newsletter", {
          email: "route@example.com",
          redirectTo: "//evil.example/",
        }),
      ),
    );
    expect((offsite as Response).headers.get("Location")).toBe("/");
  });

  it("limits sign-ups per client address with 429", async () => {
    const ip = "203.0.113.77";
    const attempt = (i: number) =>
      signUpRoute.action(
        args(
          post(
            "http://localhost:3000/newsletter",
            { email: `limit-${i}@example.com` },
            // The socket's address as the HTTP edge passes it; X-Forwarded-For is not trusted.
            { [PEER_ADDRESS_HEADER]: ip, "X-Forwarded-For": `10.0.0.1, 10.0.0.${i}` },
          ),
        ),
      );
    for (let i = 0; i < RATE_LIMITS.newsletterPerIp.limit; i++) {
      expect(await attempt(i)).toBeInstanceOf(Response);
    }
    const limited = asData<{ result: { error?: Record<string, string[]> } }>(await attempt(99));
    expect(limited.init?.status).toBe(429);
    expect(limited.data.result.error?.[""]).toEqual(["newsletter.errors.tooMany"]);
    expect(await row("limit-99@example.com")).toBeUndefined();
  });

  it("takes the one-click POST of a mail client, which passes the cross-site guard", async () => {
    const outcome = await subscribe({ email: "oneclick@example.com", locale: "en" });
    if (outcome.result !== "SUCCESS") throw new Error("expected SUCCESS");
    const request = new Request(unsubscribeUrl(outcome.token), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(isCrossSiteMutation(request)).toBe(false);
    const answer = asData<{ state: string }>(await unsubscribeRoute.action(args(request)));
    expect(answer.init?.status).toBe(200);
    expect(answer.data.state).toBe("done");
    expect((await row("oneclick@example.com"))!.unsubscribed_at).not.toBeNull();
  });

  it("redirects the confirm button back to the page, and shows a friendly page for a bad token", async () => {
    const outcome = await subscribe({ email: "button@example.com", locale: "en" });
    if (outcome.result !== "SUCCESS") throw new Error("expected SUCCESS");
    const url = `http://localhost:3000/newsletter/unsubscribe?token=${outcome.token}`;
    const shown = asData<{ state: string; email: string }>(
      await unsubscribeRoute.loader(args(new Request(url))),
    );
    expect(shown.data).toMatchObject({ state: "confirm", email: "bu•••@example.com" });
    const done = await unsubscribeRoute.action(args(post(url, { token: outcome.token })));
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe(
      `/newsletter/unsubscribe?token=${outcome.token}`,
    );
    const after = asData<{ state: string }>(await unsubscribeRoute.loader(args(new Request(url))));
    expect(after.data.state).toBe("done");

    const unknown = asData<{ state: string }>(
      await unsubscribeRoute.loader(
        args(new Request("http://localhost:3000/newsletter/unsubscribe?token=nope")),
      ),
    );
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.state).toBe("invalid");
    const unknownPost = asData<{ state: string }>(
      await unsubscribeRoute.action(
        args(post("http://localhost:3000/newsletter/unsubscribe?token=nope", {})),
      ),
    );
    expect(unknownPost.init?.status).toBe(404);
  });
});
