import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requirePendingStaff, requireStaff } from "~/auth/guards.server";
import { createUserSession } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import { ConflictError, NotFoundError } from "~/domain/shared/errors";
import { listMyGigs } from "~/domain/my-gigs.server";
import { getPipeline, listStaffGigs, moveCandidateAndNotify } from "~/domain/pipeline.server";
import { applyStaffEmails, grantStaff, revokeStaff } from "~/domain/identity/staff-access.server";
import { settleBackgroundMail } from "~/mail/background.server";
import { newToken, nowIso } from "~/utils/ids.server";
import { closeAppSmtp, resetAppSmtp } from "../fixtures/app-mail";
import { withAppDatabase } from "../fixtures/db";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeStaff,
  makeUser,
} from "../fixtures/factories";
import { expectLogged } from "../fixtures/logs";

const smtp = await vi.hoisted(async () => (await import("../fixtures/app-mail")).useAppSmtp());

withAppDatabase();
afterAll(async () => {
  await closeAppSmtp(smtp);
});
beforeEach(() => {
  resetAppSmtp(smtp);
});

/** A gig with one candidate of a fresh company whose owner is the offer's contact person. */
async function offer(stage: Parameters<typeof makeCandidate>[3] = "waiting-review") {
  const company = await makeCompany();
  const expertId = await makeExpert(company.companyId, { name: "Eila Expert" });
  const gigId = await makeGig({ title: "Pipeline gig" });
  const candidateId = await makeCandidate(company.companyId, gigId, expertId, stage, {
    contactUserId: company.userId,
  });
  return { company, gigId, candidateId };
}

const auditOf = (candidateId: string) =>
  getDb()
    .selectFrom("audit_events")
    .selectAll()
    .where("subject_id", "=", candidateId)
    .orderBy("id")
    .execute();

