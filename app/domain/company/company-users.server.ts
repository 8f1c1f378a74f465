import { sql, type Selectable, type Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database, UserTable } from "~/db/schema";
import { isLocale, type Locale } from "~/i18n/config";
import { userRemovedEmail } from "~/mail/templates.server";
import { sendMail } from "~/mail/transport.server";
import { logger } from "~/utils/logger.server";
import type { RateLimitName } from "../shared/rate-limit.server";
import type { Client } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { NotFoundError } from "../shared/errors";
import { keysetPage, rowAfter, type KeysetPage, type KeysetRequest } from "../shared/keyset";

export type CompanyUserRow = {
  id: string;
  name: string | null;
  email: string;
  jobTitle: string | null;
  phoneNumber: string | null;
  isContactPerson: boolean;
  isSelf: boolean;
};

/** The registered users of the caller's company, the caller marked. */
/** The company's registered users: the list's rows, for the page and the API's walk alike. */
const companyUsers = (companyId: string) =>
  getDb()
    .selectFrom("users")
    .where("company_id", "=", companyId)
    .where("registered_at", "is not", null);

const USER_COLUMNS = [
  "id",
  "name",
  "email",
  "job_title",
  "phone_number",
  "is_contact_person",
] as const;

const companyUserRow =
  (selfId: string) =>
  (u: Pick<Selectable<UserTable>, (typeof USER_COLUMNS)[number]>): CompanyUserRow => ({
    id: u.id,
    name: u.name,
    email: u.email,
    jobTitle: u.job_title,
    phoneNumber: u.phone_number,
    isContactPerson: Boolean(u.is_contact_person),
    isSelf: u.id === selfId,
  });

export async function listCompanyUsers(
  companyId: string,
  selfId: string,
): Promise<CompanyUserRow[]> {
  const rows = await companyUsers(companyId)
    .select(USER_COLUMNS)
    .orderBy("name")
    .orderBy("email")
    .execute();
  return rows.map(companyUserRow(selfId));
}

/** Where a walk of the company's users stands: the last user's name ("" for none) and e-mail. */
export type CompanyUserKey = [name: string, email: string];

/**
 * A page of the same users in the same order (name, then e-mail, which is unique) after `after`,
 * for the API's cursor walk; the count is exact.
 */
