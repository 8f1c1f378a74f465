import { getDb } from "~/db/db.server";
import { NO_CLIENT, type Client } from "./actor";
import { writeAudit } from "./audit.server";
import { ConflictError, NotFoundError } from "./errors";

/*
 * Who is staff. A staff account is a user without a partner company (staff offer nobody);
 * granting and revoking are audited. `domain` is STAFF_EMAIL_DOMAIN, when set.
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
 * outside STAFF_EMAIL_DOMAIN. Returns false when it already was staff.
 */
export async function grantStaff(
  email: string,
  domain?: string,
  actorUserId: string | null = null,
  client: Client = NO_CLIENT,
) {
  if (!inDomain(email, domain)) throw new ConflictError("outside-domain");
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select(["id", "role", "company_id"])
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      if (!user) throw new NotFoundError("user");
      if (user.role === "staff") return false;
      if (user.company_id) throw new ConflictError("has-company");
      await trx
        .updateTable("users")
        .set({ role: "staff", updated_at: new Date().toISOString() })
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
 * Takes staff rights away, ends the account's sessions and forgets its authenticator and
 * recovery codes (granted again, it enrols anew). False when it was not staff.
 */
export async function revokeStaff(
  email: string,
  actorUserId: string | null = null,
  client: Client = NO_CLIENT,
) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select(["id", "role"])
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      if (!user) throw new NotFoundError("user");
      if (user.role !== "staff") return false;
      await trx
        .updateTable("users")
        .set({ role: "partner", updated_at: new Date().toISOString() })
        .where("id", "=", user.id)
        .execute();
      await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
      await trx.deleteFrom("staff_second_factors").where("user_id", "=", user.id).execute();
      await writeAudit(trx, {
        actorUserId,
        ip: client.ip,
        action: "staff.revoked",
        subjectType: "user",
        subjectId: user.id,
        before: { role: "staff" },
        after: { role: "partner" },
      });
      return true;
    });
}

/**
 * STAFF_EMAILS for a first deployment: each listed account that exists, has no company and is
 * in the domain becomes staff. Returns the addresses it granted; the rest wait for the account.
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
      if (await grantStaff(email, domain, null, client)) granted.push(email);
    } catch (error) {
      if (!(error instanceof NotFoundError || error instanceof ConflictError)) throw error;
    }
  }
  return granted;
}
