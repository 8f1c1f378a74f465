import { getDb } from "~/db/db.server";
import type { OneTimeTokenTable } from "~/db/schema";
import { hashToken, newId, newToken } from "~/utils/ids.server";

export type TokenPurpose = OneTimeTokenTable["purpose"];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 3 * 24 * 60 * 60_000,
  "reset-password": 60 * 60_000,
};

/** Issues a single-use token; only its hash is stored. Earlier unused tokens of the same kind stop working. */
export async function issueToken(
  purpose: TokenPurpose,
  userId: string,
  data?: Record<string, string>,
) {
  const token = newToken();
  const now = new Date();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("one_time_tokens")
        .set({ used_at: now.toISOString() })
        .where("user_id", "=", userId)
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .execute();
      await trx
        .insertInto("one_time_tokens")
        .values({
          id: newId(),
          token_hash: hashToken(token),
          purpose,
          user_id: userId,
          data: data ? JSON.stringify(data) : null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
          used_at: null,
        })
        .execute();
    });
  return token;
}

/**
 * The stand-in for issueToken when there is nobody to issue to (a reset for an unknown address):
 * the same kind of transaction and a token that is never stored, so both take about as long.
 */
export async function issueNoToken(): Promise<string> {
  const token = newToken();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("one_time_tokens")
        .set({ used_at: new Date().toISOString() })
        .where("user_id", "=", "")
        .where("used_at", "is", null)
        .execute();
      await trx
        .selectFrom("one_time_tokens")
        .select("id")
        .where("token_hash", "=", hashToken(token))
        .executeTakeFirst();
    });
  return token;
}

export type TokenCheck =
  | { ok: true; userId: string; data: Record<string, string> }
  | { ok: false; reason: "invalid" | "expired" | "used" };

async function find(purpose: TokenPurpose, token: string) {
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return null;
  return getDb()
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
}

/** Checks a token without using it (to show the form that will use it). */
export async function checkToken(
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<TokenCheck> {
  const row = await find(purpose, token);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.used_at) return { ok: false, reason: "used" };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: "expired" };
  return {
    ok: true,
    userId: row.user_id,
    data: row.data ? (JSON.parse(row.data) as Record<string, string>) : {},
  };
}

/** Uses a token exactly once: of two concurrent uses, only one succeeds. */
export async function consumeToken(
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<TokenCheck> {
  const check = await checkToken(purpose, token, now);
  if (!check.ok) return check;
  const result = await getDb()
    .updateTable("one_time_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? check : { ok: false, reason: "used" };
}