export async function listCompanyUsersAfter(
  companyId: string,
  selfId: string,
  { limit, after }: KeysetRequest<CompanyUserKey>,
): Promise<KeysetPage<CompanyUserRow, CompanyUserKey>> {
  const name = sql<string>`coalesce(name, '')`;
  let query = companyUsers(companyId)
    .select(USER_COLUMNS)
    .orderBy(name)
    .orderBy("email")
    .limit(limit + 1);
  if (after) query = query.where(rowAfter([name, sql.ref("email")], after, "asc"));
  const [rows, { total }] = await Promise.all([
    query.execute(),
    companyUsers(companyId)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return keysetPage(
    rows,
    limit,
    (u): CompanyUserKey => [u.name ?? "", u.email],
    companyUserRow(selfId),
    { total: Number(total) },
  );
}

/** Another user of the caller's company, or a 404 (also for the caller: that is My details). */
export async function getOtherCompanyUser(companyId: string, selfId: string, userId: string) {
  const user = await getDb()
    .selectFrom("users")
    .select(["id", "name", "email", "is_contact_person"])
    .where("id", "=", userId)
    .where("company_id", "=", companyId)
    .where("id", "!=", selfId)
    .where("registered_at", "is not", null)
    .executeTakeFirst();
  if (!user) throw new NotFoundError();
  return { ...user, isContactPerson: Boolean(user.is_contact_person) };
}

/**
 * Serialises company-level changes (deleting users, the last-user check, invites): every such
 * transaction first writes the company row, so on PostgreSQL the second waits for the first and
 * then sees its result; SQLite's write transactions are serial anyway. The row is written with
 * its own value: taking the lock is not a change, and a refused request must leave no trace.
 */
export async function lockCompany(trx: Transaction<Database>, companyId: string) {
  const result = await trx
    .updateTable("companies")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", companyId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The rate limits counted per e-mail address; their keys hold the address (personal data). */
const PER_EMAIL_LIMITS: RateLimitName[] = [
  "signInPerEmail",
  "apiSignInPerEmail",
  "resetPerEmail",
  "verificationPerEmail",
];

/**
 * Removes the rate-limit windows keyed by a deleted user's address and, when the company is
 * deleted, by the company: nothing else would ever remove those rows.
 */
export async function forgetRateLimitsOf(
  trx: Transaction<Database>,
  subject: { email: string; companyId: string | null },
) {
  const email = subject.email.toLowerCase();
  const keys = PER_EMAIL_LIMITS.map((name) => `${name}:${email}`);
  if (subject.companyId) keys.push(`invitesPerCompany:${subject.companyId.toLowerCase()}`);
  await trx.deleteFrom("rate_limits").where("key", "in", keys).execute();
}

/**
 * Removes a user from the company inside the caller's transaction: their offers and, if they
 * held it, the contact person role pass to `successorId`; their sessions end, identities, tokens
 * and drafts cascade with the row, and the rate-limit windows keyed by their address go too.
 */
export async function removeUserHandingOver(
  trx: Transaction<Database>,
  companyId: string,
  user: { id: string; email: string; is_contact_person: number },
  successorId: string,
) {
  await trx
    .updateTable("candidates")
    .set({ contact_user_id: successorId })
    .where("contact_user_id", "=", user.id)
    .where("company_id", "=", companyId)
    .execute();
  await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("users").where("id", "=", user.id).execute();
  await forgetRateLimitsOf(trx, { email: user.email, companyId: null });
  // After the delete: the database allows one contact person per company at any moment.
  if (user.is_contact_person)
    await trx
      .updateTable("users")
      .set({ is_contact_person: 1 })
      .where("id", "=", successorId)
      .execute();
}

export type DeleteUserResult =
  { ok: true; mailSent: boolean; wasContactPerson: boolean } | { ok: false; code: "not-found" };

/**
 * Deletes another user of the actor's company. In one transaction: the actor becomes contact
 * person if the deleted user was it, the deleted user's offers get the actor as their contact,
 * the user row goes (sessions, identities, tokens and drafts cascade; invites and experts keep
 * their rows with the reference cleared), and an audit event is written. The notification goes
 * out after the commit; a failed send is logged and reported, the deletion stands.
 */
export async function deleteCompanyUser(
  actor: { id: string; company_id: string; name: string | null; email: string } & Client,
  userId: string,
): Promise<DeleteUserResult> {
  if (userId === actor.id) return { ok: false, code: "not-found" };
  const outcome = await getDb()
    .transaction()
    .execute(async (trx) => {
      if (!(await lockCompany(trx, actor.company_id))) return null;
      const [target, self] = await Promise.all([
        trx
          .selectFrom("users")
          .select(["id", "name", "email", "locale", "is_contact_person"])
          .where("id", "=", userId)
          .where("company_id", "=", actor.company_id)
          .executeTakeFirst(),
        trx
          .selectFrom("users")
          .select("id")
          .where("id", "=", actor.id)
          .where("company_id", "=", actor.company_id)
          .executeTakeFirst(),
      ]);
      // The actor may have been deleted a moment ago by the user they are deleting.
      if (!target || !self) return null;
      await removeUserHandingOver(trx, actor.company_id, target, actor.id);
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        companyId: actor.company_id,
        action: "user.deleted",
        subjectType: "user",
        subjectId: target.id,
        before: { wasContactPerson: Boolean(target.is_contact_person) },
      });
      const company = await trx
        .selectFrom("companies")
        .select("name")
        .where("id", "=", actor.company_id)
        .executeTakeFirstOrThrow();
      return { target, companyName: company.name };
    });
  if (!outcome) return { ok: false, code: "not-found" };
  const { target, companyName } = outcome;
  let mailSent = true;
  try {
    const locale: Locale = isLocale(target.locale) ? target.locale : "en";
    const mail = await userRemovedEmail({
      locale,
      name: target.name,
      companyName,
      removedBy: actor.name ?? actor.email,
    });
    await sendMail({ to: target.email, ...mail });
  } catch (error) {
    mailSent = false;
    logger.warn("user removed mail not sent", { reason: (error as Error).message });
  }
  return { ok: true, mailSent, wasContactPerson: Boolean(target.is_contact_person) };
}
