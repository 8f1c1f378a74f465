import { getDbHandle } from "~/db/db.server";
import { helsinkiDate } from "~/utils/dates";
import {
  deliverNotifications,
  queueNotification,
  type CvRetentionPayload,
  type DeliverySummary,
  type QueuedNotification,
} from "../newsletter/notifications.server";
import { writeAudit } from "../shared/audit.server";
import {
  clockOf,
  deletionFrom,
  expertFacts,
  keepPathOf,
  noticeFrom,
  noticeStands,
  onTheClockBefore,
  withNotice,
  withoutCurrentNotice,
} from "./cv-retention-rules.server";

/*
 * The CV retention sweep (decision 051; the rules are in ./cv-retention-rules.server.ts). Every
 * server runs it hourly, and `npm run cv-retention:sweep` from cron; any number at once on one
 * database is safe:
 *
 * - A notice is claimed by writing the expert's notice row for the period's basis (an insert, or
 *   an update guarded by "the row's basis is older"), so one run gets each period. The same
 *   transaction queues the mail to each of the company's users whose switch is on, one mail
 *   per company and transaction listing its CVs; the send ledger then delivers each once and
 *   retries it (app/domain/newsletter/notifications.server.ts).
 * - A deletion locks the expert's row (PostgreSQL; SQLite's write transactions are serialised)
 *   and checks everything again inside: the notice still stands, 30 days have passed, the period
 *   has ended. An offer created at the same moment waits for the lock (its foreign key takes a
 *   share lock on the expert) and is seen afterwards. A second run finds the CV gone.
 */

/** Notice rows read per page while settling them. */
const PAGE = 500;
/** Experts a run considers for a notice at most; the next run goes on. */
const RUN_LIMIT = 1_000;
/** CVs one notice transaction (one company's mail) claims at most. */
const NOTICE_BATCH = 200;
/** CVs one mail lists; the rest are counted. */
const LISTED = 50;

export type CvRetentionRun = {
  /** CVs whose notice this run recorded. */
  noticed: number;
  /** CVs this run deleted. */
  deleted: number;
  /** Notices dropped because a newer CV, a keep or an offer started another period. */
  cleared: number;
  mails: DeliverySummary;
};

/** One run: settle the recorded notices (delete what is due), then notice what has come due. */
export async function sweepCvRetention({
  now = new Date(),
  months,
}: {
  now?: Date;
  months: number;
}): Promise<CvRetentionRun> {
  const settled = await settleNotices(now, months);
  const noticed = await sendDueNotices(now, months);
  return { ...settled, ...noticed };
}

async function settleNotices(now: Date, months: number) {
  const { db } = getDbHandle();
  let deleted = 0;
  let cleared = 0;
  for (let after = ""; ;) {
    const rows = await withNotice(expertFacts(db))
      .where("experts.id", ">", after)
      .orderBy("experts.id")
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      if (!noticeStands(row, row.notice_basis)) {
        // Guarded by the basis read: a notice another run has just written for a new period stays.
        const gone = await db
          .deleteFrom("cv_retention_notices")
          .where("expert_id", "=", row.id)
          .where("cv_basis", "=", row.notice_basis)
          .executeTakeFirst();
        cleared += Number(gone.numDeletedRows);
      } else if (deletionFrom(row.notice_basis, row.noticed_at, months) <= now.toISOString()) {
        if (await deleteNoticedCv(row.id, now, months)) deleted++;
      }
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.id;
  }
  return { deleted, cleared };
}

/**
 * Deletes the expert's CV (its bytes and the CV columns; the expert stays) if its notice still
 * stands and is due, with an audit entry, in one transaction. False when anything has changed.
 */
async function deleteNoticedCv(expertId: string, now: Date, months: number): Promise<boolean> {
  const { db, engine } = getDbHandle();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let lock = trx.selectFrom("experts").select("id").where("id", "=", expertId);
    if (engine === "postgres") lock = lock.forUpdate();
    if (!(await lock.executeTakeFirst())) return false;
    const row = await withNotice(expertFacts(trx))
      .where("experts.id", "=", expertId)
      .executeTakeFirst();
    if (
      !row ||
      !noticeStands(row, row.notice_basis) ||
      deletionFrom(row.notice_basis, row.noticed_at, months) > at
    )
      return false;
    await trx.deleteFrom("expert_cv_chunks").where("expert_id", "=", expertId).execute();
    await trx
      .updateTable("experts")
      .set({
        cv_filename: null,
        cv_mimetype: null,
        cv_size: null,
        cv_added_at: null,
        cv_kept_at: null,
        updated_at: at,
      })
      .where("id", "=", expertId)
      .execute();
    await trx.deleteFrom("cv_retention_notices").where("expert_id", "=", expertId).execute();
    await writeAudit(trx, {
      actorUserId: null,
      ip: null,
      action: "expert.cv-deleted",
      subjectType: "expert",
      subjectId: expertId,
      companyId: row.company_id,
      before: {
        name: row.name,
        cv_filename: row.cv_filename,
        cv_size: row.cv_size === null ? null : Number(row.cv_size),
        cv_added_at: row.cv_added_at,
        cv_counted_from: row.notice_basis,
        cv_notice_sent_at: row.noticed_at,
      },
      after: { name: row.name, cv_filename: null, cv_size: null, cv_added_at: null },
    });
    return true;
  });
}

