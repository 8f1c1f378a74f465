import { describe, expect, it } from "vitest";
import { hashPassword } from "~/utils/password.server";
import { getDb } from "~/db/db.server";
import { admitSignInAttempt, SLOWDOWN_FIRST_MS } from "~/auth/sign-in-throttle.server";
import { RATE_LIMITS } from "~/domain/shared/rate-limit.server";
import * as apiSignInRoute from "~/routes/api+/auth.local";
import * as signInRoute from "~/routes/_auth+/sign-in";
import { PEER_ADDRESS_HEADER } from "~/utils/client-address.server";
import { newId, nowIso } from "~/utils/ids.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany } from "../fixtures/factories";

withAppDatabase();

const PASSWORD = "correct horse battery";
// The subject is counting attempts, not hashing: each of a test's twenty-odd password checks
// costs about 1 ms at this cost instead of 50 ms (and far more on a loaded CI machine, where the
// full cost once took a test past its 20 s).
const CHEAP_HASH = { N: 2 ** 10, r: 8, p: 1 };

async function insertUser(email: string) {
  const now = nowIso();
  await getDb()
    .insertInto("users")
    .values({
      id: newId(),
      email,
      name: "Owner",
      phone_number: null,
      job_title: null,
      password_hash: await hashPassword(PASSWORD, CHEAP_HASH),
      email_verified_at: now,
      disabled_at: null,
      role: "partner",
      // A finished registration (a company of their own), so sign-in ends on the dashboard.
      company_id: (await makeCompany()).companyId,
      terms_accepted_at: now,
      terms_version: "1",
      registered_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The Cookie header a browser would send back for the device cookie it was given. */
function deviceCookieOf(response: Response): string {
  const found = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => /^(__Host-)?device=/.test(c));
  expect(found, "a device cookie is issued at sign-in").toBeDefined();
  return found!;
}

/** A client's headers: its device cookie, and the address the edge saw (none: not counted). */
function headersOf(client: { cookie?: string; ip?: string }) {
  const headers: Record<string, string> = {};
  if (client.cookie) headers.Cookie = client.cookie;
  if (client.ip) headers[PEER_ADDRESS_HEADER] = client.ip;
  return headers;
}

async function signIn(email: string, password: string, cookie?: string, ip?: string) {
  const request = new Request("http://localhost:3000/sign-in", {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: headersOf({ cookie, ip }),
  });
  const started = performance.now();
  const answer = await signInRoute.action({ request, params: {}, context: {} });
  const ms = performance.now() - started;
  if (answer instanceof Response) return { status: answer.status, response: answer, ms };
  const result = answer as { init: ResponseInit | null; data: { code: string | null } };
  return { status: result.init?.status ?? 200, code: result.data.code, response: null, ms };
}

/** `POST /api/auth/local`, as an API client (no cookies) sends it. */
async function apiSignIn(email: string, password: string, ip?: string) {
  const request = new Request("http://localhost:3000/api/auth/local", {
    method: "POST",
    body: JSON.stringify({ identifier: email, password }),
    headers: { "Content-Type": "application/json", ...headersOf({ ip }) },
  });
  const started = performance.now();
  const answer = await apiSignInRoute.action({ request, params: {}, context: {} });
  const ms = performance.now() - started;
  const body = (await answer.json()) as { jwt?: string; error?: { code: string } };
  return { status: answer.status, jwt: body.jwt, code: body.error?.code, ms };
}

async function attackerFails(email: string, cookie?: string) {
  for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++) {
    expect((await signIn(email, `guess-${i}`, cookie)).status).toBe(400);
  }
}

// A timer never fires early by more than Node's millisecond rounding.
const slowedDown = (ms: number) => expect(ms).toBeGreaterThanOrEqual(SLOWDOWN_FIRST_MS - 2);

/** How long the next attempt would be held back (it counts as one attempt itself). */
async function nextDelay(
  email: string,
  channel: "page" | "api",
  client: { cookie?: string; ip?: string } = {},
) {
  const request = new Request("http://localhost:3000/sign-in", {
    method: "POST",
    headers: headersOf(client),
  });
  return (await admitSignInAttempt(request, email, channel)).delayMs;
}

describe(`sign-in throttling with device cookies (${process.env.TEST_ENGINE})`, () => {
  it("lets the owner in from a new browser, slowed down, after an attacker used up the account's limit", async () => {
    await insertUser("owner@example.com");
    const first = await signIn("owner@example.com", PASSWORD);
    expect(first.status).toBe(302);
    const device = deviceCookieOf(first.response!);

    await attackerFails("owner@example.com");
    // A browser that has never signed in as the owner: held back a moment, never refused.
    const newBrowser = await signIn("owner@example.com", PASSWORD);
    expect(newBrowser.status).toBe(302);
    expect(newBrowser.response!.headers.get("Location")).toBe("/dashboard/overview");
    slowedDown(newBrowser.ms);

    // The owner's own browser has a budget of its own: not even slowed down.
    await attackerFails("owner@example.com");
    expect(await nextDelay("owner@example.com", "page", { cookie: device })).toBe(0);
    expect((await signIn("owner@example.com", PASSWORD, device)).status).toBe(302);
  });

  it("gives API clients a budget of their own: the page's guesses do not slow them down", async () => {
    await insertUser("api-owner@example.com");
    await attackerFails("api-owner@example.com");
    const client = await apiSignIn("api-owner@example.com", PASSWORD);
    expect(client.status).toBe(200);
    expect(client.jwt).toEqual(expect.any(String));
    expect(await nextDelay("api-owner@example.com", "api")).toBe(0);
  });

  it("slows API guesses down past the account's limit but still gives the owner a token", async () => {
    await insertUser("api-guessed@example.com");
    for (let i = 0; i < RATE_LIMITS.apiSignInPerEmail.limit; i++)
      expect(await apiSignIn("api-guessed@example.com", `guess-${i}`)).toMatchObject({
        status: 400,
        code: "wrong-password",
      });
    const client = await apiSignIn("api-guessed@example.com", PASSWORD);
    expect(client.status).toBe(200);
    expect(client.jwt).toEqual(expect.any(String));
    slowedDown(client.ms);
    // The API's guesses did not touch the page's budget.
    expect(await nextDelay("api-guessed@example.com", "page")).toBe(0);
  });

  it("holds each further guess back longer, counting the page's and the API's apart", async () => {
    await insertUser("growing@example.com");
    for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++)
      expect(await nextDelay("growing@example.com", "page")).toBe(0);
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) delays.push(await nextDelay("growing@example.com", "page"));
    expect(delays).toEqual([SLOWDOWN_FIRST_MS, 2 * SLOWDOWN_FIRST_MS, 4 * SLOWDOWN_FIRST_MS]);
    expect(await nextDelay("growing@example.com", "api")).toBe(0);
  });

  it("still refuses an address past its own limit, at once and on every account", async () => {
    const ip = "203.0.113.9";
    const emails = ["spray-1@example.com", "spray-2@example.com", "spray-3@example.com"];
    for (const email of emails) await insertUser(email);
    const perAccount = RATE_LIMITS.signInPerEmail.limit;
    // Spread over accounts and both kinds of client: no attempt is slowed down on its account's.
    for (let i = 0; i < RATE_LIMITS.signInPerIp.limit; i++) {
      const email =
        i < perAccount * emails.length ? emails[i % emails.length]! : `x${i}@example.com`;
      expect(await nextDelay(email, i % 2 ? "api" : "page", { ip })).toBe(0);
    }
    expect(await signIn("spray-1@example.com", PASSWORD, undefined, ip)).toMatchObject({
      status: 429,
      code: "too-many-requests",
    });
    expect(await apiSignIn("spray-2@example.com", PASSWORD, ip)).toMatchObject({
      status: 429,
      code: "too-many-requests",
    });
    // Another address is not refused.
    expect((await signIn("spray-3@example.com", PASSWORD, undefined, "203.0.113.10")).status).toBe(
      302,
    );
  });

  it("gives a device cookie of another user, or a forged one, no privilege", async () => {
    await insertUser("victim@example.com");
    await insertUser("attacker@example.com");
    const own = await signIn("attacker@example.com", PASSWORD);
    const attackersDevice = deviceCookieOf(own.response!);
    const forged = attackersDevice.replace(/=.*/, "=eyJ1IjoieCIsIm4iOiJ5In0%3D.forged");

    await attackerFails("victim@example.com", attackersDevice);
    // Counted and slowed down with the unknown clients, not on a budget of their own.
    for (const cookie of [attackersDevice, forged]) {
      const attempt = await signIn("victim@example.com", "still-guessing", cookie);
      expect(attempt.status).toBe(400);
      slowedDown(attempt.ms);
    }
  });

  it("limits failures from one trusted browser on their own, without touching other clients", async () => {
    await insertUser("shared@example.com");
    const device = deviceCookieOf((await signIn("shared@example.com", PASSWORD)).response!);
    for (let i = 0; i < RATE_LIMITS.signInPerDevice.limit; i++) {
      expect((await signIn("shared@example.com", `wrong-${i}`, device)).status).toBe(400);
    }
    expect((await signIn("shared@example.com", PASSWORD, device)).status).toBe(429);
    // Failures from that browser did not use up the budget of browsers it has never seen.
    expect(await nextDelay("shared@example.com", "page")).toBe(0);
    expect((await signIn("shared@example.com", PASSWORD)).status).toBe(302);
  });
});
