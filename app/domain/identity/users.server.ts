import { hashPassword } from "~/utils/password.server";
import { getDb } from "~/db/db.server";
import { newId, nowIso } from "~/utils/ids.server";
import { consumeToken } from "../shared/tokens.server";

export async function findUserByEmail(email: string) {
  return getDb()
    .selectFrom("users")
    .select([
      "id",
      "email",
      "name",
      "locale",
      "password_hash",
      "email_verified_at",
      "disabled_at",
      "registered_at",
      "company_id",
    ])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function getUserById(id: string) {
  return getDb()
    .selectFrom("users")
    .select([
      "id",
      "email",
      "name",
      "locale",
      "email_verified_at",
      "registered_at",
      "company_id",
      "disabled_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

export type CreateAccountResult =
  { ok: true; userId: string } | { ok: false; code: "email-already-in-use" };

/** E-mail + password account, unverified until the link in the verification e-mail is opened. */
export async function createPasswordAccount(
  email: string,
  password: string,
  locale: string,
): Promise<CreateAccountResult> {
  const normalized = email.trim().toLowerCase();
  if (await findUserByEmail(normalized)) return { ok: false, code: "email-already-in-use" };
  const passwordHash = await hashPassword(password);
  const id = newId();
  const now = nowIso();
  try {
    await getDb()
      .insertInto("users")
      .values({
        id,
        email: normalized,
        password_hash: passwordHash,
        role: "partner",
        locale,
        created_at: now,
        updated_at: now,
        name: null,
        phone_number: null,
        job_title: null,
        email_verified_at: null,
        disabled_at: null,
        company_id: null,
        terms_accepted_at: null,
        terms_version: null,
        registered_at: null,
      })
      .execute();
  } catch (error) {
    // Two registrations with one address at once: the unique index decides, the loser is told.
    if (await findUserByEmail(normalized)) return { ok: false, code: "email-already-in-use" };
    throw error;
  }
  return { ok: true, userId: id };
}

export async function markEmailVerified(userId: string) {
  await getDb()
    .updateTable("users")
    .set({ email_verified_at: nowIso(), updated_at: nowIso() })
    .where("id", "=", userId)
    .where("email_verified_at", "is", null)
    .execute();
}

export async function setPassword(userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await getDb()
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}

/**
 * The reset link's second step, for the page and the API alike: the single-use token, the new
 * password, every session of the user ended (whoever knew the old password is signed out, API
 * tokens included) and the address verified (the link proves the mailbox).
 */
export async function resetPasswordWithToken(token: string, password: string) {
  const used = await consumeToken("reset-password", token);
  if (!used.ok) return used;
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, updated_at: now })
        .where("id", "=", used.userId)
        .execute();
      await trx
        .updateTable("users")
        .set({ email_verified_at: now })
        .where("id", "=", used.userId)
        .where("email_verified_at", "is", null)
        .execute();
      await trx.deleteFrom("sessions").where("user_id", "=", used.userId).execute();
    });
  return used;
}
