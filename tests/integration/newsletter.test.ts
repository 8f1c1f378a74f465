import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  confirmSubscription,
  findConfirmation,
  NEWSLETTER_CONFIRM_DAYS,
  requestSubscription,
  subscribeAccountAddress,
} from "~/domain/newsletter/newsletter-confirm.server";
import {
  activateSubscription,
  findByUnsubscribeToken,
  isSubscribed,
  newsletterHeaders,
  undeliverableReason,
  unsubscribe,
  unsubscribeUrl,
} from "~/domain/newsletter/newsletter.server";
import {
  RETIRED_TOKEN_DAYS,
  unsubscribeTokenFor,
  unsubscribeTokensFor,
} from "~/domain/newsletter/newsletter-tokens.server";
import { listSubscribers } from "~/domain/newsletter/subscribers.server";
import { RATE_LIMITS } from "~/domain/shared/rate-limit.server";
import { settleBackgroundMail } from "~/mail/background.server";
import { PEER_ADDRESS_HEADER } from "~/utils/client-address.server";
import { hashToken, newToken } from "~/utils/ids.server";
import { isCrossSiteMutation } from "~/server/edge/request-guards.server";
import { NewsletterSchema } from "~/validation/newsletter";
import * as signUpRoute from "~/routes/_public+/newsletter";
import * as confirmRoute from "~/routes/_public+/newsletter_.confirm";
import * as unsubscribeRoute from "~/routes/_public+/newsletter_.unsubscribe";
import * as apiRoute from "~/routes/api+/gigsletter.subscriptions";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { flashedToasts, routeAnswer, type RouteAnswer } from "../fixtures/matchers";
import { makeNewsletterSubscription } from "../fixtures/factories";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

const t = withAppDatabase();
afterAll(async () => {
  await settleBackgroundMail();
  await closeAppSmtp(smtp);
});
beforeEach(() => resetAppSmtp(smtp));

