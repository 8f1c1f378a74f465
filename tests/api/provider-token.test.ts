// Spec section 7's `GET /api/auth/{provider}/callback?access_token=` (decision 055): a client that
// obtained a provider access token itself signs in with it. Google is the real test OpenID
// provider (tests/fixtures/oidc-server.ts), whose tokens come from its own code flow with a
// client of their own, as another app's would; Microsoft is a stand-in whose userinfo endpoint
// answers as the token asks (refusal, outage, oversized or broken answers).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../fixtures/app-server";
import { startOidcProvider, type OidcTestProvider } from "../fixtures/oidc-server";
import { call, expectError, withApiServer } from "./lib";

const OIDC_PORT = freePort();
const STAND_IN_PORT = freePort();
const ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
const STAFF = `api-token-staff-${randomUUID().slice(0, 8)}@example.org`;
// The app's own client at the provider; the tokens below are issued to another one.
const APP_CLIENT = { client_id: "google-test", client_secret: "google-test-secret" };
const OTHER_APP = {
  client_id: "integration-test",
  client_secret: "integration-test-secret",
  redirect_uris: ["http://127.0.0.1:9/callback"],
};

let provider: OidcTestProvider | undefined;
let standIn: http.Server | undefined;
/** The tokens the stand-in's userinfo endpoint was asked about, in order. */
const asked: string[] = [];

/** Microsoft's stand-in: discovery, and a userinfo endpoint whose answer the token names. */
function standInAnswer(req: http.IncomingMessage, res: http.ServerResponse) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  if (req.url === "/.well-known/openid-configuration")
    return json(200, {
      issuer: STAND_IN,
      authorization_endpoint: `${STAND_IN}/authorize`,
      token_endpoint: `${STAND_IN}/token`,
      jwks_uri: `${STAND_IN}/keys`,
      userinfo_endpoint: `${STAND_IN}/userinfo`,
    });
  const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
  asked.push(token);
  const [kind, label] = token.split(".");
  if (kind === "person")
    return json(200, { sub: `ms-${label}`, email: `api-token-ms-${label}@example.org` });
  if (kind === "revoked")
    return res
      .writeHead(401, { "WWW-Authenticate": 'Bearer error="invalid_token"' })
      .end("unauthorized");
  if (kind === "down") return res.writeHead(503).end("maintenance");
  if (kind === "huge") return json(200, { sub: "ms-huge", padding: "x".repeat(200_000) });
  if (kind === "html") return res.writeHead(200, { "Content-Type": "text/html" }).end("<html>");
  if (kind === "nosub") return json(200, { email: "api-token-nosub@example.org" });
  if (kind === "noemail") return json(200, { sub: "ms-noemail" });
  return json(500, { error: "unexpected token in the test" });
}

beforeAll(async () => {
  provider = await startOidcProvider({
    port: OIDC_PORT,
    clients: [{ ...APP_CLIENT, redirect_uris: ["http://127.0.0.1:9/unused"] }, OTHER_APP],
  });
  standIn = http.createServer(standInAnswer);
  await new Promise<void>((resolve) => standIn!.listen(STAND_IN_PORT, "127.0.0.1", resolve));
});
afterAll(async () => {
  await provider?.close();
  standIn?.closeAllConnections();
  await new Promise((resolve) => standIn?.close(resolve));
});

const api = withApiServer({
  env: {
    GOOGLE_CLIENT_ID: APP_CLIENT.client_id,
    GOOGLE_CLIENT_SECRET: APP_CLIENT.client_secret,
    GOOGLE_ISSUER: ISSUER,
    MICROSOFT_CLIENT_ID: "microsoft-stand-in",
    MICROSOFT_CLIENT_SECRET: "microsoft-stand-in-secret",
    MICROSOFT_ISSUER: STAND_IN,
    STAFF_EMAILS: STAFF,
  },
});

function unique(label: string) {
  return `api-token-${label}-${randomUUID().slice(0, 8)}@example.org`;
}

/** The provider's cookies, as a browser would keep them for one sign-in. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(headers: Headers) {
      for (const line of headers.getSetCookie()) {
        const pair = line.split(";")[0]!;
        const eq = pair.indexOf("=");
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
}

/**
 * An access token of the test provider for `email`, issued to another app through the
 * provider's own authorization code flow (PKCE), as an integration's client would get one.
 */
async function accessTokenFor(email: string) {
  const jar = cookieJar();
  const verifier = randomBytes(32).toString("base64url");
  const authorize = new URL(`${ISSUER}/auth`);
  authorize.search = new URLSearchParams({
    client_id: OTHER_APP.client_id,
    redirect_uri: OTHER_APP.redirect_uris[0]!,
    response_type: "code",
    scope: "openid email profile",
    state: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  let res = await fetch(authorize, { redirect: "manual" });
  jar.store(res.headers);
  const interaction = new URL(res.headers.get("Location")!, ISSUER);
  res = await fetch(new URL(`${interaction.pathname}/login`, ISSUER), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, verified: "yes" }).toString(),
  });
  jar.store(res.headers);
  let next = new URL(res.headers.get("Location")!, ISSUER);
  for (let hops = 0; next.origin === ISSUER && hops < 5; hops++) {
    res = await fetch(next, { redirect: "manual", headers: { Cookie: jar.header() } });
    jar.store(res.headers);
    next = new URL(res.headers.get("Location")!, next);
  }
  const code = next.searchParams.get("code");
  expect(code, `a code in ${next.href}`).toBeTruthy();
  const token = await fetch(`${ISSUER}/token`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${OTHER_APP.client_id}:${OTHER_APP.client_secret}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: code!,
      redirect_uri: OTHER_APP.redirect_uris[0]!,
      code_verifier: verifier,
    }).toString(),
  });
  expect(token.status).toBe(200);
  return ((await token.json()) as { access_token: string }).access_token;
}

