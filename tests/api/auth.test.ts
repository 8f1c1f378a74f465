// The content backend's login endpoints (spec section 7: auth/local/register, forgot-password,
// reset-password, change-password, send-email-confirmation, connect/{provider} and
// auth/{provider}/callback) over HTTP against the production build: each one's answer and
// documented errors with the spec's auth codes, the mails they send (read from the server's
// outbox), the rate limits the pages have, and provider sign-in against a real OpenID provider
// on loopback (tests/fixtures/oidc-server.ts).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOWDOWN_FIRST_MS } from "~/auth/sign-in-throttle.server";
import { freePort } from "../fixtures/app-server";
import { startOidcProvider, TEST_CLIENTS, type OidcTestProvider } from "../fixtures/oidc-server";
import { call, DEMO_PASSWORD, expectError, withApiServer } from "./lib";

const OIDC_PORT = freePort();
const APP_PORT = freePort();
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

let provider: OidcTestProvider | undefined;
beforeAll(async () => {
  provider = await startOidcProvider({
    port: OIDC_PORT,
    clients: [
      {
        client_id: TEST_CLIENTS.google.clientId,
        client_secret: TEST_CLIENTS.google.clientSecret,
        redirect_uris: [`${APP_URL}/api/auth/google/callback`, `${APP_URL}/auth/google/callback`],
      },
    ],
  });
});
afterAll(async () => {
  await provider?.close();
});

// Google is configured (against the test provider); Microsoft is not.
const api = withApiServer({
  port: APP_PORT,
  env: {
    GOOGLE_CLIENT_ID: TEST_CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: TEST_CLIENTS.google.clientSecret,
    GOOGLE_ISSUER: ISSUER,
  },
});

const PASSWORD = "first-password";
const ACCOUNT_KEYS = ["id", "email", "name", "role", "company_id", "partner_type", "is_registered"];

