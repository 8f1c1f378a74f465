import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import {
  deleteCompanyUser,
  getOtherCompanyUser,
  listCompanyUsers,
} from "~/domain/company/company-users.server";
import { NotFoundError } from "~/domain/shared/errors";
import { hitRateLimit } from "~/domain/shared/rate-limit.server";
import { newToken, nowIso } from "~/utils/ids.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeUser } from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";

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

async function actorOf(companyId: string, userId: string) {
  const user = await getDb()
    .selectFrom("users")
    .select(["id", "company_id", "name", "email"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { ...user, company_id: companyId, ip: null };
}

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

describe(`company users (${process.env.TEST_ENGINE})`, () => {
  it("lists the company's users only, marking the caller and the contact person", async () => {
    const { companyId, userId } = await makeCompany();
    await makeUser(companyId, { name: "Second" });
    await makeCompany();
    const users = await listCompanyUsers(companyId, userId);
    expect(users).toHaveLength(2);
    expect(users.find((u) => u.id === userId)).toMatchObject({
      isSelf: true,
      isContactPerson: true,
    });
  });

  it("another company's user (or oneself) is not found", async () => {
    const mine = await makeCompany();
    const theirs = await makeCompany();
    await expect(
      getOtherCompanyUser(mine.companyId, mine.userId, theirs.userId),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      getOtherCompanyUser(mine.companyId, mine.userId, mine.userId),
    ).rejects.toBeInstanceOf(NotFoundError);
    const actor = await actorOf(mine.companyId, mine.userId);
    expect(await deleteCompanyUser(actor, theirs.userId)).toEqual({ ok: false, code: "not-found" });
    expect(await deleteCompanyUser(actor, mine.userId)).toEqual({ ok: false, code: "not-found" });
    const still = await getDb()
      .selectFrom("users")
      .select("id")
      .where("id", "in", [theirs.userId, mine.userId])
      .execute();
    expect(still).toHaveLength(2);
    expect(attempts()).toBe(0);
  });

  it("deleting the contact person hands the role and their offers to the deleting user", async () => {
    const { companyId, userId: contactId, email } = await makeCompany();
    const deleter = await makeUser(companyId, { name: "Deleter" });
    const expertId = await makeExpert(companyId, { userId: contactId });
    const gigId = await makeGig();
    const candidateId = await makeCandidate(companyId, gigId, expertId);
    await getDb()
      .updateTable("candidates")
      .set({ contact_user_id: contactId })
      .where("id", "=", candidateId)
      .execute();
    await addSession(contactId);
    await getDb()
      .insertInto("invites")
      .values({
        id: "inv-" + candidateId,
        company_id: companyId,
        email: "x-" + candidateId + "@example.com",
        message: null,
        token_hash: newToken(),
        invited_by_user_id: contactId,
        sent_at: nowIso(),
        expires_at: nowIso(),
        consumed_at: null,
        consumed_by_user_id: null,
        deleted_at: null,
        created_at: nowIso(),
      })
      .execute();

    await hitRateLimit("verificationPerEmail", email);
    await hitRateLimit("verificationPerEmail", deleter.email);

    const result = await deleteCompanyUser(await actorOf(companyId, deleter.userId), contactId);
    expect(result).toEqual({ ok: true, mailSent: true, wasContactPerson: true });

    const db = getDb();
    expect(
      await db.selectFrom("users").select("id").where("id", "=", contactId).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("sessions").select("id").where("user_id", "=", contactId).execute(),
    ).toEqual([]);
    const deleterRow = await db
      .selectFrom("users")
      .select("is_contact_person")
      .where("id", "=", deleter.userId)
      .executeTakeFirstOrThrow();
    expect(deleterRow.is_contact_person).toBe(1);
    const candidate = await db
      .selectFrom("candidates")
      .select("contact_user_id")
      .where("id", "=", candidateId)
      .executeTakeFirstOrThrow();
    expect(candidate.contact_user_id).toBe(deleter.userId);
    const expert = await db
      .selectFrom("experts")
      .select("user_id")
      .where("id", "=", expertId)
      .executeTakeFirstOrThrow();
    expect(expert.user_id).toBeNull();
    const audit = await db
      .selectFrom("audit_events")
      .select(["action", "actor_user_id", "subject_type", "data"])
      .where("subject_id", "=", contactId)
      .execute();
    expect(audit).toEqual([
      {
        action: "user.deleted",
        actor_user_id: deleter.userId,
        subject_type: "user",
        // In the log's before-and-after form, which the staff audit page shows.
        data: JSON.stringify({ before: { wasContactPerson: true }, after: null }),
      },
    ]);
    // The rate-limit window keyed by the deleted address goes (personal data); others stay.
    const limits = (await db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(limits).not.toContain(`verificationPerEmail:${email}`);
    expect(limits).toContain(`verificationPerEmail:${deleter.email}`);

    expect(attempts()).toBe(1);
    expect(smtp.messages[0]).toMatchObject({ to: [email], envelopeTo: [email] });
  });

  it("deleting a user who is not the contact person leaves the contact person", async () => {
    const { companyId, userId: contactId } = await makeCompany();
    const other = await makeUser(companyId);
    const result = await deleteCompanyUser(await actorOf(companyId, contactId), other.userId);
    expect(result).toMatchObject({ ok: true, wasContactPerson: false });
    const users = await listCompanyUsers(companyId, contactId);
    expect(users).toEqual([expect.objectContaining({ id: contactId, isContactPerson: true })]);
  });

  it("a failed notification is reported but the deletion stands", async () => {
    const { companyId, userId } = await makeCompany();
    const other = await makeUser(companyId);
    smtp.refuse();
    expectLogged(/^mail not sent$/);
    const result = await deleteCompanyUser(await actorOf(companyId, userId), other.userId);
    expect(result).toMatchObject({ ok: true, mailSent: false });
    expect(smtp.refused.map((m) => m.envelopeTo)).toEqual([[other.email]]);
    expect(
      await getDb()
        .selectFrom("users")
        .select("id")
        .where("id", "=", other.userId)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("two users deleting each other at once: exactly one of them goes", async () => {
    const { companyId, userId: a } = await makeCompany();
    const { userId: b } = await makeUser(companyId);
    const [actorA, actorB] = [await actorOf(companyId, a), await actorOf(companyId, b)];
    const [ab, ba] = await Promise.all([
      deleteCompanyUser(actorA, b),
      deleteCompanyUser(actorB, a),
    ]);
    expect([ab.ok, ba.ok].sort()).toEqual([false, true]);
    const left = await getDb()
      .selectFrom("users")
      .select(["id", "is_contact_person"])
      .where("company_id", "=", companyId)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.is_contact_person).toBe(1);
  });
});
