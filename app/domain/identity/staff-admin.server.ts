import { getDb } from "~/db/db.server";
import type { Staff } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { assertStaff } from "../shared/assert-staff.server";
import { ConflictError, NotFoundError } from "../shared/errors";
import { mailSecondFactorChange } from "./second-factor.server";
import { forgetSecondFactor, grantStaff, revokeStaff } from "./staff-access.server";

/*
 * Staff manage staff in the back office (decision 040): the same grant and revoke as
 * `npm run staff:grant` / `staff:revoke`, plus a reset of someone's authenticator. The actor is
 * read again from the database, so a session whose rights were just taken away acts as nobody.
 * Nobody revokes or resets themselves: the back office would lose its last keeper, or sign its
 * user out half-way.
 */

export type StaffMember = {
  id: string;
  name: string | null;
  email: string;
  enrolled: boolean;
  grantedAt: string | null;
  /** Named by STAFF_EMAILS: the server grants it again unless staff revoked it here. */
  listed: boolean;
};

/** Every staff member, by e-mail; `listed` are the STAFF_EMAILS addresses (lower case). */
export async function listStaffMembers(actor: Staff, listed: string[]): Promise<StaffMember[]> {
  await assertStaff(actor);
  const rows = await getDb()
    .selectFrom("users")
    .leftJoin("staff_second_factors", "staff_second_factors.user_id", "users.id")
    .select((eb) => [
      "users.id",
      "users.name",
      "users.email",
      "staff_second_factors.enabled_at",
      eb
        .selectFrom("audit_events")
        .select((e) => e.fn.max("audit_events.at").as("at"))
        .where("audit_events.action", "=", "staff.granted")
        .whereRef("audit_events.subject_id", "=", "users.id")
        .as("granted_at"),
    ])
    .where("users.role", "=", "staff")
    .orderBy("users.email")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    enrolled: Boolean(r.enabled_at),
    grantedAt: r.granted_at ?? null,
    listed: listed.includes(r.email.toLowerCase()),
  }));
}

/**
 * Grants staff rights to the verified account with this address (grantStaff's errors: not
 * found, a partner's account, outside the domain, unverified). The new member enrols an
 * authenticator through a mailed link at their first sign-in. False: already staff.
 */
export async function grantStaffMember(actor: Staff, email: string, domain?: string) {
  await assertStaff(actor);
  return grantStaff(email, domain, actor.id, actor);
}

/** One staff member for a confirmation page; `self` when it is the actor. */
export async function getStaffMember(actor: Staff, userId: string) {
  await assertStaff(actor);
  const user = await getDb()
    .selectFrom("users")
    .select(["id", "email", "name", "locale"])
    .where("id", "=", userId)
    .where("role", "=", "staff")
    .executeTakeFirst();
  if (!user) throw new NotFoundError("user");
  return { ...user, self: user.id === actor.id };
}

/** A staff member other than the actor: nobody revokes or resets themselves. */
async function otherStaffMember(actor: Staff, userId: string) {
  const user = await getStaffMember(actor, userId);
  if (user.self) throw new ConflictError("self", "staffMembers.errors.self");
  return user;
}

/** Takes another member's staff rights away (revokeStaff: sessions end, authenticator reset). */
export async function revokeStaffMember(actor: Staff, userId: string) {
  const user = await otherStaffMember(actor, userId);
  await revokeStaff(user.email, actor.id, actor);
  return user;
}

/**
 * Forgets another member's authenticator, recovery codes and open set-up links and ends their
 * sessions: they enrol again, through a mailed link, at their next sign-in. The owner is mailed.
 */
export async function resetStaffSecondFactor(actor: Staff, userId: string) {
  const user = await otherStaffMember(actor, userId);
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await forgetSecondFactor(trx, user.id);
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "staff.second-factor-reset",
        subjectType: "user",
        subjectId: user.id,
      });
    });
  await mailSecondFactorChange(user, "reset");
  return user;
}
