import { getDb } from "~/db/db.server";

/*
 * The store behind the API's Idempotency-Key (decision 052): a caller's key, a fingerprint of the
 * call it came with, and the first answer to that call, kept IDEMPOTENCY_KEY_TTL_MS. Claiming is
 * one insert on the (user_id, key) primary key, so of two concurrent first uses exactly one goes
 * on to write; the other is told the key is in use.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim whose call never finished (its process died) stops blocking retries after this long;
 * far beyond any call's running time.
 */
export const ABANDONED_CLAIM_MS = 5 * 60_000;

export type KeptAnswer = { status: number; body: string; location: string | null };

export type KeyClaim =
  /** The key is this call's: run it, then keep its answer (or release the key). */
  | { kind: "claimed" }
  /** The same call came before: its answer. */
  | { kind: "replay"; answer: KeptAnswer }
  /** The key came with another call (another body or address). */
  | { kind: "mismatch" }
  /** The first call with the key is still running. */
  | { kind: "in-flight" };

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export async function claimIdempotencyKey(
  userId: string,
  key: string,
  fingerprint: string,
  now = new Date(),
): Promise<KeyClaim> {
  const db = getDb();
  // An expired key (or an abandoned claim) is as good as none.
  await db
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", ago(now, IDEMPOTENCY_KEY_TTL_MS)),
        eb.and([eb("status", "is", null), eb("created_at", "<", ago(now, ABANDONED_CLAIM_MS))]),
      ]),
    )
    .execute();
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({ user_id: userId, key, fingerprint, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: "claimed" };
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "status", "body", "location"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
  // Released between the insert and this read: the other call failed, so this one may retry.
  if (!row) return { kind: "in-flight" };
  if (row.fingerprint !== fingerprint) return { kind: "mismatch" };
  if (row.status === null) return { kind: "in-flight" };
  return {
    kind: "replay",
    answer: { status: Number(row.status), body: row.body ?? "", location: row.location },
  };
}

/** Keeps the answer of the call that claimed the key. */
export async function keepIdempotentAnswer(userId: string, key: string, answer: KeptAnswer) {
  await getDb()
    .updateTable("idempotency_keys")
    .set({ status: answer.status, body: answer.body, location: answer.location })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .execute();
}

/** Frees a key whose call was refused or failed: nothing was created, so a retry may run. */
export async function releaseIdempotencyKey(userId: string, key: string) {
  await getDb()
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("status", "is", null)
    .execute();
}

/** Housekeeping: keys older than their 24 hours. */
export async function pruneIdempotencyKeys(now = new Date()) {
  const result = await getDb()
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", ago(now, IDEMPOTENCY_KEY_TTL_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