describe("the candidate pipeline", () => {
  it("moves a candidate, audits before and after, and mails the contact person after the commit", async () => {
    const staff = await makeStaff();
    const { company, gigId, candidateId } = await offer();
    const moved = await moveCandidateAndNotify(staff, gigId, candidateId, {
      from: "waiting-review",
      to: "waiting-customer-decision",
    });
    expect(moved).toMatchObject({ stage: "waiting-customer-decision", mailSent: true });
    const row = await getDb()
      .selectFrom("candidates")
      .select(["stage", "status"])
      .where("id", "=", candidateId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stage: "waiting-customer-decision", status: "OFFERED" });

    const [entry, ...more] = await auditOf(candidateId);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actor_user_id: staff.id,
      action: "candidate.moved",
      subject_type: "candidate",
      company_id: company.companyId,
    });
    expect(JSON.parse(entry!.data!)).toMatchObject({
      before: { stage: "waiting-review" },
      after: { stage: "waiting-customer-decision", status: "OFFERED" },
    });

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toContain(company.email);
    expect(mail.subject).toBe('Eila Expert on "Pipeline gig": Waiting customer decision');
    expect(mail.text).toContain("/dashboard/my-gigs");
  });

  it("declines with a reason and feedback that the partner then sees in My gigs", async () => {
    const staff = await makeStaff();
    const { company, gigId, candidateId } = await offer("waiting-customer-decision");
    await moveCandidateAndNotify(staff, gigId, candidateId, {
      from: "waiting-customer-decision",
      to: "declined",
      reason: "INSUFFICIENT_SKILLS",
      feedback: "More Kubernetes next time.",
    });
    const [gig] = await listMyGigs(company.companyId);
    expect(gig!.candidates[0]).toMatchObject({
      stage: "declined",
      status: "DECLINED",
      declineReason: "INSUFFICIENT_SKILLS",
      hasFeedback: true,
    });
    const [mail] = smtp.messages;
    expect(mail!.text).toContain("Insufficient skills");
    expect(mail!.text).toContain("More Kubernetes next time.");
    expect((await auditOf(candidateId))[0]!.action).toBe("candidate.declined");
  });

  it("of two moves from the same stage at once, one wins and the other is told; one audit entry", async () => {
    const staff = await makeStaff();
    const { gigId, candidateId } = await offer();
    const results = await Promise.allSettled([
      moveCandidateAndNotify(staff, gigId, candidateId, {
        from: "waiting-review",
        to: "suitable-candidate",
      }),
      moveCandidateAndNotify(staff, gigId, candidateId, {
        from: "waiting-review",
        to: "ready-to-offer",
      }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect(((lost[0] as PromiseRejectedResult).reason as ConflictError).code).toBe("stage-changed");
    expect(await auditOf(candidateId)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it("refuses a move from a stage the candidate has left, and writes nothing", async () => {
    const staff = await makeStaff();
    const { gigId, candidateId } = await offer("ready-to-offer");
    await expect(
      moveCandidateAndNotify(staff, gigId, candidateId, {
        from: "waiting-review",
        to: "accepted",
      }),
    ).rejects.toMatchObject({ code: "stage-changed" });
    expect(await auditOf(candidateId)).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it("finds no candidate under another gig's id", async () => {
    const staff = await makeStaff();
    const { candidateId } = await offer();
    const otherGig = await makeGig();
    await expect(
      moveCandidateAndNotify(staff, otherGig, candidateId, {
        from: "waiting-review",
        to: "accepted",
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("keeps the move when the mail cannot be sent, and says so", async () => {
    const staff = await makeStaff();
    const { gigId, candidateId } = await offer();
    smtp.refuse(true);
    expectLogged(/^mail not sent$/, /^notification not sent$/);
    const moved = await moveCandidateAndNotify(staff, gigId, candidateId, {
      from: "waiting-review",
      to: "suitable-candidate",
    });
    expect(moved.mailSent).toBe(false);
    expect((await getPipeline(gigId)).candidates[0]!.stage).toBe("suitable-candidate");
  });

  it("lists gigs with their candidates per stage, filtered by status and title", async () => {
    const { gigId } = await offer("ready-to-offer");
    const title = (
      await getDb()
        .selectFrom("gigs")
        .select("title")
        .where("id", "=", gigId)
        .executeTakeFirstOrThrow()
    ).title;
    const list = await listStaffGigs({
      q: title.toUpperCase(),
      status: "accepting-proposals",
      visibility: "published",
      page: 1,
    });
    expect(list.gigs.map((g) => g.id)).toContain(gigId);
    expect(list.gigs.find((g) => g.id === gigId)!.stageCounts).toEqual({ "ready-to-offer": 1 });
    const none = await listStaffGigs({ q: title, status: "won", visibility: "all", page: 1 });
    expect(none.gigs.map((g) => g.id)).not.toContain(gigId);
  });
});

describe("granting staff", () => {
  it("grants and revokes with audit entries; revoking ends the sessions", async () => {
    const { userId, email } = await makeUser(null);
    await getDb()
      .insertInto("sessions")
      .values({
        id: newToken(),
        user_id: userId,
        created_at: nowIso(),
        last_seen_at: nowIso(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        ip: null,
        user_agent: null,
      })
      .execute();
    expect(await grantStaff(email)).toBe(true);
    expect(await grantStaff(email)).toBe(false);
    await getDb()
      .insertInto("staff_second_factors")
      .values({
        user_id: userId,
        secret: "JBSWY3DPEHPK3PXP",
        enabled_at: nowIso(),
        created_at: nowIso(),
      })
      .execute();
    expect(await revokeStaff(email)).toBe(true);
    const authenticators = await getDb()
      .selectFrom("staff_second_factors")
      .select("user_id")
      .where("user_id", "=", userId)
      .execute();
    expect(authenticators).toHaveLength(0);
    const user = await getDb()
      .selectFrom("users")
      .select("role")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("partner");
    const sessions = await getDb()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(sessions).toHaveLength(0);
    const actions = await getDb()
      .selectFrom("audit_events")
      .select("action")
      .where("subject_id", "=", userId)
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["staff.granted", "staff.revoked"]);
    // The owner hears that their authenticator was reset.
    await settleBackgroundMail();
    expect(smtp.messages.map((m) => [m.to, m.subject])).toEqual([
      [[email], "Your GigPartners authenticator was reset"],
    ]);
  });

  it("grants by address only when the address is proven the account's (issue 32)", async () => {
    const { userId, email } = await makeUser(null, { email: "unproven.staff@provider.example" });
    await getDb()
      .updateTable("users")
      .set({ email_verified_at: null })
      .where("id", "=", userId)
      .execute();
    await expect(grantStaff(email)).rejects.toMatchObject({ code: "unverified" });
    expect(await applyStaffEmails([email], "provider.example")).toEqual([]);
    const user = await getDb()
      .selectFrom("users")
      .select("role")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("partner");
  });

  it("refuses a partner's account, an address outside the staff domain, and an unknown one", async () => {
    const company = await makeCompany();
    await expect(grantStaff(company.email)).rejects.toMatchObject({ code: "has-company" });
    const { email } = await makeUser(null);
    await expect(grantStaff(email, "provider.example")).rejects.toMatchObject({
      code: "outside-domain",
    });
    await expect(grantStaff("nobody-here@example.com")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("STAFF_EMAILS grants the listed accounts that can be staff and skips the rest", async () => {
    await makeUser(null, { email: "listed.staff@provider.example" });
    const company = await makeCompany();
    const granted = await applyStaffEmails(
      ["listed.staff@provider.example", company.email, "missing@provider.example"],
      undefined,
    );
    expect(granted).toEqual(["listed.staff@provider.example"]);
  });
});

describe("a staff account whose address was never proven", () => {
  it("acts as nobody: the back office and the second step answer 403 (issue 32)", async () => {
    const { userId } = await makeUser(null);
    await getDb()
      .updateTable("users")
      .set({ role: "staff", email_verified_at: null })
      .where("id", "=", userId)
      .execute();
    const cookieFor = async (secondFactorAt: string | null) => {
      const setCookie = await createUserSession(
        userId,
        new Request("http://localhost/"),
        secondFactorAt,
      );
      return new Request("http://localhost/staff/gigs", {
        headers: { Cookie: setCookie.split(";")[0]! },
      });
    };
    const statusOf = (promise: Promise<unknown>) =>
      promise.then(
        () => "allowed",
        (thrown: unknown) =>
          (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status,
      );
    expect(await statusOf(requireStaff(await cookieFor(nowIso())))).toBe(403);
    expect(await statusOf(requirePendingStaff(await cookieFor(null)))).toBe(403);
    await getDb()
      .updateTable("users")
      .set({ email_verified_at: nowIso() })
      .where("id", "=", userId)
      .execute();
    expect(await statusOf(requireStaff(await cookieFor(nowIso())))).toBe("allowed");
  });
});
