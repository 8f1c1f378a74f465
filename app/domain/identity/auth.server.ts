import { verifyPassword } from "~/utils/password.server";
import { getDb } from "~/db/db.server";

export type SignInErrorCode =
  | "user-not-found"
  | "wrong-password"
  | "user-disabled"
  | "unverified-email"
  | "user-exists-with-different-credentials";

export type SignInResult =
  { ok: true; userId: string } | { ok: false; code: SignInErrorCode; userId?: string };

// Compared against when the e-mail is unknown, so both answers take as long.
const DUMMY_HASH =
  "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==";

/**
 * E-mail and password sign-in. The password is checked before anything about the account is
 * revealed, except that an unknown address is reported (the specification offers registration).
 */
export async function verifyEmailPassword(email: string, password: string): Promise<SignInResult> {
  const user = await getDb()
    .selectFrom("users")
    .select(["id", "password_hash", "disabled_at", "email_verified_at"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user) return { ok: false, code: "user-not-found" };
  if (!user.password_hash) return { ok: false, code: "user-exists-with-different-credentials" };
  if (!valid) return { ok: false, code: "wrong-password" };
  if (user.disabled_at) return { ok: false, code: "user-disabled" };
  if (!user.email_verified_at) return { ok: false, code: "unverified-email", userId: user.id };
  return { ok: true, userId: user.id };
}
