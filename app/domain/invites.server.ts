import type { Kysely, Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { hashToken, newId, newToken, nowIso } from "~/utils/ids.server";

export const INVITE_VALIDITY_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

export type InviteState = "active" | "expired" | "consumed" | "deleted";
export type InviteErrorCode =
  | "invite-not-found"
  | "invite-already-consumed"
  | "invite-deleted"
  | "invite-expired"
  | "email-does-not-match"
  | "user-belongs-to-this-company"
  | "user-belongs-to-other-company";

export type InviteRow = {
  id: string;
  company_id: string;
  email: string;
  expires_at: string;
  consumed_at: string | null;
  deleted_at: string | null;
};

export function inviteState(
  invite: Pick<InviteRow, "expires_at" | "consumed_at" | "deleted_at">,
  now = new Date(),
): InviteState {
  if (invite.deleted_at) return "deleted";
  if (invite.consumed_at) return "consumed";
  if (invite.expires_at <= now.toISOString()) return "expired";
  return "active";
}

/** Creates an invite and returns the secret token for the e-mail; only its hash is stored. */
export async function createInvite(input: {
  companyId: string;
  email: string;
  message?: string;
  invitedByUserId: string;
}) {
  const token = newToken();
  const now = new Date();
  const id = newId();
  await getDb()
    .insertInto("invites")
    .values({
      id,
      company_id: input.companyId,
      email: input.email.trim().toLowerCase(),
      message: input.message ?? null,
      token_hash: hashToken(token),
      invited_by_user_id: input.invitedByUserId,
      sent_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITE_VALIDITY_DAYS * DAY_MS).toISOString(),
      consumed_at: null,
      consumed_by_user_id: null,
      deleted_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, token };
}

async function findByToken(db: Kysely<Database>, token: string) {
  if (typeof token !== "string" || token.length < 20 || token.length > 200) return undefined;
  return db
    .selectFrom("invites")
    .innerJoin("companies", "companies.id", "invites.company_id")
    .select([
      "invites.id",
      "invites.company_id",
      "invites.email",
      "invites.expires_at",
      "invites.consumed_at",
      "invites.deleted_at",
      "companies.name as company_name",
    ])
    .where("invites.token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

export type InviteCheck =
  | { ok: true; invite: NonNullable<Awaited<ReturnType<typeof findByToken>>> }
  | { ok: false; code: InviteErrorCode; companyName?: string };

/**
 * Whether this invite can be used, optionally by this user (e-mail must match, user must not
 * belong to a company yet). Used before sign-in (no user) and when joining (with the user).
 */
export async function checkInvite(
  token: string,
  user?: { email: string; company_id: string | null; registered_at: string | null },
  db: Kysely<Database> = getDb(),
): Promise<InviteCheck> {
  const invite = await findByToken(db, token);
  if (!invite) return { ok: false, code: "invite-not-found" };
  if (user?.company_id && user.registered_at) {
    return {
      ok: false,
      code:
        user.company_id === invite.company_id
          ? "user-belongs-to-this-company"
          : "user-belongs-to-other-company",
      companyName: invite.company_name,
    };
  }
  const state = inviteState(invite);
  if (state === "deleted") return { ok: false, code: "invite-deleted" };
  if (state === "consumed") return { ok: false, code: "invite-already-consumed" };
  if (state === "expired") return { ok: false, code: "invite-expired" };
  if (user && user.email.toLowerCase() !== invite.email.toLowerCase())
    return { ok: false, code: "email-does-not-match" };
  return { ok: true, invite };
}

/** Marks the invite used inside the caller's transaction; false when someone else used it first. */
export async function consumeInvite(trx: Transaction<Database>, inviteId: string, userId: string) {
  const result = await trx
    .updateTable("invites")
    .set({ consumed_at: nowIso(), consumed_by_user_id: userId })
    .where("id", "=", inviteId)
    .where("consumed_at", "is", null)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
