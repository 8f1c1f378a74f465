import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { getDb } from "~/db/db.server";
import type { AuditAction, AuditSubject } from "./audit-actions";
import { auditSubjectNames } from "./audit-subjects.server";

type Writer = Transaction<Database> | Kysely<Database>;

export type AuditEntry = {
  actorUserId: string | null;
  /** The client's address (Client in ./actor.ts); required, so no audited action leaves it out. */
  ip: string | null;
  action: AuditAction;
  subjectType: AuditSubject;
  subjectId: string;
  companyId?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * One row of the audit trail: who, when, what, the object, before and after. Callers pass their
 * transaction, so the entry commits or rolls back with the change it records.
 */
export async function writeAudit(trx: Writer, entry: AuditEntry) {
  const data =
    entry.before === undefined && entry.after === undefined
      ? null
      : JSON.stringify({ before: entry.before ?? null, after: entry.after ?? null });
  await trx
    .insertInto("audit_events")
    .values({
      at: new Date().toISOString(),
      actor_user_id: entry.actorUserId,
      company_id: entry.companyId ?? null,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      data,
      ip: entry.ip,
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { action?: string; actor?: string; subject?: string; page: number };

/**
 * The newest entries first, filtered by action (one of `actions`), part of the actor's e-mail and
 * the subject's id. A `%` or `_` typed into the e-mail filter only widens the match.
 */
export async function listAudit(filter: AuditFilter) {
  let query = getDb()
    .selectFrom("audit_events")
    .leftJoin("users", "users.id", "audit_events.actor_user_id")
    .leftJoin("companies", "companies.id", "audit_events.company_id");
  if (filter.action) query = query.where("audit_events.action", "=", filter.action);
  if (filter.actor) query = query.where("users.email", "like", `%${filter.actor.toLowerCase()}%`);
  if (filter.subject) query = query.where("audit_events.subject_id", "=", filter.subject);
  const [rows, total, actions] = await Promise.all([
    query
      .select([
        "audit_events.id",
        "audit_events.at",
        "audit_events.action",
        "audit_events.subject_type",
        "audit_events.subject_id",
        "audit_events.data",
        "audit_events.ip",
        "users.email as actor_email",
        "companies.name as company_name",
      ])
      .orderBy("audit_events.id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    getDb().selectFrom("audit_events").select("action").distinct().orderBy("action").execute(),
  ]);
  const names = await auditSubjectNames(rows);
  return {
    entries: rows.map((row, i) => ({ ...row, id: Number(row.id), subject_name: names[i] ?? null })),
    total: Number(total.n),
    actions: actions.map((a) => a.action),
  };
}
