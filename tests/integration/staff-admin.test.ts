import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { issueApiToken } from "~/auth/api-token.server";
import { createSessionRow, sessionUserByKey } from "~/auth/session.server";
import { getDb } from "~/db/db.server";
import { setCompanyDisabled } from "~/domain/company/company-disable.server";
import { setPartnerUserDisabled } from "~/domain/company/partners.server";
import { verifyEmailPassword } from "~/domain/identity/auth.server";
import {
  grantStaffMember,
  listStaffMembers,
  resetStaffSecondFactor,
  revokeStaffMember,
} from "~/domain/identity/staff-admin.server";
import { applyStaffEmails } from "~/domain/identity/staff-access.server";
import type { Staff } from "~/domain/shared/actor";
import { ConflictError, ForbiddenError, NotFoundError } from "~/domain/shared/errors";
import * as membersRoute from "~/routes/staff+/members._index";
import * as revokeRoute from "~/routes/staff+/members.$userId.revoke";
import * as disableRoute from "~/routes/staff+/partners.$companyId_.disable";
import { newId, newToken, nowIso } from "~/utils/ids.server";
import { hashPassword } from "~/utils/password.server";
import { settleBackgroundMail } from "~/mail/background.server";
import { listOutbox } from "~/mail/outbox.server";
import { formRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeInvite, makeStaff, makeUser } from "../fixtures/factories";

// The mails this file's domain calls send land in an outbox of its own.
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "gp-staff-admin-outbox-"));
process.env.MAIL_OUTBOX_DIR = outbox;

withAppDatabase();
afterAll(() => {
  fs.rmSync(outbox, { recursive: true, force: true });
});

const PASSWORD = "correct horse battery";
// The subject is who may sign in, not hashing: a cheap cost keeps each check near 1 ms.
const CHEAP_HASH = { N: 2 ** 10, r: 8, p: 1 };

const auditActions = async (subjectId: string) =>
  (
    await getDb()
      .selectFrom("audit_events")
      .select("action")
      .where("subject_id", "=", subjectId)
      .orderBy("id")
      .execute()
  ).map((r) => r.action);

const sessionsOf = async (userId: string) =>
  (await getDb().selectFrom("sessions").select("id").where("user_id", "=", userId).execute())
    .length;

/** A signed-in session and an API token naming it, as a browser and an API client hold them. */
async function signedIn(userId: string) {
  const session = await createSessionRow(userId, new Request("http://localhost/"));
  await issueApiToken(session.key, userId);
  return session.key;
}

async function withSecondFactor(userId: string) {
  await getDb()
    .insertInto("staff_second_factors")
    .values({
      user_id: userId,
      secret: "stored",
      enabled_at: nowIso(),
      created_at: nowIso(),
      last_step: null,
    })
    .execute();
  await getDb()
    .insertInto("recovery_codes")
    .values({ user_id: userId, code_hash: newToken(), used_at: null, created_at: nowIso() })
    .execute();
}

