import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { describe, expect, it } from "vitest";
import { hashPassword } from "~/utils/password.server";
import { issuerMatches, verifyIdToken } from "~/auth/providers.server";
import { getDb } from "~/db/db.server";
import { verifyEmailPassword } from "~/domain/identity/auth.server";
import { resolveProviderIdentity } from "~/domain/identity/identities.server";
import { newId, nowIso } from "~/utils/ids.server";
import { withAppDatabase } from "../fixtures/db";

withAppDatabase();

async function insertUser(email: string, extra: { password?: string; disabled?: boolean } = {}) {
  const id = newId();
  const now = nowIso();
  await getDb()
    .insertInto("users")
    .values({
      id,
      email,
      name: null,
      phone_number: null,
      job_title: null,
      password_hash: extra.password ? await hashPassword(extra.password) : null,
      email_verified_at: now,
      disabled_at: extra.disabled ? now : null,
      role: "partner",
      company_id: null,
      terms_accepted_at: null,
      terms_version: null,
      registered_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const identitiesOf = (userId: string) =>
  getDb().selectFrom("identities").selectAll().where("user_id", "=", userId).execute();

describe(`resolveProviderIdentity (${process.env.TEST_ENGINE})`, () => {
  it("creates a user without a password and an identity for a new person", async () => {
    const result = await resolveProviderIdentity({
      provider: "google",
      subject: "g-new-1",
      email: " New.Person@Example.com ",
      name: "New Person",
      locale: "fi",
    });
    expect(result).toEqual({ ok: true, userId: expect.any(String), isNew: true });
    if (!result.ok) return;
    const user = await getDb()
      .selectFrom("users")
      .selectAll()
      .where("id", "=", result.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: "new.person@example.com",
      name: "New Person",
      password_hash: null,
      role: "partner",
      locale: "fi",
      registered_at: null,
      disabled_at: null,
    });
    expect(user.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await identitiesOf(result.userId)).toEqual([
      expect.objectContaining({
        provider: "google",
        subject: "g-new-1",
        email: "new.person@example.com",
      }),
    ]);
  });

  it("signs the same provider + subject in to the same account, whatever the e-mail claim says now", async () => {
    const first = await resolveProviderIdentity({
      provider: "microsoft",
      subject: "m-same-1",
      email: "same@example.com",
      name: null,
      locale: "en",
    });
    const again = await resolveProviderIdentity({
      provider: "microsoft",
      subject: "m-same-1",
      email: "renamed@example.com",
      name: null,
      locale: "en",
    });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again).toEqual({ ok: true, userId: first.userId, isNew: false });
    expect(await identitiesOf(first.userId)).toHaveLength(1);
  });

  it("never links by e-mail: another provider or a password account with that address is refused", async () => {
    const google = await resolveProviderIdentity({
      provider: "google",
      subject: "g-owner",
      email: "taken@example.com",
      name: null,
      locale: "en",
    });
    expect(google.ok).toBe(true);
    const microsoft = await resolveProviderIdentity({
      provider: "microsoft",
      subject: "m-intruder",
      email: "TAKEN@example.com",
      name: null,
      locale: "en",
    });
    expect(microsoft).toEqual({ ok: false, code: "user-exists-with-different-credentials" });

    const passwordUser = await insertUser("password-user@example.com", { password: "secret-pw" });
    const viaProvider = await resolveProviderIdentity({
      provider: "google",
      subject: "g-password-user",
      email: "password-user@example.com",
      name: null,
      locale: "en",
    });
    expect(viaProvider).toEqual({ ok: false, code: "user-exists-with-different-credentials" });
    expect(await identitiesOf(passwordUser)).toEqual([]);
    const identities = await getDb()
      .selectFrom("identities")
      .select("subject")
      .where("subject", "in", ["m-intruder", "g-password-user"])
      .execute();
    expect(identities).toEqual([]);
  });

  it("refuses a disabled user", async () => {
    const userId = await insertUser("disabled@example.com", { disabled: true });
    await getDb()
      .insertInto("identities")
      .values({
        id: newId(),
        user_id: userId,
        provider: "google",
        subject: "g-disabled",
        email: "disabled@example.com",
        created_at: nowIso(),
      })
      .execute();
    expect(
      await resolveProviderIdentity({
        provider: "google",
        subject: "g-disabled",
        email: "disabled@example.com",
        name: null,
        locale: "en",
      }),
    ).toEqual({ ok: false, code: "user-disabled" });
  });

  it("gives two simultaneous first sign-ins of one person one account", async () => {
    const input = {
      provider: "google",
      subject: "g-race",
      email: "race@example.com",
      name: null,
      locale: "en",
    };
    const results = await Promise.all([
      resolveProviderIdentity(input),
      resolveProviderIdentity(input),
      resolveProviderIdentity(input),
    ]);
    const ids = new Set(results.map((r) => (r.ok ? r.userId : r.code)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.isNew)).toHaveLength(1);
    const users = await getDb()
      .selectFrom("users")
      .select("id")
      .where("email", "=", "race@example.com")
      .execute();
    expect(users).toHaveLength(1);
  });

  it("leaves the address unverified when the provider does not vouch for it", async () => {
    const result = await resolveProviderIdentity({
      provider: "microsoft",
      subject: "m-unverified",
      email: "unverified@example.com",
      emailVerified: false,
      name: null,
      locale: "en",
    });
    if (!result.ok) throw new Error(result.code);
    const user = await getDb()
      .selectFrom("users")
      .select("email_verified_at")
      .where("id", "=", result.userId)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
  });

  it("tells a provider account that tries a password to use its own sign-in method", async () => {
    const result = await resolveProviderIdentity({
      provider: "google",
      subject: "g-tries-password",
      email: "tries-password@example.com",
      name: null,
      locale: "en",
    });
    expect(result.ok).toBe(true);
    expect(await verifyEmailPassword("tries-password@example.com", "anything")).toEqual({
      ok: false,
      code: "user-exists-with-different-credentials",
    });
  });
});

describe("ID token checks", () => {
  const clientId = "client-1";
  const issuer = "https://issuer.example";

  async function keys() {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256" };
    return { privateKey, getKey: createLocalJWKSet({ keys: [jwk] }) };
  }

  function sign(
    privateKey: CryptoKey,
    claims: JWTPayload,
    { iss = issuer, aud = clientId }: { iss?: string; aud?: string | string[] } = {},
  ) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(iss)
      .setAudience(aud)
      .setSubject("subject-1")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
  }

  it("accepts a token signed by the issuer's key for our client and returns its claims", async () => {
    const { privateKey, getKey } = await keys();
    const token = await sign(privateKey, {
      email: "Person@Example.com",
      email_verified: true,
      name: "A Person",
    });
    expect(await verifyIdToken(token, { discovery: { issuer }, keys: getKey, clientId })).toEqual({
      subject: "subject-1",
      email: "person@example.com",
      emailVerified: true,
      name: "A Person",
    });
  });

  it("rejects another audience, another issuer, another key and an unsigned token", async () => {
    const { privateKey, getKey } = await keys();
    const other = await keys();
    const opts = { discovery: { issuer }, keys: getKey, clientId };
    await expect(
      verifyIdToken(await sign(privateKey, {}, { aud: "someone-else" }), opts),
    ).rejects.toThrow(/ID token/);
    await expect(
      verifyIdToken(await sign(privateKey, {}, { iss: "https://evil.example" }), opts),
    ).rejects.toThrow(/issuer/);
    await expect(verifyIdToken(await sign(other.privateKey, {}), opts)).rejects.toThrow(/ID token/);
    const [header, payload] = (await sign(privateKey, {})).split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    expect(header).toBeTruthy();
    await expect(verifyIdToken(none, opts)).rejects.toThrow(/ID token/);
  });

  it("treats a missing or false email_verified as unverified", async () => {
    const { privateKey, getKey } = await keys();
    const claims = await verifyIdToken(await sign(privateKey, { email: "x@example.com" }), {
      discovery: { issuer },
      keys: getKey,
      clientId,
    });
    expect(claims.emailVerified).toBe(false);
  });

  it("accepts Microsoft's multi-tenant issuer only for the token's own tenant", async () => {
    const template = "https://login.microsoftonline.com/{tenantid}/v2.0";
    const tid = "9188040d-6c67-4c5b-b112-36a304b66dad";
    const other = "72f988bf-86f1-41af-91ab-2d7cd011db47";
    expect(
      issuerMatches(template, { iss: `https://login.microsoftonline.com/${tid}/v2.0`, tid }),
    ).toBe(true);
    expect(
      issuerMatches(template, { iss: `https://login.microsoftonline.com/${other}/v2.0`, tid }),
    ).toBe(false);
    expect(issuerMatches(template, { iss: `https://login.microsoftonline.com/${tid}/v2.0` })).toBe(
      false,
    );
    expect(issuerMatches(template, { iss: template, tid: "{tenantid}" })).toBe(false);

    const { privateKey, getKey } = await keys();
    const token = await sign(
      privateKey,
      { tid, email: "m@example.com" },
      { iss: `https://login.microsoftonline.com/${tid}/v2.0` },
    );
    const claims = await verifyIdToken(token, {
      discovery: { issuer: template },
      keys: getKey,
      clientId,
    });
    expect(claims).toMatchObject({ subject: "subject-1", emailVerified: false });
  });

  it("believes Microsoft's e-mail only with xms_edov or from a single-tenant issuer (issue 32)", async () => {
    const template = "https://login.microsoftonline.com/{tenantid}/v2.0";
    const tid = "9188040d-6c67-4c5b-b112-36a304b66dad";
    const tenantIssuer = `https://login.microsoftonline.com/${tid}/v2.0`;
    const { privateKey, getKey } = await keys();
    const verified = async (claims: JWTPayload, discoveryIssuer: string, provider?: "microsoft") =>
      (
        await verifyIdToken(
          await sign(privateKey, { tid, email: "m@example.com", ...claims }, { iss: tenantIssuer }),
          { discovery: { issuer: discoveryIssuer }, keys: getKey, clientId, provider },
        )
      ).emailVerified;
    // The multi-tenant issuer: any tenant's administrator writes `email`.
    expect(await verified({}, template, "microsoft")).toBe(false);
    expect(await verified({ xms_edov: false }, template, "microsoft")).toBe(false);
    expect(await verified({ xms_edov: true }, template, "microsoft")).toBe(true);
    expect(await verified({ email_verified: true }, template, "microsoft")).toBe(true);
    // Our own tenant's issuer: its administrator is ours.
    expect(await verified({}, tenantIssuer, "microsoft")).toBe(true);
    // Another provider (Google) without email_verified: not proven, whatever the issuer.
    expect(await verified({ xms_edov: true }, tenantIssuer)).toBe(false);
  });

  it("accepts Google's scheme-less issuer", () => {
    expect(issuerMatches("https://accounts.google.com", { iss: "accounts.google.com" })).toBe(true);
    expect(
      issuerMatches("https://accounts.google.com", { iss: "https://accounts.google.com" }),
    ).toBe(true);
    expect(issuerMatches("https://accounts.google.com", { iss: "accounts.google.com.evil" })).toBe(
      false,
    );
  });
});