const callback = (provider: string, token: string, headers?: Record<string, string>) =>
  call(`/api/auth/${provider}/callback?access_token=${encodeURIComponent(token)}`, { headers });

describe("GET /api/auth/{provider}/callback?access_token=", () => {
  it("signs a new person in by the provider's userinfo, and finds them again", async () => {
    const email = unique("new");
    const reply = await callback("google", await accessTokenFor(email));
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json).sort()).toEqual(["expires_at", "jwt", "user"]);
    expect(reply.json.user).toMatchObject({ email, role: "partner", is_registered: false });
    expect((await call("/api/users/me", { token: reply.json.jwt })).json).toMatchObject({ email });
    const identity = await api.db
      .selectFrom("identities")
      .innerJoin("users", "users.id", "identities.user_id")
      .select(["provider", "subject", "users.email_verified_at"])
      .where("user_id", "=", reply.json.user.id)
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: "google", subject: provider!.subjectFor(email) });
    expect(identity.email_verified_at).not.toBeNull();

    // Another token of the same person: the same account, a session of its own.
    const again = await callback("google", await accessTokenFor(email));
    expect(again.status).toBe(200);
    expect(again.json.user.id).toBe(reply.json.user.id);
    expect(again.json.jwt).not.toBe(reply.json.jwt);
  });

  it("refuses as the redirect does: a password account, a disabled one, staff", async () => {
    expectError(
      await callback("google", await accessTokenFor("company@example.com")),
      400,
      "user-exists-with-different-credentials",
    );

    const email = unique("disabled");
    const first = await callback("google", await accessTokenFor(email));
    expect(first.status).toBe(200);
    await api.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", first.json.user.id)
      .execute();
    expectError(await callback("google", await accessTokenFor(email)), 403, "user-disabled");

    expectError(await callback("google", await accessTokenFor(STAFF)), 403, "staff-second-factor");
  });

  it("believes the provider, not the token: an unknown or forged token is a 401", async () => {
    expectError(await callback("google", "ya29.not-a-token"), 401, "invalid-provider-token");
    // A JWT naming a known subject, unsigned: never decoded, so it proves nothing.
    const email = unique("forged");
    const real = await callback("google", await accessTokenFor(email));
    expect(real.status).toBe(200);
    const claims = { sub: provider!.subjectFor(email), email, aud: APP_CLIENT.client_id };
    const forged = [{ alg: "none", typ: "JWT" }, claims]
      .map((part) => Buffer.from(JSON.stringify(part)).toString("base64url"))
      .join(".");
    const reply = await callback("google", `${forged}.`);
    expectError(reply, 401, "invalid-provider-token");
    expect(reply.json.error.details).toEqual({ reason: "invalid-access-token" });
  });

  it("answers a provider's refusal 401 and its failures 502, never a 500", async () => {
    const ok = await callback("microsoft", "person.a1");
    expect(ok.status).toBe(200);
    expect(ok.json.user.email).toBe("api-token-ms-a1@example.org");
    expectError(await callback("microsoft", "revoked.x"), 401, "invalid-provider-token");
    for (const token of ["down.x", "huge.x", "html.x", "nosub.x"]) {
      const reply = await callback("microsoft", token);
      expectError(reply, 502, "unknown-error");
      expect(reply.json.error.details, token).toEqual({ reason: "unavailable" });
    }
    const noEmail = await callback("microsoft", "noemail.x");
    expectError(noEmail, 400, "unknown-error");
    expect(noEmail.json.error.details).toEqual({ reason: "missing-email" });
  });

  it("sends on nothing that cannot be a bearer token; an unknown provider is a 404", async () => {
    const before = asked.length;
    for (const token of ["two words", "line\r\nX-Injected: 1", "", "x".repeat(5000)])
      expectError(await callback("microsoft", token), 401, "invalid-provider-token");
    expect(asked.length).toBe(before);
    expectError(await callback("facebook", "person.a2"), 404, "unknown-provider");
    expectError(await call("/api/auth/microsoft/callback?access_token[]=a"), 400, "unknown-error");
  });

  it("counts each attempt against the address's sign-in budget (429 past it)", async () => {
    const from = { "X-Forwarded-For": "203.0.113.55" };
    const before = asked.length;
    let status = 0;
    let attempts = 0;
    while (status !== 429 && attempts < 60) {
      attempts += 1;
      status = (await callback("microsoft", "revoked.y", from)).status;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(51);
    // The refused attempt did not reach the provider.
    expect(asked.length - before).toBe(50);
    expectError(await callback("microsoft", "person.a3", from), 429, "too-many-requests");
  });
});
