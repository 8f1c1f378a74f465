import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { NotFoundError } from "~/domain/shared/errors";
import { getFreelancerProfile } from "~/domain/experts/experts.server";
import {
  changePartnerType,
  getPartner,
  listPartners,
  setPartnerUserDisabled,
} from "~/domain/company/partners.server";
import { newToken, nowIso } from "~/utils/ids.server";
import { withAppDatabase } from "../fixtures/db";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeInvite,
  makeStaff,
  makeUser,
} from "../fixtures/factories";

withAppDatabase();

const auditActions = async (subjectId: string) =>
  (
    await getDb()
      .selectFrom("audit_events")
      .select("action")
      .where("subject_id", "=", subjectId)
      .orderBy("id")
      .execute()
  ).map((r) => r.action);

describe("partners in the back office", () => {
  it("lists partners with their counts and shows one with users, experts and offers", async () => {
    const company = await makeCompany({ name: "Zeta Listing Oy" });
    const expertId = await makeExpert(company.companyId, { name: "Listed Expert" });
    await makeCandidate(company.companyId, await makeGig(), expertId);
    const list = await listPartners({ q: "zeta listing", type: "company", page: 1 });
    expect(list.partners).toEqual([
      expect.objectContaining({ name: "Zeta Listing Oy", users: 1, experts: 1, offers: 1 }),
    ]);
    expect((await listPartners({ q: "zeta listing", type: "freelancer", page: 1 })).total).toBe(0);
    const partner = await getPartner(company.companyId);
    expect(partner.users.map((u) => u.email)).toEqual([company.email]);
    expect(partner.offers[0]).toMatchObject({ expertName: "Listed Expert" });
    await expect(getPartner("no-such-company")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("gives each invite the state the partner sees, an expired one included", async () => {
    const company = await makeCompany();
    await makeInvite(company.companyId, "late@example.com", "expired");
    await makeInvite(company.companyId, "fresh@example.com", "active");
    await makeInvite(company.companyId, "joined@example.com", "consumed");
    const { invites } = await getPartner(company.companyId);
    expect(Object.fromEntries(invites.map((i) => [i.email, i.state]))).toEqual({
      "late@example.com": "expired",
      "fresh@example.com": "active",
      "joined@example.com": "consumed",
    });
  });

  it("disables a user (their sessions end) and enables them again, audited", async () => {
    const staff = await makeStaff();
    const company = await makeCompany();
    await getDb()
      .insertInto("sessions")
      .values({
        id: newToken(),
        user_id: company.userId,
        created_at: nowIso(),
        last_seen_at: nowIso(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        ip: null,
        user_agent: null,
      })
      .execute();
    expect(await setPartnerUserDisabled(staff, company.companyId, company.userId, true)).toBe(true);
    expect(await setPartnerUserDisabled(staff, company.companyId, company.userId, true)).toBe(
      false,
    );
    const sessions = await getDb()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", company.userId)
      .execute();
    expect(sessions).toHaveLength(0);
    expect(await setPartnerUserDisabled(staff, company.companyId, company.userId, false)).toBe(
      true,
    );
    expect(await auditActions(company.userId)).toEqual(["user.disabled", "user.enabled"]);
    // Another company's user, or staff, is not found under this company.
    const other = await makeCompany();
    await expect(
      setPartnerUserDisabled(staff, company.companyId, other.userId, true),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      setPartnerUserDisabled(staff, company.companyId, staff.id, true),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("changes the partner type; a one-person company becomes a freelancer with a profile", async () => {
    const staff = await makeStaff();
    const solo = await makeCompany();
    expect(await changePartnerType(staff, solo.companyId, "freelancer")).toBe(true);
    expect(await getFreelancerProfile(solo.companyId, solo.userId)).not.toBeNull();
    expect(await changePartnerType(staff, solo.companyId, "freelancer")).toBe(false);
    expect(await auditActions(solo.companyId)).toEqual(["company.partner-type-changed"]);

    const team = await makeCompany();
    await makeUser(team.companyId);
    await expect(changePartnerType(staff, team.companyId, "freelancer")).rejects.toMatchObject({
      code: "several-users",
    });
    expect(await changePartnerType(staff, solo.companyId, "company")).toBe(true);
  });
});
