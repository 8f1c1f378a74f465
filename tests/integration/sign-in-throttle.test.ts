import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/utils/password.server";
import { getDb } from "~/db/db.server";
import { RATE_LIMITS } from "~/domain/rate-limit.server";
import * as signInRoute from "~/routes/sign-in";
import { newId, nowIso } from "~/utils/ids.server";
import { useAppTestDb, type TestDb } from "../fixtures/db";
import { makeCompany } from "../fixtures/factories";

let t: TestDb;
beforeAll(async () => {
  t = await useAppTestDb();
});
afterAll(async () => {
  await t?.destroy();
});

const PASSWORD = "correct horse battery";

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
      password_hash: await hashPassword(PASSWORD),
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

async function signIn(email: string, password: string, cookie?: string) {
  const request = new Request("http://localhost:3000/sign-in", {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: cookie ? { Cookie: cookie } : {},
  });
  const answer = await signInRoute.action({ request, params: {}, context: {} });
  if (answer instanceof Response) return { status: answer.status, response: answer };
  const result = answer as { init: ResponseInit | null; data: { code: string | null } };
  return { status: result.init?.status ?? 200, code: result.data.code, response: null };
}

async function attackerFails(email: string, cookie?: string) {
  for (let i = 0; i < RATE_LIMITS.signInPerEmail.limit; i++) {
    expect((await signIn(email, `guess-${i}`, cookie)).status).toBe(400);
  }
}

describe(`sign-in throttling with device cookies (${process.env.TEST_ENGINE})`, () => {
  it("lets the owner's browser in after an attacker exhausted the account's limit", async () => {
    await insertUser("owner@example.com");
    const first = await signIn("owner@example.com", PASSWORD);
    expect(first.status).toBe(302);
    const device = deviceCookieOf(first.response!);

    await attackerFails("owner@example.com");
    const attacker = await signIn("owner@example.com", PASSWORD);
    expect(attacker).toMatchObject({ status: 429, code: "too-many-requests" });

    const owner = await signIn("owner@example.com", PASSWORD, device);
    expect(owner.status).toBe(302);
    expect(owner.response!.headers.get("Location")).toBe("/dashboard/overview");
    // Unknown clients stay throttled.
    expect((await signIn("owner@example.com", PASSWORD)).status).toBe(429);
  });

  it("gives a device cookie of another user, or a forged one, no privilege", async () => {
    await insertUser("victim@example.com");
    await insertUser("attacker@example.com");
    const own = await signIn("attacker@example.com", PASSWORD);
    const attackersDevice = deviceCookieOf(own.response!);
    const forged = attackersDevice.replace(/=.*/, "=eyJ1IjoieCIsIm4iOiJ5In0%3D.forged");

    await attackerFails("victim@example.com", attackersDevice);
    expect((await signIn("victim@example.com", PASSWORD, attackersDevice)).status).toBe(429);
    expect((await signIn("victim@example.com", PASSWORD, forged)).status).toBe(429);
  });

  it("limits failures from one trusted browser on their own, without touching other clients", async () => {
    await insertUser("shared@example.com");
    const device = deviceCookieOf((await signIn("shared@example.com", PASSWORD)).response!);
    for (let i = 0; i < RATE_LIMITS.signInPerDevice.limit; i++) {
      expect((await signIn("shared@example.com", `wrong-${i}`, device)).status).toBe(400);
    }
    expect((await signIn("shared@example.com", PASSWORD, device)).status).toBe(429);
    // Failures from that browser did not use up the budget of browsers it has never seen.
    expect((await signIn("shared@example.com", PASSWORD)).status).toBe(302);
  });
});