async function sendDueNotices(now: Date, months: number) {
  const { db } = getDbHandle();
  const at = now.toISOString();
  const rows = await withoutCurrentNotice(onTheClockBefore(expertFacts(db), now, months))
    .orderBy("experts.company_id")
    .orderBy("experts.id")
    .limit(RUN_LIMIT)
    .execute();
  const byCompany = new Map<string, string[]>();
  for (const row of rows) {
    const clock = clockOf(row);
    if (clock === null || noticeFrom(clock, months) > at) continue;
    byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.id]);
  }
  let noticed = 0;
  const mails: DeliverySummary = { sent: 0, failed: 0, skipped: 0 };
  for (const [companyId, ids] of byCompany) {
    for (let start = 0; start < ids.length; start += NOTICE_BATCH) {
      const run = await noticeCompanyCvs(
        companyId,
        ids.slice(start, start + NOTICE_BATCH),
        now,
        months,
      );
      noticed += run.noticed;
      const summary = await deliverNotifications(run.queued);
      mails.sent += summary.sent;
      mails.failed += summary.failed;
      mails.skipped += summary.skipped;
    }
  }
  return { noticed, mails };
}

/**
 * In one transaction: records the notice of each of these experts (one company's) whose notice
 * is still due and no other run has recorded, and queues one mail to each of the company's users
 * listing them. The mails go after the commit.
 */
async function noticeCompanyCvs(companyId: string, ids: string[], now: Date, months: number) {
  const { db } = getDbHandle();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const rows = await expertFacts(trx)
      .where("experts.company_id", "=", companyId)
      .where("experts.id", "in", ids)
      .orderBy("experts.id")
      .execute();
    const claimed: Array<CvRetentionPayload["experts"][number] & { id: string }> = [];
    let own = false;
    for (const row of rows) {
      const clock = clockOf(row);
      if (clock === null || noticeFrom(clock, months) > at) continue;
      const taken = await trx
        .insertInto("cv_retention_notices")
        .values({ expert_id: row.id, cv_basis: clock, noticed_at: at, recipients: 0 })
        .onConflict((oc) =>
          oc
            .column("expert_id")
            .doUpdateSet((eb) => ({
              cv_basis: eb.ref("excluded.cv_basis"),
              noticed_at: eb.ref("excluded.noticed_at"),
              recipients: 0,
            }))
            .where((eb) => eb("cv_retention_notices.cv_basis", "<", eb.ref("excluded.cv_basis"))),
        )
        .returning("expert_id")
        .executeTakeFirst();
      if (!taken) continue;
      own = row.partner_type === "freelancer";
      claimed.push({
        id: row.id,
        name: row.name,
        filename: row.cv_filename ?? "",
        deleteOn: helsinkiDate(new Date(deletionFrom(clock, at, months))),
        keepPath: keepPathOf(row),
      });
    }
    if (claimed.length === 0) return { noticed: 0, queued: [] as QueuedNotification[] };
    const payload: CvRetentionPayload = {
      own,
      months,
      experts: claimed
        .slice(0, LISTED)
        .map(({ name, filename, deleteOn, keepPath }) => ({ name, filename, deleteOn, keepPath })),
      more: Math.max(0, claimed.length - LISTED),
    };
    const users = await trx
      .selectFrom("users")
      .select("id")
      .where("company_id", "=", companyId)
      .where("role", "=", "partner")
      .orderBy("id")
      .execute();
    const queued: QueuedNotification[] = [];
    // One mail per user and notice transaction: its first CV was claimed by this run alone.
    const event = `${claimed[0]!.id}:${at}`;
    for (const user of users) {
      const ref = await queueNotification(trx, "cv-retention", user.id, event, payload);
      if (ref) queued.push(ref);
    }
    await trx
      .updateTable("cv_retention_notices")
      .set({ recipients: queued.length })
      .where(
        "expert_id",
        "in",
        claimed.map((cv) => cv.id),
      )
      .execute();
    return { noticed: claimed.length, queued };
  });
}
