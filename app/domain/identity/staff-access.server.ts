import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { nowIso } from "~/utils/ids.server";
import { NO_CLIENT, type Client } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { ConflictError, NotFoundError } from "../shared/errors";
import { mailSecondFactorChange } from "./second-factor.server";

/*
 * Who is staff. A staff account is a user without a partner company (staff offer nobody);
 * granting and revoking are audited. `domain` is STAFF_EMAIL_DOMAIN, when set.
 *
 * A role is granted by e-mail address only to an account whose address is proven to be its
 * owner's (`users.email_verified_at`: a password account after the verification link, a provider
 * account whose ID token vouched for the address, see verifyIdToken). A provider account with an
 * unverified e-mail claim (a multi-tenant Microsoft tenant's administrator can write any) is never
 * made staff by STAFF_EMAILS, STAFF_EMAIL_DOMAIN or staff:grant (decision 031).
 */

export function inDomain(email: string, domain: string | undefined) {
  const wanted = domain?.trim().toLowerCase();
  return !wanted || email.toLowerCase().endsWith(`@${wanted}`);
}

/** Parses STAFF_EMAILS (comma or whitespace separated) into lower-case addresses. */
export function staffEmailList(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Makes the account with this address staff. Throws NotFoundError when there is no such
 * account, ConflictError "has-company" for a partner's account, "outside-domain" for an address
 * outside STAFF_EMAIL_DOMAIN, "unverified" for an address not proven to be the account's, and,
 * with `fromList` (STAFF_EMAILS), "revoked" for an account whose rights staff took away: a
 * revocation sticks until someone grants again by hand (decision 040). Returns false when it
 * already was staff.
 */
export async function grantStaff(
  email: string,
  domain?: string,
  actorUserId: string | null = null,
  client: Client = NO_CLIENT,
  fromList = false,
) {
  if (!inDomain(email, domain)) throw new ConflictError("outside-domain");
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select(["id", "role", "company_id", "email_verified_at", "staff_revoked_at"])
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      if (!user) throw new NotFoundError("user");
      if (user.role === "staff") return false;
      if (user.company_id) throw new ConflictError("has-company");
      if (!user.email_verified_at) throw new ConflictError("unverified");
      if (fromList && user.staff_revoked_at) throw new ConflictError("revoked");
      await trx
        .updateTable("users")
        .set({ role: "staff", staff_revoked_at: null, updated_at: new Date().toISOString() })
        .where("id", "=", user.id)
        .execute();
      await writeAudit(trx, {
        actorUserId,
        ip: client.ip,
        action: "staff.granted",
        subjectType: "user",
        subjectId: user.id,
        before: { role: user.role },
        after: { role: "staff" },
      });
      return true;
    });
}

/**
 * Takes staff rights away, ends the account's sessions and forgets its authenticator, recovery
 * codes and enrolment links (granted again, it enrols anew); the owner is mailed when an
 * authenticator was reset. False when it was not staff.
 */
/**
 * Ends the user's sessions and forgets their authenticator, recovery codes and open set-up
 * links, so they enrol again at their next sign-in; true when they had an authenticator.
 */
export async function forgetSecondFactor(trx: Transaction<Database>, userId: string) {
  await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await trx.deleteFrom("second_factor_enrolments").where("user_id", "=", userId).execute();
  const factor = await trx
    .deleteFrom("staff_second_factors")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(factor.numDeletedRows) > 0;
}

export async function revokeStaff(
  email: string,
  actorUserId: string | null = null,
  client: Client = NO_CLIENT,
) {
  const revoked = await getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select(["id", "role", "email", "name", "locale"])
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      if (!user) throw new NotFoundError("user");
      if (user.role !== "staff") return false;
      await trx
        .updateTable("users")
        .set({ role: "partner", staff_revoked_at: nowIso(), updated_at: nowIso() })
        .where("id", "=", user.id)
        .execute();
      const hadSecondFactor = await forgetSecondFactor(trx, user.id);
      await writeAudit(trx, {
        actorUserId,
        ip: client.ip,
        action: "staff.revoked",
        subjectType: "user",
        subjectId: user.id,
        before: { role: "staff" },
        after: { role: "partner" },
      });
      return { user, hadSecondFactor };
    });
  if (revoked && revoked.hadSecondFactor) await mailSecondFactorChange(revoked.user, "reset");
  return Boolean(revoked);
}

/**
 * STAFF_EMAILS for a first deployment: each listed account that exists, has no company, is in
 * the domain and was never revoked becomes staff. Returns the addresses it granted; the rest wait for the account.
 * `client` is the sign-in that found a listed address; the server's start has none.
 */
export async function applyStaffEmails(
  emails: string[],
  domain?: string,
  client: Client = NO_CLIENT,
) {
  const granted: string[] = [];
  for (const email of emails) {
    try {
      if (await grantStaff(email, domain, null, client, true)) granted.push(email);
    } catch (error) {
      if (!(error instanceof NotFoundError || error instanceof ConflictError)) throw error;
    }
  }
  return granted;
}
