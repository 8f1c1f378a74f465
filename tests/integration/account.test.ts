import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import {
  deleteMyAccount,
  getAccountDeletionImpact,
  getMyDetails,
  updateMyDetails,
} from "~/domain/identity/account.server";
import { createInvite } from "~/domain/company/invites.server";
import { hitRateLimit } from "~/domain/shared/rate-limit.server";
import { hashToken, newId, newToken, nowIso } from "~/utils/ids.server";
import { MyDetailsSchema } from "~/validation/my-details";
import { settleBackgroundMail } from "~/mail/background.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeUser } from "../fixtures/factories";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(() => {
  resetAppSmtp(smtp);
});

/** Every message the transport handed to the SMTP server, accepted or not. */
const attempts = () => smtp.messages.length + smtp.refused.length;

const details = {
  name: "Maija Muokattu",
  phoneNumber: "+358 50 765 4321",
  jobTitle: "Sales lead",
  marketingConsent: true,
  subscribeToGigsletter: true,
};

async function addSession(userId: string) {
  const now = nowIso();
  await getDb()
    .insertInto("sessions")
    .values({
      id: newToken(),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      ip: null,
      user_agent: null,
    })
    .execute();
}

const count = async (
  table: "users" | "experts" | "candidates" | "invites" | "companies" | "newsletter_confirmations",
  column: string,
  value: string,
) => {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(column as never, "=", value as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe(`my details (${process.env.TEST_ENGINE})`, () => {
  it("updates the user's own details and keeps the newsletter subscription in step", async () => {
    const { userId, email } = await makeCompany();
    await updateMyDetails(userId, details);
    expect(await getMyDetails(userId)).toMatchObject({
      name: "Maija Muokattu",
      email,
      phoneNumber: "+358 50 765 4321",
      jobTitle: "Sales lead",
      marketingConsent: true,
      newsletter: true,
    });
    const sub = await getDb()
      .selectFrom("newsletter_subscriptions")
      .select("unsubscribed_at")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(sub.unsubscribed_at).toBeNull();

    await updateMyDetails(userId, {
      ...details,
      jobTitle: undefined,
      marketingConsent: false,
      subscribeToGigsletter: false,
    });
    expect(await getMyDetails(userId)).toMatchObject({
      jobTitle: null,
      marketingConsent: false,
      newsletter: false,
    });
    const row = await getDb()
      .selectFrom("users")
      .select("subscribe_to_gigsletter")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.subscribe_to_gigsletter).toBe(0);
  });

  it("mails a confirmation link instead of subscribing an address the account has not proven", async () => {
    const { companyId } = await makeCompany();
    const { userId, email } = await makeUser(companyId, { email: "unproven.user@example.com" });
    await getDb()
      .updateTable("users")
      .set({ email_verified_at: null })
      .where("id", "=", userId)
      .execute();
    expect(await updateMyDetails(userId, details)).toEqual({
      newsletterRefused: false,
      newsletterConfirmationSent: true,
    });
    expect(await getMyDetails(userId)).toMatchObject({ newsletter: false });
    expect(await count("newsletter_confirmations", "email", email)).toBe(1);
    await settleBackgroundMail();
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([[email]]);
  });

  it("says so when the address cannot receive the newsletter, and still saves the details", async () => {
    const { companyId } = await makeCompany();
    const { userId } = await makeUser(companyId, { email: `info-${Date.now()}@example.com` });
    expect(await updateMyDetails(userId, details)).toEqual({
      newsletterRefused: false,
      newsletterConfirmationSent: false,
    });
    const role = await makeUser(companyId, { email: "info@konsultit.example.fi" });
    expect(await updateMyDetails(role.userId, details)).toEqual({
      newsletterRefused: true,
      newsletterConfirmationSent: false,
    });
    expect(await getMyDetails(role.userId)).toMatchObject({
      name: "Maija Muokattu",
      newsletter: false,
    });
  });

  it("validates with the registration rules (name and a valid phone required)", () => {
    const result = MyDetailsSchema.safeParse({ name: "", phoneNumber: "abc" });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(["validation.nameRequired", "validation.phoneInvalid"]);
    expect(MyDetailsSchema.safeParse({ name: "A", phoneNumber: "040 123 4567" }).success).toBe(
      true,
    );
  });
});

describe(`deleting my account (${process.env.TEST_ENGINE})`, () => {
  it("with other users left: the user goes, contact person and offers pass on, company stays", async () => {
    const { companyId, userId, email } = await makeCompany();
    const other = await makeUser(companyId);
    const expertId = await makeExpert(companyId);
    const candidateId = await makeCandidate(companyId, await makeGig(), expertId);
    await getDb()
      .updateTable("candidates")
      .set({ contact_user_id: userId })
      .where("id", "=", candidateId)
      .execute();
    await addSession(userId);
    expect(await getAccountDeletionImpact({ id: userId, company_id: companyId })).toMatchObject({
      deletesCompany: false,
    });

    expect(
      await deleteMyAccount(
        { id: userId, company_id: companyId, ip: null },
        { expectCompanyDeletion: false },
      ),
    ).toEqual({ ok: true, deletedCompany: false, mailSent: true });
    expect(await count("users", "id", userId)).toBe(0);
    expect(await count("companies", "id", companyId)).toBe(1);
    expect(await count("experts", "company_id", companyId)).toBe(1);
    const sessions = await getDb()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(sessions).toEqual([]);
    const successor = await getDb()
      .selectFrom("users")
      .select("is_contact_person")
      .where("id", "=", other.userId)
      .executeTakeFirstOrThrow();
    expect(successor.is_contact_person).toBe(1);
    const candidate = await getDb()
      .selectFrom("candidates")
      .select("contact_user_id")
      .where("id", "=", candidateId)
      .executeTakeFirstOrThrow();
    expect(candidate.contact_user_id).toBe(other.userId);
    expect(smtp.messages[0]).toMatchObject({ to: [email], envelopeTo: [email] });
  });

  it("the last user takes the company and all its data along", async () => {
    const { companyId, userId, email } = await makeCompany();
    const expertId = await makeExpert(companyId);
    await makeCandidate(companyId, await makeGig(), expertId, "waiting-customer-decision");
    await createInvite({ companyId, email: "pending@example.com", invitedByUserId: userId });
    await updateMyDetails(userId, details);
    const survivor = await makeCompany();
    expect(await getAccountDeletionImpact({ id: userId, company_id: companyId })).toMatchObject({
      deletesCompany: true,
      partnerType: "company",
    });

    expect(
      await deleteMyAccount(
        { id: userId, company_id: companyId, ip: null },
        { expectCompanyDeletion: true },
      ),
    ).toEqual({ ok: true, deletedCompany: true, mailSent: true });
    expect(await count("companies", "id", companyId)).toBe(0);
    expect(await count("users", "company_id", companyId)).toBe(0);
    expect(await count("experts", "company_id", companyId)).toBe(0);
    expect(await count("candidates", "company_id", companyId)).toBe(0);
    expect(await count("invites", "company_id", companyId)).toBe(0);
    const sub = await getDb()
      .selectFrom("newsletter_subscriptions")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(sub).toEqual([]);
    // Nothing of another company is touched.
    expect(await count("companies", "id", survivor.companyId)).toBe(1);
    expect(await count("users", "id", survivor.userId)).toBe(1);
  });

  it("a freelancer is always the last user: profile and offers go too", async () => {
    const { companyId, userId } = await makeCompany({ partnerType: "freelancer" });
    await makeExpert(companyId, { userId });
    expect(await getAccountDeletionImpact({ id: userId, company_id: companyId })).toMatchObject({
      deletesCompany: true,
      partnerType: "freelancer",
    });
    expect(
      await deleteMyAccount(
        { id: userId, company_id: companyId, ip: null },
        { expectCompanyDeletion: true },
      ),
    ).toMatchObject({ ok: true, deletedCompany: true });
    expect(await count("experts", "company_id", companyId)).toBe(0);
  });

  it("two last users deleting themselves at once: both go and so does the company", async () => {
    const { companyId, userId: a } = await makeCompany();
    const { userId: b } = await makeUser(companyId);
    // Both confirmed knowing that the company may go (each saw the other leave meanwhile).
    const results = await Promise.all([
      deleteMyAccount({ id: a, company_id: companyId, ip: null }, { expectCompanyDeletion: true }),
      deleteMyAccount({ id: b, company_id: companyId, ip: null }, { expectCompanyDeletion: true }),
    ]);
    expect(results.map((r) => r.ok && r.deletedCompany).sort()).toEqual([false, true]);
    expect(await count("companies", "id", companyId)).toBe(0);
  });

  it("the last user leaves no row behind: sessions, identities, tokens, drafts, CVs, rate limits", async () => {
    const { companyId, userId, email } = await makeCompany();
    const expertId = await makeExpert(companyId, { userId });
    await makeCandidate(companyId, await makeGig(), expertId);
    await createInvite({
      companyId,
      email: `pending-${companyId}@example.com`,
      invitedByUserId: userId,
    });
    await addSession(userId);
    await addSession(userId);
    const db = getDb();
    const now = nowIso();
    await db
      .insertInto("identities")
      .values({
        id: newId(),
        user_id: userId,
        provider: "google",
        subject: newId(),
        email,
        created_at: now,
      })
      .execute();
    await db
      .insertInto("one_time_tokens")
      .values({
        id: newId(),
        token_hash: hashToken(newToken()),
        purpose: "reset-password",
        user_id: userId,
        data: null,
        expires_at: now,
        used_at: null,
        created_at: now,
      })
      .execute();
    await db
      .insertInto("registration_drafts")
      .values({ user_id: userId, data: "{}", updated_at: now })
      .execute();
    await db
      .insertInto("company_capabilities")
      .values({ company_id: companyId, capability_id: 1 })
      .execute();
    await updateMyDetails(userId, details);
    // Rate-limit windows are keyed by the address and the company: personal data too.
    await hitRateLimit("verificationPerEmail", email);
    await hitRateLimit("resetPerEmail", email);
    await hitRateLimit("signInPerEmail", email);
    await hitRateLimit("invitesPerCompany", companyId);
    const bystander = await makeCompany();
    await hitRateLimit("verificationPerEmail", bystander.email);

    await deleteMyAccount(
      { id: userId, company_id: companyId, ip: null },
      { expectCompanyDeletion: true },
    );

    const byUser = async (
      table: "sessions" | "identities" | "one_time_tokens" | "registration_drafts",
    ) =>
      (await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute()).length;
    expect(await byUser("sessions")).toBe(0);
    expect(await byUser("identities")).toBe(0);
    expect(await byUser("one_time_tokens")).toBe(0);
    expect(await byUser("registration_drafts")).toBe(0);
    const capabilities = await db
      .selectFrom("company_capabilities")
      .select("capability_id")
      .where("company_id", "=", companyId)
      .execute();
    expect(capabilities).toEqual([]);
    for (const table of ["experts", "candidates", "invites", "users"] as const)
      expect(await count(table, "company_id", companyId), table).toBe(0);
    expect(await count("users", "email", email)).toBe(0);
    const limits = await db.selectFrom("rate_limits").select("key").execute();
    const keys = limits.map((l) => l.key);
    expect(
      keys.filter((k) => k.endsWith(`:${email}`) || k.endsWith(`:${companyId.toLowerCase()}`)),
    ).toEqual([]);
    expect(keys).toContain(`verificationPerEmail:${bystander.email}`);
  });

  it("is refused when it would delete the company but the user was told it would stay", async () => {
    // The dialog said "the other users keep their access"; then the other user left.
    const { companyId, userId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    expect(
      await deleteMyAccount(
        { id: userId, company_id: companyId, ip: null },
        { expectCompanyDeletion: false },
      ),
    ).toEqual({ ok: false, code: "would-delete-company" });
    expect(await count("users", "id", userId)).toBe(1);
    expect(await count("experts", "id", expertId)).toBe(1);
    expect(attempts()).toBe(0);
    // Told that the company goes, but a colleague joined meanwhile: only the user goes.
    await makeUser(companyId);
    expect(
      await deleteMyAccount(
        { id: userId, company_id: companyId, ip: null },
        { expectCompanyDeletion: true },
      ),
    ).toEqual({ ok: true, deletedCompany: false, mailSent: true });
    expect(await count("companies", "id", companyId)).toBe(1);
  });
});