async function row(email: string) {
  return t.db
    .selectFrom("newsletter_subscriptions")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

/** A page's answer that is data (not a Response, so not a redirect). */
async function asData<T>(value: unknown): Promise<RouteAnswer & { data: T }> {
  const answer = await routeAnswer(value);
  expect(answer.response).toBeUndefined();
  return answer as RouteAnswer & { data: T };
}

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

/** The mails sent so far (after the answer, in the background), to these addresses. */
async function mailsTo(email: string) {
  await settleBackgroundMail();
  return smtp.messages.filter((m) => m.envelopeTo.includes(email));
}

/** The token of the confirmation link in the latest mail to this address. */
async function confirmationToken(email: string) {
  const mail = (await mailsTo(email)).at(-1);
  const link = mail?.links.find((l) => new URL(l).pathname === "/newsletter/confirm");
  if (!link) throw new Error(`no confirmation link sent to ${email}`);
  return new URL(link).searchParams.get("token")!;
}

async function confirmations(email: string) {
  return t.db
    .selectFrom("newsletter_confirmations")
    .selectAll()
    .where("email", "=", email)
    .execute();
}

describe(`newsletter sign-up: confirmed opt-in (${process.env.TEST_ENGINE})`, () => {
  it("subscribes a new address only when its link is confirmed, in the visitor's language", async () => {
    expect(await requestSubscription({ email: " New.Reader@Example.com ", locale: "fi" })).toEqual({
      result: "SUCCESS",
    });
    // Nothing is subscribed yet: a request only mails a link.
    expect(await row("new.reader@example.com")).toBeUndefined();
    const [mail] = await mailsTo("new.reader@example.com");
    expect(mail?.subject).toBe("Vahvista keikkauutiskirjeen tilaus");
    expect(mail?.text).toContain("Vahvista tilaus");
    const token = await confirmationToken("new.reader@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = mail!.links.find((l) => l.includes("/newsletter/confirm"))!;
    expect(new URL(link).searchParams.get("lng")).toBe("fi");
    // Stored hashed, and valid for NEWSLETTER_CONFIRM_DAYS.
    const [stored] = await confirmations("new.reader@example.com");
    expect(stored!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Date.parse(stored!.expires_at) - Date.parse(stored!.created_at)).toBe(
      NEWSLETTER_CONFIRM_DAYS * 86_400_000,
    );

    expect(await findConfirmation(token)).toEqual({ email: "ne•••@example.com", search: null });
    expect(await confirmSubscription(token)).toEqual({
      result: "CONFIRMED",
      email: "ne•••@example.com",
    });
    expect(await row("new.reader@example.com")).toMatchObject({
      locale: "fi",
      unsubscribed_at: null,
    });
    // Single use: the link is gone.
    expect(await confirmSubscription(token)).toEqual({ result: "NOT_FOUND" });
    expect(await findConfirmation(token)).toBeNull();
    expect(await confirmations("new.reader@example.com")).toEqual([]);
  });

  it("lets a link expire after NEWSLETTER_CONFIRM_DAYS", async () => {
    const asked = new Date("2030-01-07T06:00:00Z");
    await requestSubscription({ email: "late@example.com", locale: "en", now: asked });
    const token = await confirmationToken("late@example.com");
    const after = new Date(asked.getTime() + NEWSLETTER_CONFIRM_DAYS * 86_400_000 + 1);
    expect(await findConfirmation(token, after)).toBeNull();
    expect(await confirmSubscription(token, after)).toEqual({ result: "NOT_FOUND" });
    expect(await row("late@example.com")).toBeUndefined();
  });

  it("never re-activates an address that opted out without its owner's confirmation", async () => {
    const victim = "opted.out@example.com";
    const stable = await makeNewsletterSubscription(victim, "en");
    expect(await unsubscribe(stable)).toBe("UNSUBSCRIBED");
    const before = await row(victim);

    // A stranger uses the public form with the victim's address: same answer, nothing changes.
    expect(await requestSubscription({ email: victim, locale: "fi" })).toEqual({
      result: "SUCCESS",
    });
    expect(await row(victim)).toEqual(before);
    expect(await isSubscribed(victim)).toBe(false);
    // The link went to the victim's own mailbox; the stranger has nothing to confirm with.
    expect(await mailsTo(victim)).toHaveLength(1);

    // The owner confirms: the same subscription, the same unsubscribe token, a new start date.
    const later = new Date(Date.now() + 60_000);
    expect(await confirmSubscription(await confirmationToken(victim), later)).toMatchObject({
      result: "CONFIRMED",
    });
    expect(await row(victim)).toMatchObject({
      id: before!.id,
      locale: "fi",
      unsubscribed_at: null,
      subscribed_at: later.toISOString(),
      unsubscribe_token_hash: before!.unsubscribe_token_hash,
    });
    expect(await findByUnsubscribeToken(stable)).toMatchObject({ email: victim });
  });

  it("answers an already subscribed address the same, mails it nothing and keeps its token", async () => {
    const email = "already@example.com";
    const token = await makeNewsletterSubscription(email, "en");
    const before = await row(email);
    expect(await requestSubscription({ email, locale: "fi" })).toEqual({ result: "SUCCESS" });
    expect(await row(email)).toEqual(before);
    expect(await mailsTo(email)).toEqual([]);
    expect(await confirmations(email)).toEqual([]);
    expect(await findByUnsubscribeToken(token)).toMatchObject({ unsubscribed: false });
  });

  it("mails one address at most a few links a day, and an earlier link stays valid", async () => {
    const email = "flooded@example.com";
    for (let i = 0; i < RATE_LIMITS.newsletterConfirmPerEmail.limit + 3; i++)
      expect(await requestSubscription({ email, locale: "en" })).toEqual({ result: "SUCCESS" });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(RATE_LIMITS.newsletterConfirmPerEmail.limit);
    const first = new URL(mails[0]!.links.find((l) => l.includes("/newsletter/confirm"))!);
    expect(await confirmSubscription(first.searchParams.get("token"))).toMatchObject({
      result: "CONFIRMED",
    });
    // Confirming spends every other link of the address too.
    expect(await confirmations(email)).toEqual([]);
  });

  it("counts pending addresses apart from active subscribers for staff", async () => {
    const before = await listSubscribers({ q: "", page: 1 });
    await requestSubscription({ email: "pending.one@example.com", locale: "en" });
    await requestSubscription({ email: "pending.one@example.com", locale: "fi" });
    await requestSubscription({ email: "pending.two@example.com", locale: "en" });
    const after = await listSubscribers({ q: "", page: 1 });
    expect(after.pending - before.pending).toBe(2);
    expect(after.active).toBe(before.active);
    expect(after.subscribers.map((s) => s.email)).not.toContain("pending.one@example.com");
  });

  it("subscribes an account's proven address at once, and mails a link to any other", async () => {
    const proven = { email: "proven@example.com", locale: "fi", email_verified_at: "2030-01-01" };
    expect(await subscribeAccountAddress(proven)).toBe("subscribed");
    expect(await row("proven@example.com")).toMatchObject({ locale: "fi", unsubscribed_at: null });
    const unproven = { email: "unproven@example.com", locale: "en", email_verified_at: null };
    expect(await subscribeAccountAddress(unproven)).toBe("confirmation-sent");
    expect(await row("unproven@example.com")).toBeUndefined();
    expect(await mailsTo("unproven@example.com")).toHaveLength(1);
    expect(await subscribeAccountAddress({ ...unproven, email: "admin@company.fi" })).toBe(
      "refused",
    );
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
      expect(await requestSubscription({ email, locale: "en" }), email).toEqual({
        result: "FAILED_INVALID_EMAIL",
        reason,
      });
    }
    const count = await t.db
      .selectFrom("newsletter_confirmations")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email", "in", ["someone@mailinator.com", "admin@company.fi"])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    // The demo data and the tests use example.com, a real (reserved, but resolvable) domain.
    expect(undeliverableReason("company@example.com")).toBeNull();
    expect(undeliverableReason("ville.virtanen@gmail.com")).toBeNull();
  });
});

describe(`newsletter unsubscribe (${process.env.TEST_ENGINE})`, () => {
  it("unsubscribes by token, repeatably, keeping the first time", async () => {
    const token = await makeNewsletterSubscription("leaving@example.com");
    const first = new Date("2030-01-01T10:00:00Z");
    expect(await unsubscribe(token, first)).toBe("UNSUBSCRIBED");
    expect(await unsubscribe(token, new Date("2030-01-02T10:00:00Z"))).toBe("UNSUBSCRIBED");
    expect((await row("leaving@example.com"))!.unsubscribed_at).toBe(first.toISOString());
    expect(await findByUnsubscribeToken(token)).toMatchObject({ unsubscribed: true });
  });

  it("answers NOT_FOUND for an unknown, malformed or missing token", async () => {
    expect(await unsubscribe("x".repeat(43))).toBe("NOT_FOUND");
    expect(await unsubscribe("short")).toBe("NOT_FOUND");
    expect(await unsubscribe(undefined)).toBe("NOT_FOUND");
    expect(await findByUnsubscribeToken(null)).toBeNull();
  });

  it("keeps one token per subscription for every mailing, and builds the one-click headers", async () => {
    const token = await makeNewsletterSubscription("mailing@example.com");
    const { id } = (await row("mailing@example.com"))!;
    expect(token).toBe(unsubscribeTokenFor(id));
    for (let mailing = 0; mailing < 3; mailing++)
      expect((await unsubscribeTokensFor(t.db, [id], new Date())).get(id)).toBe(token);
    expect(await findByUnsubscribeToken(token)).toMatchObject({ email: "mailing@example.com" });
    // A re-subscription (by its owner) keeps it too.
    await activateSubscription({ email: "mailing@example.com", locale: "fi" });
    expect((await row("mailing@example.com"))!.unsubscribe_token_hash).toBe(hashToken(token));

    const url = unsubscribeUrl(token);
    expect(new URL(url).pathname).toBe("/newsletter/unsubscribe");
    expect(new URL(url).searchParams.get("token")).toBe(token);
    expect(newsletterHeaders(token)).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(new URL(unsubscribeUrl(token, "fi")).searchParams.get("lng")).toBe("fi");
    await unsubscribe(token);
    expect((await unsubscribeTokensFor(t.db, [id], new Date())).has(id)).toBe(false);
  });

  it("honours a subscription's earlier token for RETIRED_TOKEN_DAYS after the stable one replaces it", async () => {
    // A subscription from before stable tokens: its latest newsletter carried a random token.
    const { subscriptionId: id } = await activateSubscription({
      email: "legacy@example.com",
      locale: "en",
    });
    const legacy = newToken();
    await t.db
      .updateTable("newsletter_subscriptions")
      .set({ unsubscribe_token_hash: hashToken(legacy) })
      .where("id", "=", id)
      .execute();
    const sent = new Date("2030-01-07T06:00:00Z");
    const stable = (await unsubscribeTokensFor(t.db, [id], sent)).get(id);
    expect(stable).toBe(unsubscribeTokenFor(id));
    const day = 86_400_000;
    const withinGrace = new Date(sent.getTime() + RETIRED_TOKEN_DAYS * day - 1);
    expect(await findByUnsubscribeToken(legacy, withinGrace)).toMatchObject({ id });
    expect(
      await findByUnsubscribeToken(legacy, new Date(sent.getTime() + RETIRED_TOKEN_DAYS * day)),
    ).toBeNull();
    expect(await unsubscribe(legacy, withinGrace)).toBe("UNSUBSCRIBED");
    expect(await findByUnsubscribeToken(stable)).toMatchObject({ unsubscribed: true });
  });
});

describe(`newsletter routes (${process.env.TEST_ENGINE})`, () => {
  it("answers field errors with 400, and any valid address with the same redirect and toast", async () => {
    const malformed = await asData<{ result: { error?: Record<string, string[]> } }>(
      await signUpRoute.action(
        args(post("http://localhost:3000/newsletter", { email: "not-an-email", redirectTo: "/" })),
      ),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.data.result.error?.email).toEqual(["newsletter.errors.malformed"]);

    const invalid = await asData<{ result: { error?: Record<string, string[]> } }>(
      await signUpRoute.action(
        args(post("http://localhost:3000/newsletter", { email: "someone@mailinator.com" })),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error?.email).toEqual(["newsletter.errors.invalid"]);

    await makeNewsletterSubscription("route.subscribed@example.com");
    const answers: Array<[number, string | null, string[]]> = [];
    for (const email of ["route@example.com", "route.subscribed@example.com"]) {
      const ok = await signUpRoute.action(
        args(
          post(
            "http://localhost:3000/newsletter",
            { email, redirectTo: "/gigs?page=2" },
            { "Accept-Language": "fi" },
          ),
        ),
      );
      expect(ok).toBeInstanceOf(Response);
      const response = ok as Response;
      const toasts = await flashedToasts(await routeAnswer(response));
      answers.push([response.status, response.headers.get("Location"), toasts.map((t) => t.text)]);
    }
    const checkInbox =
      "Melkein valmista: vahvista tilaus avaamalla linkki, jonka lähetimme sähköpostiisi. Jos osoite saa jo keikkauutiskirjeen, mikään ei muutu.";
    expect(answers).toEqual([
      [302, "/gigs?page=2", [checkInbox]],
      [302, "/gigs?page=2", [checkInbox]],
    ]);
    expect(await row("route@example.com")).toBeUndefined();
    expect((await mailsTo("route@example.com"))[0]?.subject).toBe(
      "Vahvista keikkauutiskirjeen tilaus",
    );

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

  it("keeps the API's contract: SUCCESS without subscribing, 403 FAILED_INVALID_EMAIL", async () => {
    const call = async (email: string) => {
      const request = new Request("http://localhost:3000/api/gigsletter/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "fi" },
        body: JSON.stringify({ email }),
      });
      const response = (await apiRoute.action(args(request))) as Response;
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await call("api.reader@example.com")).toEqual({
      status: 200,
      body: { result: "SUCCESS" },
    });
    expect(await row("api.reader@example.com")).toBeUndefined();
    expect((await mailsTo("api.reader@example.com"))[0]?.subject).toBe(
      "Vahvista keikkauutiskirjeen tilaus",
    );
    expect(await call("admin@company.fi")).toMatchObject({
      status: 403,
      body: { result: "FAILED_INVALID_EMAIL" },
    });
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
    const limited = await asData<{ result: { error?: Record<string, string[]> } }>(
      await attempt(99),
    );
    expect(limited.status).toBe(429);
    expect(limited.data.result.error?.[""]).toEqual(["newsletter.errors.tooMany"]);
    expect(await confirmations("limit-99@example.com")).toEqual([]);
  });

  it("confirms only on the page's POST: the link's GET shows a question", async () => {
    await requestSubscription({ email: "button.confirm@example.com", locale: "en" });
    const token = await confirmationToken("button.confirm@example.com");
    const url = `http://localhost:3000/newsletter/confirm?token=${token}`;
    const shown = await asData<{ state: string; email: string }>(
      await confirmRoute.loader(args(new Request(url))),
    );
    expect(shown.data).toMatchObject({ state: "confirm", email: "bu•••@example.com" });
    // A mail scanner may open the link any number of times.
    await confirmRoute.loader(args(new Request(url)));
    expect(await row("button.confirm@example.com")).toBeUndefined();

    const done = await confirmRoute.action(args(post(url, { token })));
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe("/");
    expect(await isSubscribed("button.confirm@example.com")).toBe(true);

    const again = await asData<{ state: string }>(
      await confirmRoute.action(args(post(url, { token }))),
    );
    expect(again.status).toBe(404);
    expect(again.data.state).toBe("invalid");
    const unknown = await asData<{ state: string }>(
      await confirmRoute.loader(
        args(new Request("http://localhost:3000/newsletter/confirm?token=nope")),
      ),
    );
    expect(unknown.status).toBe(404);
    const noToken = await asData<{ state: string }>(
      await confirmRoute.action(args(post("http://localhost:3000/newsletter/confirm", {}))),
    );
    expect(noToken.status).toBe(404);
  });

  it("takes the one-click POST of a mail client, which passes the cross-site guard", async () => {
    const token = await makeNewsletterSubscription("oneclick@example.com");
    const request = new Request(unsubscribeUrl(token), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(isCrossSiteMutation(request)).toBe(false);
    const answer = await asData<{ state: string }>(await unsubscribeRoute.action(args(request)));
    expect(answer.status).toBe(200);
    expect(answer.data.state).toBe("done");
    expect((await row("oneclick@example.com"))!.unsubscribed_at).not.toBeNull();
  });

  it("redirects the unsubscribe button back to the page, and shows a friendly page for a bad token", async () => {
    const token = await makeNewsletterSubscription("button@example.com");
    const url = `http://localhost:3000/newsletter/unsubscribe?token=${token}`;
    const shown = await asData<{ state: string; email: string }>(
      await unsubscribeRoute.loader(args(new Request(url))),
    );
    expect(shown.data).toMatchObject({ state: "confirm", email: "bu•••@example.com" });
    const done = await unsubscribeRoute.action(args(post(url, { token })));
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe(
      `/newsletter/unsubscribe?token=${token}`,
    );
    const after = await asData<{ state: string }>(
      await unsubscribeRoute.loader(args(new Request(url))),
    );
    expect(after.data.state).toBe("done");

    const unknown = await asData<{ state: string }>(
      await unsubscribeRoute.loader(
        args(new Request("http://localhost:3000/newsletter/unsubscribe?token=nope")),
      ),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.data.state).toBe("invalid");
    const unknownPost = await asData<{ state: string }>(
      await unsubscribeRoute.action(
        args(post("http://localhost:3000/newsletter/unsubscribe?token=nope", {})),
      ),
    );
    expect(unknownPost.status).toBe(404);
  });
});