function unique(label: string) {
  return `api-auth-${label}-${randomUUID().slice(0, 8)}@example.org`;
}

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** Every message the test servers wrote to their outboxes for this address (MAIL_OUTBOX_DIR). */
function mailsTo(address: string) {
  const messages: Mail[] = [];
  for (const dir of fs.readdirSync(os.tmpdir())) {
    if (!dir.startsWith("gp-sec-outbox-")) continue;
    const full = path.join(os.tmpdir(), dir);
    for (const file of fs.readdirSync(full)) {
      if (!file.endsWith(".json")) continue;
      const message = JSON.parse(fs.readFileSync(path.join(full, file), "utf8")) as Mail;
      if (String(message.to).includes(address)) messages.push(message);
    }
  }
  return messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The link to `page` in a mail's text part, as a path on the app server. */
function linkIn(mail: Mail, page: string) {
  const match = new RegExp(`https?://[^\\s"<>]*${page}\\?[^\\s"<>)]+`).exec(mail.text);
  expect(match, `a ${page} link in "${mail.subject}"`).not.toBeNull();
  const url = new URL(match![0]);
  expect(url.origin).toBe(APP_URL);
  return url;
}

async function signInWith(email: string, password: string) {
  return call("/api/auth/local", { json: { identifier: email, password } });
}

/** Registers through the API and opens the verification link: a verified account. */
async function verifiedAccount(label: string) {
  const email = unique(label);
  expect(
    (await call("/api/auth/local/register", { json: { email, password: PASSWORD } })).status,
  ).toBe(200);
  const verify = linkIn(mailsTo(email).at(-1)!, "/sign-in/verify-email");
  const opened = await call(verify.pathname + verify.search);
  expect(opened.status).toBe(302);
  return email;
}

async function tokenOf(email: string, password = PASSWORD) {
  const reply = await signInWith(email, password);
  expect(reply.status).toBe(200);
  return reply.json.jwt as string;
}

describe("POST /api/auth/local/register", () => {
  it("creates an unverified account and mails the link; sign-in waits for it", async () => {
    const email = unique("register");
    const reply = await call("/api/auth/local/register", {
      json: { username: "ignored-name", email: email.toUpperCase(), password: PASSWORD },
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json).sort()).toEqual(["email_confirmation_sent", "user"]);
    expect(reply.json.email_confirmation_sent).toBe(true);
    expect(Object.keys(reply.json.user)).toEqual(ACCOUNT_KEYS);
    expect(reply.json.user).toMatchObject({
      email,
      name: null,
      role: "partner",
      company_id: null,
      is_registered: false,
    });
    expect(reply.text).not.toMatch(/jwt|password/);
    const row = await api.db
      .selectFrom("users")
      .select(["id", "email_verified_at", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(reply.json.user.id);
    expect(row.email_verified_at).toBeNull();
    expect(row.password_hash).not.toContain(PASSWORD);

    expectError(await signInWith(email, PASSWORD), 403, "unverified-email");

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const verify = linkIn(mails[0]!, "/sign-in/verify-email");
    const opened = await call(verify.pathname + verify.search);
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get("Location")!, APP_URL).pathname).toBe("/sign-in");

    const signedIn = await signInWith(email, PASSWORD);
    expect(signedIn.status).toBe(200);
    const me = await call("/api/users/me", { token: signedIn.json.jwt });
    expect(me.json).toMatchObject({ id: row.id, email, is_registered: false });
  });

  it("refuses an address in use with email-already-in-use (409), whatever its case", async () => {
    const reply = await call("/api/auth/local/register", {
      json: { email: "Company@Example.com", password: PASSWORD },
    });
    expectError(reply, 409, "email-already-in-use");
    expect(mailsTo("company@example.com").filter((m) => /verify-email/.test(m.text))).toEqual([]);
  });

  it("applies the page's password policy (invalid-password) and field rules", async () => {
    const short = await call("/api/auth/local/register", {
      json: { email: unique("short"), password: "12345" },
    });
    expectError(short, 400, "invalid-password");
    expect(short.json.error.details).toEqual({
      password: ["Password must be at least 6 characters long"],
    });
    const bad = await call("/api/auth/local/register", {
      json: { email: "not-an-address", password: PASSWORD },
    });
    expectError(bad, 400, "validation-failed");
    expect(bad.json.error.details).toEqual({ email: ["Email is not a valid email address"] });
    const empty = await call("/api/auth/local/register", { json: {} });
    expectError(empty, 400, "validation-failed");
    expect(Object.keys(empty.json.error.details).sort()).toEqual(["email", "password"]);
    const form = await call("/api/auth/local/register", {
      body: `email=${unique("form")}&password=${PASSWORD}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expectError(form, 415, "unsupported-media-type");
  });

  it("limits registrations per client address like the page (429 too-many-requests)", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.77" };
    for (let i = 0; i < 10; i++) {
      const reply = await call("/api/auth/local/register", {
        headers,
        json: { email: unique(`limit${i}`), password: PASSWORD },
      });
      expect(reply.status).toBe(200);
    }
    const email = unique("limit-over");
    const over = await call("/api/auth/local/register", {
      headers,
      json: { email, password: PASSWORD },
    });
    expectError(over, 429, "too-many-requests");
    const row = await api.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe("POST /api/auth/forgot-password and /api/auth/reset-password", () => {
  it("answers the same for known and unknown addresses; mails only an account", async () => {
    const email = await verifiedAccount("forgot");
    const nobody = unique("nobody");
    const known = await call("/api/auth/forgot-password", { json: { email } });
    const unknown = await call("/api/auth/forgot-password", { json: { email: nobody } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ ok: true });
    expect(unknown.text).toBe(known.text);
    // The mail goes out after the answer.
    await expect
      .poll(() => mailsTo(email).filter((m) => /reset-password/.test(m.text)).length)
      .toBe(1);
    expect(mailsTo(nobody)).toEqual([]);
  });

  it("resets the password with the mailed code: every session ends, the new token works", async () => {
    const email = await verifiedAccount("reset");
    const oldToken = await tokenOf(email);
    expect((await call("/api/users/me", { token: oldToken })).status).toBe(200);

    expect((await call("/api/auth/forgot-password", { json: { email } })).status).toBe(200);
    await expect
      .poll(() => mailsTo(email).filter((m) => /reset-password/.test(m.text)).length)
      .toBe(1);
    const mail = mailsTo(email).find((m) => /reset-password/.test(m.text))!;
    const code = linkIn(mail, "/sign-in/reset-password").searchParams.get("token")!;
    expect(code.length).toBeGreaterThanOrEqual(20);

    const newPassword = "second-password";
    const mismatch = await call("/api/auth/reset-password", {
      json: { code, password: newPassword, passwordConfirmation: "something-else" },
    });
    expectError(mismatch, 400, "validation-failed");
    expect(mismatch.json.error.details).toEqual({
      passwordConfirmation: ["The passwords do not match."],
    });
    const short = await call("/api/auth/reset-password", {
      json: { code, password: "123", passwordConfirmation: "123" },
    });
    expectError(short, 400, "invalid-password");

    const reset = await call("/api/auth/reset-password", {
      json: { code, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(Object.keys(reset.json).sort()).toEqual(["expires_at", "jwt", "user"]);
    expect(reset.json.user).toMatchObject({ email });

    expectError(await call("/api/users/me", { token: oldToken }), 401, "revoked-token");
    const me = await call("/api/users/me", { token: reset.json.jwt });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(email);
    expectError(await signInWith(email, PASSWORD), 400, "wrong-password");
    expect((await signInWith(email, newPassword)).status).toBe(200);

    // The code works once.
    const again = await call("/api/auth/reset-password", {
      json: { code, password: "third-password", passwordConfirmation: "third-password" },
    });
    expectError(again, 400, "reset-code-used");
  });

  it("marks the address verified: the link proves the mailbox", async () => {
    const email = unique("reset-unverified");
    await call("/api/auth/local/register", { json: { email, password: PASSWORD } });
    expectError(await signInWith(email, PASSWORD), 403, "unverified-email");
    await call("/api/auth/forgot-password", { json: { email } });
    await expect
      .poll(() => mailsTo(email).filter((m) => /reset-password/.test(m.text)).length)
      .toBe(1);
    const mail = mailsTo(email).find((m) => /reset-password/.test(m.text))!;
    const code = linkIn(mail, "/sign-in/reset-password").searchParams.get("token")!;
    const reset = await call("/api/auth/reset-password", {
      json: { code, password: "fresh-password", passwordConfirmation: "fresh-password" },
    });
    expect(reset.status).toBe(200);
    expect((await signInWith(email, "fresh-password")).status).toBe(200);
  });

  it("refuses an unknown or expired code with its own code", async () => {
    const unknown = await call("/api/auth/reset-password", {
      json: { code: "x".repeat(43), password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expectError(unknown, 400, "reset-code-invalid");

    const email = await verifiedAccount("reset-expired");
    await call("/api/auth/forgot-password", { json: { email } });
    await expect
      .poll(() => mailsTo(email).filter((m) => /reset-password/.test(m.text)).length)
      .toBe(1);
    const mail = mailsTo(email).find((m) => /reset-password/.test(m.text))!;
    const code = linkIn(mail, "/sign-in/reset-password").searchParams.get("token")!;
    const user = await api.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .where("purpose", "=", "reset-password")
      .execute();
    const expired = await call("/api/auth/reset-password", {
      json: { code, password: "new-password", passwordConfirmation: "new-password" },
    });
    expectError(expired, 400, "reset-code-expired");
    expect((await signInWith(email, PASSWORD)).status).toBe(200);
  });

  it("limits reset mails per address like the page (429 too-many-requests)", async () => {
    const email = unique("forgot-limit");
    for (let i = 0; i < 3; i++)
      expect((await call("/api/auth/forgot-password", { json: { email } })).status).toBe(200);
    expectError(
      await call("/api/auth/forgot-password", { json: { email } }),
      429,
      "too-many-requests",
    );
    expectError(
      await call("/api/auth/forgot-password", { json: { email: "nope" } }),
      400,
      "validation-failed",
    );
  });
});

describe("POST /api/auth/change-password", () => {
  it("checks the current password, ends every other session and answers a fresh token", async () => {
    const email = await verifiedAccount("change");
    const mine = await tokenOf(email);
    const other = await tokenOf(email);
    const newPassword = "changed-password";

    const wrong = await call("/api/auth/change-password", {
      token: mine,
      json: { currentPassword: "not-it", password: newPassword, passwordConfirmation: newPassword },
    });
    expectError(wrong, 400, "wrong-password");
    const mismatch = await call("/api/auth/change-password", {
      token: mine,
      json: { currentPassword: PASSWORD, password: newPassword, passwordConfirmation: "other" },
    });
    expectError(mismatch, 400, "validation-failed");
    expect(Object.keys(mismatch.json.error.details)).toEqual(["passwordConfirmation"]);
    const short = await call("/api/auth/change-password", {
      token: mine,
      json: { currentPassword: PASSWORD, password: "12345", passwordConfirmation: "12345" },
    });
    expectError(short, 400, "invalid-password");
    // Nothing changed so far.
    expect((await call("/api/users/me", { token: other })).status).toBe(200);

    const changed = await call("/api/auth/change-password", {
      token: mine,
      json: { currentPassword: PASSWORD, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status).toBe(200);
    expect(Object.keys(changed.json).sort()).toEqual(["expires_at", "jwt", "user"]);
    expect(changed.json.jwt).not.toBe(mine);
    expect(changed.json.user).toMatchObject({ email });

    expectError(await call("/api/users/me", { token: other }), 401, "revoked-token");
    expect((await call("/api/users/me", { token: mine })).status).toBe(200);
    expect((await call("/api/users/me", { token: changed.json.jwt })).status).toBe(200);
    expectError(await signInWith(email, PASSWORD), 400, "wrong-password");
    expect((await signInWith(email, newPassword)).status).toBe(200);
  });

  it("needs a signed-in caller", async () => {
    const reply = await call("/api/auth/change-password", {
      json: { currentPassword: PASSWORD, password: "whatever1", passwordConfirmation: "whatever1" },
    });
    expectError(reply, 401, "unauthorized");
    const bad = await call("/api/auth/change-password", {
      token: "not-a-token",
      json: { currentPassword: PASSWORD, password: "whatever1", passwordConfirmation: "whatever1" },
    });
    expectError(bad, 401, "invalid-token");
  });

  it("counts wrong current passwords against the API's sign-in budget: past it, slowed down", async () => {
    const email = await verifiedAccount("change-limit");
    const token = await tokenOf(email);
    const attempt = (currentPassword: string) =>
      call("/api/auth/change-password", {
        token,
        json: {
          currentPassword,
          password: "limit-password",
          passwordConfirmation: "limit-password",
        },
      });
    for (let i = 0; i < 10; i++) expectError(await attempt(`guess-${i}`), 400, "wrong-password");
    // Held back (app/auth/sign-in-throttle.server.ts), not refused: a lockout would be the
    // attacker's to cause. A timer never fires early by more than Node's millisecond rounding.
    const started = performance.now();
    const slowed = await attempt(PASSWORD);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_FIRST_MS - 2);
    expect(slowed.status).toBe(200);
  });
});

describe("POST /api/auth/send-email-confirmation", () => {
  it("sends a new link to an unverified account only; the answer is the same for all", async () => {
    const email = unique("confirm");
    await call("/api/auth/local/register", { json: { email, password: PASSWORD } });
    const first = linkIn(mailsTo(email)[0]!, "/sign-in/verify-email");

    const reply = await call("/api/auth/send-email-confirmation", { json: { email } });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ email, sent: true });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]!, "/sign-in/verify-email");
    expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));

    const nobody = unique("confirm-nobody");
    const unknown = await call("/api/auth/send-email-confirmation", { json: { email: nobody } });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ email: nobody, sent: true });
    expect(mailsTo(nobody)).toEqual([]);

    // The newest link verifies; then nothing more is sent.
    expect((await call(second.pathname + second.search)).status).toBe(302);
    expect((await signInWith(email, PASSWORD)).status).toBe(200);
    expect((await call("/api/auth/send-email-confirmation", { json: { email } })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(2);

    expectError(
      await call("/api/auth/send-email-confirmation", { json: {} }),
      400,
      "validation-failed",
    );
  });
});

/** Cookies of one site, as a browser would keep them for these few requests. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  names() {
    return [...this.cookies.keys()];
  }
}

/**
 * A browser through the whole provider sign-in: connect, the provider's sign-in page (any
 * address, no password), back to the callback with the connect call's cookie.
 */
async function providerSignIn(email: string) {
  const app = new CookieJar();
  const op = new CookieJar();
  const start = await call("/api/connect/google");
  expect(start.status).toBe(302);
  app.store(start.headers);
  let res = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  op.store(res.headers);
  const interaction = new URL(res.headers.get("Location")!, ISSUER);
  expect(interaction.pathname).toMatch(/^\/interaction\//);
  res = await fetch(new URL(`${interaction.pathname}/login`, ISSUER), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: op.header(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }).toString(),
  });
  op.store(res.headers);
  let next = new URL(res.headers.get("Location")!, ISSUER);
  for (let hops = 0; next.origin === ISSUER && hops < 5; hops++) {
    res = await fetch(next, { redirect: "manual", headers: { Cookie: op.header() } });
    op.store(res.headers);
    next = new URL(res.headers.get("Location")!, next);
  }
  expect(next.origin).toBe(APP_URL);
  expect(next.pathname).toBe("/api/auth/google/callback");
  const callback = next.pathname + next.search;
  return {
    callback,
    appCookies: app.header(),
    reply: await call(callback, { headers: { Cookie: app.header() } }),
  };
}

describe("GET /api/connect/{provider} and /api/auth/{provider}/callback", () => {
  it("redirects to the provider's authorization endpoint with PKCE and a state cookie", async () => {
    const reply = await call("/api/connect/google");
    expect(reply.status).toBe(302);
    const location = new URL(reply.headers.get("Location")!);
    expect(location.origin).toBe(ISSUER);
    const query = location.searchParams;
    expect(query.get("client_id")).toBe(TEST_CLIENTS.google.clientId);
    expect(query.get("redirect_uri")).toBe(`${APP_URL}/api/auth/google/callback`);
    expect(query.get("response_type")).toBe("code");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("scope")?.split(" ")).toContain("openid");
    const state = query.get("state");
    expect(state).toBeTruthy();
    const cookies = reply.headers.getSetCookie();
    const stateCookie = cookies.find((c) => c.startsWith("oauth2-api-google:"));
    expect(stateCookie).toMatch(/HttpOnly/i);
    expect(decodeURIComponent(stateCookie!)).toContain(state!);
  });

  it("answers 404 for an unknown or unconfigured provider", async () => {
    expectError(await call("/api/connect/microsoft"), 404, "unknown-provider");
    expectError(await call("/api/connect/facebook"), 404, "unknown-provider");
    expectError(await call("/api/auth/microsoft/callback?code=a&state=b"), 404, "unknown-provider");
    expectError(await call("/api/connect/google", { method: "POST" }), 405, "method-not-allowed");
  });

  it("signs a new person in through the provider: `{ jwt, expires_at, user }`", async () => {
    const email = unique("provider");
    const { reply, callback, appCookies } = await providerSignIn(email);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json).sort()).toEqual(["expires_at", "jwt", "user"]);
    expect(reply.json.user).toMatchObject({ email, is_registered: false, role: "partner" });
    // The attempt's state cookie is removed.
    expect(
      reply.headers.getSetCookie().some((c) => /^oauth2-api-google:[^=]*=;.*Max-Age=0/i.test(c)),
    ).toBe(true);
    const me = await call("/api/users/me", { token: reply.json.jwt });
    expect(me.json).toMatchObject({ email });
    const identity = await api.db
      .selectFrom("identities")
      .select(["provider", "subject"])
      .where("user_id", "=", reply.json.user.id)
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({ provider: "google", subject: provider!.subjectFor(email) });

    // An attempt is finished once: the same answer again is refused.
    const replay = await call(callback, { headers: { Cookie: appCookies } });
    expectError(replay, 400, "unknown-error");

    // Signing in again finds the same account.
    const again = await providerSignIn(email);
    expect(again.reply.status).toBe(200);
    expect(again.reply.json.user.id).toBe(reply.json.user.id);
  });

  it("refuses an address that has a password: user-exists-with-different-credentials", async () => {
    const { reply } = await providerSignIn("company@example.com");
    expectError(reply, 400, "user-exists-with-different-credentials");
  });

  it("refuses a disabled account: user-disabled", async () => {
    const email = unique("provider-disabled");
    const first = await providerSignIn(email);
    expect(first.reply.status).toBe(200);
    await api.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", first.reply.json.user.id)
      .execute();
    expectError((await providerSignIn(email)).reply, 403, "user-disabled");
  });

  it("needs the browser's state cookie with a code; an access token is the provider's to judge", async () => {
    const start = await call("/api/connect/google");
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const withoutCookie = await call(`/api/auth/google/callback?code=abc&state=${state}`);
    expectError(withoutCookie, 400, "unknown-error");
    expect(withoutCookie.json.error.details).toEqual({ reason: "failed" });

    const noState = await call("/api/auth/google/callback?code=abc");
    expectError(noState, 400, "unknown-error");

    // The token form is tests/api/provider-token.test.ts's; here the provider does not know it.
    const accessToken = await call("/api/auth/google/callback?access_token=ya29.token");
    expectError(accessToken, 401, "invalid-provider-token");
    expectError(
      await call("/api/auth/microsoft/callback?access_token=ya29.token"),
      404,
      "unknown-provider",
    );
  });

  it("keeps the pages' door apart: its own redirect URI and state cookie", async () => {
    const page = await call("/auth/google", { method: "POST", headers: { Origin: APP_URL } });
    expect(page.status).toBe(302);
    const location = new URL(page.headers.get("Location")!);
    expect(location.searchParams.get("redirect_uri")).toBe(`${APP_URL}/auth/google/callback`);
    const cookies = page.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("oauth2-google:"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("oauth2-api-google:"))).toBe(false);
  });

  it("parses the query bracket-style with the spec's limits", async () => {
    const nested = await call("/api/auth/google/callback?code[a]=1&state=x");
    expectError(nested, 400, "unknown-error");
    const items = Array.from({ length: 21 }, (_, i) => `a[]=${i}`).join("&");
    expectError(await call(`/api/connect/google?${items}`), 400, "query-too-complex");
    const twenty = Array.from({ length: 20 }, (_, i) => `a[]=${i}`).join("&");
    expect((await call(`/api/connect/google?${twenty}`)).status).toBe(302);
  });
});

it("sign-in still answers the demo account (auth/local unchanged)", async () => {
  const reply = await signInWith("company@example.com", DEMO_PASSWORD);
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.json).sort()).toEqual(["expires_at", "jwt", "user"]);
});
