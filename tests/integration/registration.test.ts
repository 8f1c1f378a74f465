import { describe, expect, it } from "vitest";
import { checkInvite, createInvite } from "~/domain/company/invites.server";
import { completeRegistration } from "~/domain/identity/registration.server";
import { getDraft, saveDraft } from "~/domain/identity/registration-draft.server";
import { checkToken, consumeToken, issueToken } from "~/domain/shared/tokens.server";
import { createPasswordAccount, markEmailVerified } from "~/domain/identity/users.server";
import { withAppDatabase } from "../fixtures/db";

const t = withAppDatabase();

const personal = {
  name: "Reija Rekisteröijä",
  phoneNumber: "+358 40 1",
  marketingConsent: false,
  subscribeToGigsletter: true,
};
const company = {
  name: "Testi Oy",
  countryCode: "FI",
  capabilityIds: [1, 3],
  businessId: "1572860-0",
};

async function account(email: string) {
  const created = await createPasswordAccount(email, "secret-pw", "fi");
  if (!created.ok) throw new Error(created.code);
  return created.userId;
}

describe(`registration (${process.env.TEST_ENGINE})`, () => {
  it("refuses a second account with the same address, whatever its case", async () => {
    await account("same@example.com");
    expect(await createPasswordAccount("SAME@example.com", "secret-pw", "en")).toEqual({
      ok: false,
      code: "email-already-in-use",
    });
  });

  it("needs an invite token or company details", async () => {
    const userId = await account("nothing@example.com");
    expect(await completeRegistration(userId, {}, personal)).toEqual({
      ok: false,
      code: "invite-token-and-company-null",
    });
    expect(await completeRegistration(userId, { partnerType: "company" }, personal)).toEqual({
      ok: false,
      code: "invite-token-and-company-null",
    });
  });

  it("creates the company, its capabilities and the registered contact person in one go", async () => {
    const userId = await account("owner@example.com");
    // Sign-in, and so registration, waits for the verification link.
    await markEmailVerified(userId);
    await saveDraft(userId, { partnerType: "company", company });
    const result = await completeRegistration(userId, await getDraft(userId), personal);
    expect(result.ok).toBe(true);
    const user = await t.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      is_contact_person: 1,
      subscribe_to_gigsletter: 1,
      terms_version: "2023-06-01",
      name: personal.name,
    });
    expect(user.registered_at).not.toBeNull();
    const caps = await t.db
      .selectFrom("company_capabilities")
      .select("capability_id")
      .where("company_id", "=", user.company_id!)
      .execute();
    expect(caps.map((c) => c.capability_id).sort()).toEqual([1, 3]);
    expect(await getDraft(userId)).toEqual({});
    // The newsletter opt-in subscribed the account's (proven) address.
    const subscription = await t.db
      .selectFrom("newsletter_subscriptions")
      .select(["email", "locale"])
      .where("email", "=", "owner@example.com")
      .executeTakeFirst();
    expect(subscription).toEqual({ email: "owner@example.com", locale: "fi" });
    // Registering twice is refused; the partner type cannot change this way.
    expect(
      await completeRegistration(userId, { partnerType: "freelancer", company }, personal),
    ).toEqual({ ok: false, code: "already-registered" });
  });

  it("mails a confirmation link instead when the account's address is not proven", async () => {
    // A provider account whose provider did not vouch for the address (email_verified false).
    const userId = await account("unproven.owner@example.com");
    const result = await completeRegistration(
      userId,
      { partnerType: "company", company },
      personal,
    );
    expect(result.ok).toBe(true);
    const subscription = await t.db
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", "unproven.owner@example.com")
      .executeTakeFirst();
    expect(subscription).toBeUndefined();
    const waiting = await t.db
      .selectFrom("newsletter_confirmations")
      .select(["email", "locale"])
      .where("email", "=", "unproven.owner@example.com")
      .execute();
    expect(waiting).toEqual([{ email: "unproven.owner@example.com", locale: "fi" }]);
  });

  it("gives a freelancer an expert profile of their own", async () => {
    const userId = await account("solo@example.com");
    const result = await completeRegistration(
      userId,
      { partnerType: "freelancer", company },
      { ...personal, jobTitle: "UX designer" },
    );
    if (!result.ok) throw new Error(result.code);
    const expert = await t.db
      .selectFrom("experts")
      .selectAll()
      .where("company_id", "=", result.companyId)
      .executeTakeFirstOrThrow();
    expect(expert).toMatchObject({ user_id: userId, name: personal.name, role: "UX designer" });
  });

  it("writes nothing when a part fails (unknown capability)", async () => {
    const userId = await account("rollback@example.com");
    const before = await t.db
      .selectFrom("companies")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await expect(
      completeRegistration(
        userId,
        { partnerType: "company", company: { ...company, capabilityIds: [9999] } },
        personal,
      ),
    ).rejects.toThrow();
    const after = await t.db
      .selectFrom("companies")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const user = await t.db
      .selectFrom("users")
      .select(["registered_at", "company_id"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ registered_at: null, company_id: null });
  });

  it("joins the inviting company through an invite, once, and only with the invited address", async () => {
    const ownerId = await account("inviter@example.com");
    const owner = await completeRegistration(
      ownerId,
      { partnerType: "company", company },
      personal,
    );
    if (!owner.ok) throw new Error(owner.code);
    const { token } = await createInvite({
      companyId: owner.companyId,
      email: "Joiner@example.com",
      invitedByUserId: ownerId,
    });

    const strangerId = await account("stranger@example.com");
    expect(await completeRegistration(strangerId, { inviteToken: token }, personal)).toEqual({
      ok: false,
      code: "email-does-not-match",
    });

    const joinerId = await account("joiner@example.com");
    const joined = await completeRegistration(joinerId, { inviteToken: token }, personal);
    expect(joined).toEqual({ ok: true, companyId: owner.companyId });
    const joiner = await t.db
      .selectFrom("users")
      .select(["company_id", "is_contact_person"])
      .where("id", "=", joinerId)
      .executeTakeFirstOrThrow();
    expect(joiner).toEqual({ company_id: owner.companyId, is_contact_person: 0 });

    const again = await checkInvite(token);
    expect(again).toMatchObject({ ok: false, code: "invite-already-consumed" });
    const member = await t.db
      .selectFrom("users")
      .select(["email", "company_id", "registered_at"])
      .where("id", "=", joinerId)
      .executeTakeFirstOrThrow();
    expect(await checkInvite(token, member)).toMatchObject({
      ok: false,
      code: "user-belongs-to-this-company",
    });
  });
});

describe(`one-time tokens (${process.env.TEST_ENGINE})`, () => {
  it("work once, expire, and a newer token replaces an older one", async () => {
    const userId = await account("tokens@example.com");
    const first = await issueToken("reset-password", userId);
    const second = await issueToken("reset-password", userId);
    expect(await checkToken("reset-password", first)).toEqual({ ok: false, reason: "used" });
    expect(await checkToken("verify-email", second)).toEqual({ ok: false, reason: "invalid" });
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await checkToken("reset-password", second, later)).toEqual({
      ok: false,
      reason: "expired",
    });
    const [a, b] = await Promise.all([
      consumeToken("reset-password", second),
      consumeToken("reset-password", second),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const stored = await t.db.selectFrom("one_time_tokens").select("token_hash").execute();
    expect(stored.every((row) => row.token_hash !== second)).toBe(true);
  });
});