describe("staff manage staff", () => {
  it("grants staff rights to a verified account without a company, audited", async () => {
    const actor = await makeStaff();
    const { userId, email } = await makeUser(null);
    expect(await grantStaffMember(actor, email)).toBe(true);
    expect(await grantStaffMember(actor, email)).toBe(false);
    const members = await listStaffMembers(actor, [email]);
    expect(members.find((m) => m.id === userId)).toMatchObject({
      email,
      enrolled: false,
      listed: true,
      grantedAt: expect.any(String),
    });
    const [entry] = await getDb()
      .selectFrom("audit_events")
      .select(["action", "actor_user_id"])
      .where("subject_id", "=", userId)
      .execute();
    expect(entry).toEqual({ action: "staff.granted", actor_user_id: actor.id });
  });

  it("refuses unknown, partner and unverified accounts", async () => {
    const actor = await makeStaff();
    await expect(grantStaffMember(actor, "nobody@example.com")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const partner = await makeCompany();
    await expect(grantStaffMember(actor, partner.email)).rejects.toMatchObject({
      code: "has-company",
    });
    const { userId, email } = await makeUser(null);
    await getDb()
      .updateTable("users")
      .set({ email_verified_at: null })
      .where("id", "=", userId)
      .execute();
    await expect(grantStaffMember(actor, email)).rejects.toMatchObject({ code: "unverified" });
  });

  it("revokes another member: sessions end, and STAFF_EMAILS does not grant them again", async () => {
    const actor = await makeStaff();
    const other = await makeStaff();
    const { email } = await getDb()
      .selectFrom("users")
      .select("email")
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    await withSecondFactor(other.id);
    const key = await signedIn(other.id);
    await revokeStaffMember(actor, other.id);
    expect(await sessionUserByKey(key)).toBeNull();
    const user = await getDb()
      .selectFrom("users")
      .select(["role", "staff_revoked_at"])
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "partner", staff_revoked_at: expect.any(String) });
    expect(await applyStaffEmails([email])).toEqual([]);
    // A grant by hand lifts the revocation.
    expect(await grantStaffMember(actor, email)).toBe(true);
    expect(await auditActions(other.id)).toEqual(["staff.revoked", "staff.granted"]);
  });

  it("never lets staff revoke or reset themselves", async () => {
    const actor = await makeStaff();
    await expect(revokeStaffMember(actor, actor.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(resetStaffSecondFactor(actor, actor.id)).rejects.toBeInstanceOf(ConflictError);
    const row = await getDb()
      .selectFrom("users")
      .select("role")
      .where("id", "=", actor.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("staff");
  });

  it("resets another member's authenticator: codes gone, sessions ended, audited", async () => {
    const actor = await makeStaff();
    const other = await makeStaff();
    await withSecondFactor(other.id);
    const key = await signedIn(other.id);
    await resetStaffSecondFactor(actor, other.id);
    expect(await sessionUserByKey(key)).toBeNull();
    const members = await listStaffMembers(actor, []);
    expect(members.find((m) => m.id === other.id)).toMatchObject({ enrolled: false });
    const codes = await getDb()
      .selectFrom("recovery_codes")
      .select("user_id")
      .where("user_id", "=", other.id)
      .execute();
    expect(codes).toEqual([]);
    expect(await auditActions(other.id)).toEqual(["staff.second-factor-reset"]);
    await settleBackgroundMail();
    const { email } = await getDb()
      .selectFrom("users")
      .select("email")
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect((await listOutbox()).filter((m) => m.to === email)).toEqual([
      expect.objectContaining({ subject: "Your GigPartners authenticator was reset" }),
    ]);
  });

  it("refuses a caller who is not staff, and a partner's id as a member", async () => {
    const partner = await makeCompany();
    const asPartner: Staff = { id: partner.userId, role: "staff", ip: null };
    const { email } = await makeUser(null);
    await expect(grantStaffMember(asPartner, email)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listStaffMembers(asPartner, [])).rejects.toBeInstanceOf(ForbiddenError);
    const actor = await makeStaff();
    await expect(revokeStaffMember(actor, partner.userId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("the page's actions: a partner gets 403, a bad address 400, grant and revoke redirect", async () => {
    const partner = await makeCompany();
    const partnerCookie = await sessionCookieFor(partner.userId);
    const args = (path: string, cookie: string, fields: Record<string, string>, userId = "") => ({
      request: formRequest(path, cookie, fields),
      params: { userId },
      context: {},
    });
    await expect(
      membersRoute.action(args("/staff/members", partnerCookie, { email: "a@example.com" })),
    ).toHaveStatus(403, { thrown: true });

    const staff = await makeStaff();
    const cookie = await sessionCookieFor(staff.id);
    // The session has passed the second step (that flow has its own tests).
    await getDb()
      .updateTable("sessions")
      .set({ second_factor_at: nowIso() })
      .where("user_id", "=", staff.id)
      .execute();
    await expect(
      membersRoute.action(args("/staff/members", cookie, { email: "not an address" })),
    ).toHaveStatus(400);
    await expect(
      membersRoute.action(args("/staff/members", cookie, { email: "nobody-here@example.com" })),
    ).toHaveStatus(400);
    const { userId, email } = await makeUser(null);
    await expect(membersRoute.action(args("/staff/members", cookie, { email }))).toRedirectTo(
      "/staff/members",
    );
    await expect(
      revokeRoute.action(
        args(`/staff/members/${staff.id}/revoke`, cookie, { confirm: "yes" }, staff.id),
      ),
    ).toHaveToast({
      type: "error",
      text: "You cannot do this to your own account. Ask another staff member.",
    });
    await expect(
      revokeRoute.action(
        args(`/staff/members/${userId}/revoke`, cookie, { confirm: "yes" }, userId),
      ),
    ).toRedirectTo("/staff/members");
    const roles = await getDb()
      .selectFrom("users")
      .select(["id", "role"])
      .where("id", "in", [staff.id, userId])
      .execute();
    expect(Object.fromEntries(roles.map((r) => [r.id, r.role]))).toEqual({
      [staff.id]: "staff",
      [userId]: "partner",
    });
  });
});

describe("staff disable and enable a whole partner", () => {
  async function companyOfThree() {
    const company = await makeCompany();
    const passwordHash = await hashPassword(PASSWORD, CHEAP_HASH);
    const second = await makeUser(company.companyId, { passwordHash });
    const earlier = await makeUser(company.companyId);
    return { ...company, second, earlier };
  }

  it("disables every user: sessions and API tokens end, sign-in refused; enable restores", async () => {
    const staff = await makeStaff();
    const company = await companyOfThree();
    const bystander = await makeCompany();
    const bystanderKey = await signedIn(bystander.userId);
    // Disabled on their own before: the company's enable must leave them disabled.
    await setPartnerUserDisabled(staff, company.companyId, company.earlier.userId, true);
    const keys = [await signedIn(company.userId), await signedIn(company.second.userId)];
    await makeInvite(company.companyId, `joiner-${newId()}@example.com`, "active");

    expect(await setCompanyDisabled(staff, company.companyId, true)).toBe(true);
    expect(await setCompanyDisabled(staff, company.companyId, true)).toBe(false);
    for (const key of keys) expect(await sessionUserByKey(key)).toBeNull();
    expect(await sessionsOf(company.second.userId)).toBe(0);
    expect(await verifyEmailPassword(company.second.email, PASSWORD)).toEqual({
      ok: false,
      code: "user-disabled",
    });
    const openInvites = await getDb()
      .selectFrom("invites")
      .select("id")
      .where("company_id", "=", company.companyId)
      .where("deleted_at", "is", null)
      .execute();
    expect(openInvites).toEqual([]);
    // Another company is untouched.
    expect(await sessionUserByKey(bystanderKey)).not.toBeNull();

    expect(await setCompanyDisabled(staff, company.companyId, false)).toBe(true);
    const users = await getDb()
      .selectFrom("users")
      .select(["id", "disabled_at"])
      .where("company_id", "=", company.companyId)
      .execute();
    const disabled = Object.fromEntries(users.map((u) => [u.id, Boolean(u.disabled_at)]));
    expect(disabled).toEqual({
      [company.userId]: false,
      [company.second.userId]: false,
      [company.earlier.userId]: true,
    });
    expect(await verifyEmailPassword(company.second.email, PASSWORD)).toMatchObject({ ok: true });
    expect(await auditActions(company.companyId)).toEqual(["company.disabled", "company.enabled"]);
    expect(await auditActions(company.second.userId)).toEqual(["user.disabled", "user.enabled"]);
    expect(await auditActions(company.earlier.userId)).toEqual(["user.disabled"]);
  });

  it("refuses a caller who is not staff and an unknown company", async () => {
    const company = await makeCompany();
    const asPartner: Staff = { id: company.userId, role: "staff", ip: null };
    await expect(setCompanyDisabled(asPartner, company.companyId, true)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    const staff = await makeStaff();
    await expect(setCompanyDisabled(staff, "no-such-company", true)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("the confirmation page's POST disables, and a partner's POST is refused", async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const cookie = await sessionCookieFor(other.userId);
    await expect(
      disableRoute.action({
        request: formRequest(`/staff/partners/${company.companyId}/disable`, cookie, {
          confirm: "yes",
        }),
        params: { companyId: company.companyId },
        context: {},
      }),
    ).toHaveStatus(403, { thrown: true });
    const row = await getDb()
      .selectFrom("companies")
      .select("disabled_at")
      .where("id", "=", company.companyId)
      .executeTakeFirstOrThrow();
    expect(row.disabled_at).toBeNull();
  });
});
