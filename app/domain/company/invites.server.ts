import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database, InviteTable } from "~/db/schema";
import { isLocale } from "~/i18n/config";
import { inviteEmail } from "~/mail/templates.server";
import { sendMail } from "~/mail/transport.server";
import { hashToken, newId, newToken, nowIso } from "~/utils/ids.server";
import { logger } from "~/utils/logger.server";
import { lockCompany } from "./company-users.server";
import { hitRateLimit } from "../shared/rate-limit.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { NotFoundError } from "../shared/errors";
import { keysetPage, rowAfter, type KeysetPage, type KeysetRequest } from "../shared/keyset";

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
export async function createInvite(
  input: { companyId: string; email: string; message?: string | null; invitedByUserId: string },
  db: Kysely<Database> = getDb(),
) {
  const token = newToken();
  const now = new Date();
  const id = newId();
  await db
    .insertInto("invites")
    .values({
      id,
      company_id: input.companyId,
      email: input.email.trim().toLowerCase(),
      message: input.message ?? null,
      token_hash: hashToken(token),
      invited_by_user_id: input.invitedByUserId,
      sent_at: now.toISOString(),
      expires_at: validUntil(now),
      consumed_at: null,
      consumed_by_user_id: null,
      deleted_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, token };
}

function validUntil(sentAt: Date) {
  return new Date(sentAt.getTime() + INVITE_VALIDITY_DAYS * DAY_MS).toISOString();
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
      "invites.invited_by_user_id",
      "companies.name as company_name",
    ])
    .where("invites.token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

/** Who sent an invite and what they wrote, for the screens that introduce it. */
export async function inviteIntroduction(inviteId: string) {
  return getDb()
    .selectFrom("invites")
    .leftJoin("users", "users.id", "invites.invited_by_user_id")
    .select(["invites.message", "invites.sent_at", "users.name as inviter_name"])
    .where("invites.id", "=", inviteId)
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

// ---------------------------------------------------------------------------------------------
// Managing a company's invites (Company and users tab). Every function is scoped by the caller's
// company from the session; another company's invite id is "not-found", never data.

export type CompanyInvite = {
  id: string;
  email: string;
  message: string | null;
  sentAt: string;
  expiresAt: string;
  state: InviteState;
};

const INVITE_COLUMNS = [
  "id",
  "email",
  "message",
  "sent_at",
  "expires_at",
  "consumed_at",
  "deleted_at",
] as const;

const companyInvite =
  (now: Date) =>
  (r: Pick<Selectable<InviteTable>, (typeof INVITE_COLUMNS)[number]>): CompanyInvite => ({
    id: r.id,
    email: r.email,
    message: r.message,
    sentAt: r.sent_at,
    expiresAt: r.expires_at,
    state: inviteState(r, now),
  });

const companyInvites = (companyId: string) =>
  getDb().selectFrom("invites").where("company_id", "=", companyId);

export async function listCompanyInvites(
  companyId: string,
  now = new Date(),
): Promise<CompanyInvite[]> {
  const rows = await companyInvites(companyId)
    .select(INVITE_COLUMNS)
    .orderBy("sent_at", "desc")
    .execute();
  return rows.map(companyInvite(now));
}

/** Where a walk of the company's invites stands: the last invite's sending time and id. */
export type InviteKey = [sentAt: string, id: string];

/**
 * A page of the company's invites, latest sent first (then id, so ties keep one order), after
 * `after`, for the API's cursor walk; the count is exact. Resending moves an invite to the top.
 */
export async function listCompanyInvitesAfter(
  companyId: string,
  { limit, after }: KeysetRequest<InviteKey>,
  now = new Date(),
): Promise<KeysetPage<CompanyInvite, InviteKey>> {
  let query = companyInvites(companyId)
    .select(INVITE_COLUMNS)
    .orderBy("sent_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (after) query = query.where(rowAfter([sql.ref("sent_at"), sql.ref("id")], after, "desc"));
  const [rows, { total }] = await Promise.all([
    query.execute(),
    companyInvites(companyId)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return keysetPage(rows, limit, (r): InviteKey => [r.sent_at, r.id], companyInvite(now), {
    total: Number(total),
  });
}

/** One invite of the caller's company, or a 404 response. */
export async function getCompanyInvite(companyId: string, inviteId: string) {
  const row = await getDb()
    .selectFrom("invites")
    .select(["id", "email", "message", "sent_at", "expires_at", "consumed_at", "deleted_at"])
    .where("id", "=", inviteId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return { id: row.id, email: row.email, message: row.message, state: inviteState(row) };
}

export type InviteAdminCode =
  | "user-belongs-to-this-company"
  | "user-belongs-to-other-company"
  | "invite-already-created"
  | "invite-already-consumed"
  | "invite-deleted"
  | "rate-limited"
  | "not-found"
  | "generic-create";

export type InviteSendResult =
  | { ok: true; inviteId: string; token: string; mailSent: boolean }
  | { ok: false; code: InviteAdminCode; existingInviteId?: string };

type Actor = { id: string; company_id: string; name: string | null; email: string; locale: string };

/**
 * Sends the invitation mail in the inviter's language. The invite row is already committed: a
 * failed send is reported (mailSent false) and the invite stays, so it can be resent.
 */
async function sendInviteMail(
  actor: Actor,
  invite: { email: string; message: string | null },
  token: string,
): Promise<boolean> {
  try {
    const company = await getDb()
      .selectFrom("companies")
      .select("name")
      .where("id", "=", actor.company_id)
      .executeTakeFirstOrThrow();
    const mail = await inviteEmail({
      locale: isLocale(actor.locale) ? actor.locale : "en",
      companyName: company.name,
      inviterName: actor.name ?? actor.email,
      message: invite.message,
      token,
    });
    await sendMail({ to: invite.email, ...mail });
    return true;
  } catch (error) {
    logger.warn("invite mail not sent", { reason: (error as Error).message });
    return false;
  }
}

/**
 * Invites an address to the caller's company. Refused with the invite-flow codes: the address
 * is already a user of this company or of another one, or it has an active invite (resend that
 * one instead). Rate limited per company. The mail goes out after the commit.
 */
export async function inviteUser(
  actor: Actor,
  input: { email: string; message?: string },
): Promise<InviteSendResult> {
  const email = input.email.trim().toLowerCase();
  const message = input.message?.trim() || null;
  if (!(await hitRateLimit("invitesPerCompany", actor.company_id)))
    return { ok: false, code: "rate-limited" };
  const result = await createInviteRow(actor, email, message).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error("invite not created", { reason: (error as Error).message });
    return { ok: false as const, code: "generic-create" as const };
  });
  if (!result.ok) return result;
  const mailSent = await sendInviteMail(actor, { email, message }, result.token);
  return { ok: true, inviteId: result.id, token: result.token, mailSent };
}

/**
 * Why this address cannot get a (new or renewed) invite of the company: it already belongs to a
 * registered user, or it has another active invite (one active invite per address and company).
 */
async function addressTaken(
  trx: Transaction<Database>,
  companyId: string,
  email: string,
  exceptInviteId?: string,
) {
  const user = await trx
    .selectFrom("users")
    .select(["company_id", "registered_at"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (user?.company_id && user.registered_at)
    return {
      ok: false as const,
      code:
        user.company_id === companyId
          ? ("user-belongs-to-this-company" as const)
          : ("user-belongs-to-other-company" as const),
    };
  const existing = await trx
    .selectFrom("invites")
    .select(["id", "expires_at", "consumed_at", "deleted_at"])
    .where("company_id", "=", companyId)
    .where("email", "=", email.toLowerCase())
    .execute();
  const active = existing.find((i) => i.id !== exceptInviteId && inviteState(i) === "active");
  if (active)
    return {
      ok: false as const,
      code: "invite-already-created" as const,
      existingInviteId: active.id,
    };
  return null;
}

async function createInviteRow(actor: Actor, email: string, message: string | null) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await lockCompany(trx, actor.company_id);
      const taken = await addressTaken(trx, actor.company_id, email);
      if (taken) return taken;
      const { id, token } = await createInvite(
        { companyId: actor.company_id, email, message, invitedByUserId: actor.id },
        trx,
      );
      return { ok: true as const, id, token };
    });
}

/**
 * Sends an active or expired invite again: a new token (the old link stops working at once), a
 * fresh 14-day validity and the (possibly edited) message. Consumed and deleted invites are final;
 * an address that has joined a company since, or has a newer active invite, is refused with the
 * same codes as a new invite.
 */
export async function resendInvite(
  actor: Actor,
  inviteId: string,
  input: { message?: string },
): Promise<InviteSendResult> {
  const message = input.message?.trim() || null;
  if (!(await hitRateLimit("invitesPerCompany", actor.company_id)))
    return { ok: false, code: "rate-limited" };
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      await lockCompany(trx, actor.company_id);
      const invite = await trx
        .selectFrom("invites")
        .select(["id", "email", "expires_at", "consumed_at", "deleted_at"])
        .where("id", "=", inviteId)
        .where("company_id", "=", actor.company_id)
        .executeTakeFirst();
      if (!invite) return { ok: false as const, code: "not-found" as const };
      const state = inviteState(invite);
      if (state === "consumed")
        return { ok: false as const, code: "invite-already-consumed" as const };
      if (state === "deleted") return { ok: false as const, code: "invite-deleted" as const };
      const taken = await addressTaken(trx, actor.company_id, invite.email, invite.id);
      if (taken) return taken;
      const token = newToken();
      const now = new Date();
      // Only while still open: a delete or a registration (neither locks the company) may have
      // finished since the read above; then nothing is renewed and no mail goes out.
      const updated = await trx
        .updateTable("invites")
        .set({
          token_hash: hashToken(token),
          message,
          invited_by_user_id: actor.id,
          sent_at: now.toISOString(),
          expires_at: validUntil(now),
        })
        .where("id", "=", invite.id)
        .where("consumed_at", "is", null)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1)
        return { ok: false as const, code: "invite-deleted" as const };
      return { ok: true as const, id: invite.id, email: invite.email, token };
    });
  if (!result.ok) return result;
  const mailSent = await sendInviteMail(actor, { email: result.email, message }, result.token);
  return { ok: true, inviteId: result.id, token: result.token, mailSent };
}

/** Deactivates an invite at once (its link answers invite-deleted); consumed ones stay as they are. */
export async function deleteCompanyInvite(
  companyId: string,
  inviteId: string,
): Promise<{ ok: true } | { ok: false; code: "not-found" | "invite-already-consumed" }> {
  const db = getDb();
  const invite = await db
    .selectFrom("invites")
    .select(["id", "consumed_at", "deleted_at"])
    .where("id", "=", inviteId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!invite) return { ok: false, code: "not-found" };
  if (invite.consumed_at) return { ok: false, code: "invite-already-consumed" };
  if (invite.deleted_at) return { ok: true };
  const result = await db
    .updateTable("invites")
    .set({ deleted_at: nowIso() })
    .where("id", "=", inviteId)
    .where("company_id", "=", companyId)
    .where("consumed_at", "is", null)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true };
  // Someone else got there first: deleted is fine, consumed is not.
  const again = await getCompanyInviteRow(companyId, inviteId);
  return again?.consumed_at ? { ok: false, code: "invite-already-consumed" } : { ok: true };
}

async function getCompanyInviteRow(companyId: string, inviteId: string) {
  return getDb()
    .selectFrom("invites")
    .select(["consumed_at", "deleted_at"])
    .where("id", "=", inviteId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}
