import { getDb } from "~/db/db.server";
import { newId, nowIso } from "~/utils/ids.server";

export type ProviderIdentityInput = {
  /** "google" or "microsoft"; together with `subject` the key of an account. */
  provider: string;
  /** The provider's stable user id (the ID token's `sub`). */
  subject: string;
  email: string;
  name: string | null;
  locale: string;
  /**
   * Whether the provider says it verified the mailbox (`email_verified: true`). Only a new
   * account uses it, for `email_verified_at`; it never links accounts. Defaults to true.
   */
  emailVerified?: boolean;
};

export type ProviderIdentityErrorCode = "user-exists-with-different-credentials" | "user-disabled";

export type ProviderIdentityResult =
  { ok: true; userId: string; isNew: boolean } | { ok: false; code: ProviderIdentityErrorCode };

async function findIdentityUser(provider: string, subject: string) {
  return getDb()
    .selectFrom("identities")
    .innerJoin("users", "users.id", "identities.user_id")
    .select(["users.id", "users.disabled_at"])
    .where("identities.provider", "=", provider)
    .where("identities.subject", "=", subject)
    .executeTakeFirst();
}

async function emailInUse(email: string) {
  const row = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

function signInAs(user: { id: string; disabled_at: string | null }): ProviderIdentityResult {
  return user.disabled_at
    ? { ok: false, code: "user-disabled" }
    : { ok: true, userId: user.id, isNew: false };
}

/**
 * The account behind a provider sign-in. Accounts are keyed by provider + subject and are never
 * linked by the e-mail claim (Microsoft's multi-tenant e-mail claim is not verified, and a
 * provider account must not take over a password account): an e-mail that already belongs to
 * any user is refused with `user-exists-with-different-credentials`. A new person gets a user
 * (without a password) and an identity row in one transaction.
 */
export async function resolveProviderIdentity(
  input: ProviderIdentityInput,
): Promise<ProviderIdentityResult> {
  const { provider, subject } = input;
  if (!provider || !subject) throw new Error("resolveProviderIdentity: provider and subject");
  const existing = await findIdentityUser(provider, subject);
  if (existing) return signInAs(existing);

  const email = input.email.trim().toLowerCase();
  if (!email) throw new Error("resolveProviderIdentity: an e-mail address is required");
  if (await emailInUse(email)) {
    // The address may have just been taken by this same person's concurrent first sign-in.
    const winner = await findIdentityUser(provider, subject);
    return winner
      ? signInAs(winner)
      : { ok: false, code: "user-exists-with-different-credentials" };
  }

  const userId = newId();
  const now = nowIso();
  const name = input.name?.trim().slice(0, 200) || null;
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("users")
          .values({
            id: userId,
            email,
            name,
            phone_number: null,
            job_title: null,
            // No password: this person signs in with the provider (a password attempt gets
            // user-exists-with-different-credentials, see verifyEmailPassword).
            password_hash: null,
            // The provider vouches for the mailbox it sends the token for.
            email_verified_at: input.emailVerified === false ? null : now,
            disabled_at: null,
            role: "partner",
            company_id: null,
            terms_accepted_at: null,
            terms_version: null,
            registered_at: null,
            locale: input.locale,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await trx
          .insertInto("identities")
          .values({
            id: newId(),
            user_id: userId,
            provider,
            subject,
            email,
            created_at: now,
          })
          .execute();
      });
  } catch (error) {
    // A concurrent first sign-in of the same person (two tabs, a double click) or a registration
    // with the same address won the unique index; the transaction rolled back. Read again.
    const winner = await findIdentityUser(provider, subject);
    if (winner) return signInAs(winner);
    if (await emailInUse(email)) {
      return { ok: false, code: "user-exists-with-different-credentials" };
    }
    throw error;
  }
  return { ok: true, userId, isNew: true };
}
