import { getDbHandle } from "~/db/db.server";
import type { Client, Partner } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { NotFoundError } from "../shared/errors";
import {
  clockOf,
  deletionFrom,
  expertFacts,
  noticeFrom,
  noticeStands,
  onTheClockBefore,
  periodEnd,
  withNotice,
  withoutCurrentNotice,
  NOTICE_DAYS,
} from "./cv-retention-rules.server";

/*
 * What partners and staff see of CV retention (decision 051), and the partner's "keep the CV".
 * The sweep that notices and deletes is ./cv-retention.server.ts.
 */

/** Whose CV: one of a company's experts by id, or a freelancer's own. */
export type KeepTarget = { expertId: string } | "own";

const DAY_MS = 86_400_000;
/** Rows each list of the staff view shows at most; the count says how many there are. */
const STAFF_ROWS = 200;

/** One of the caller's company's experts with the facts, or NotFoundError (also for another's). */
async function factsOf(partner: Partner, target: KeepTarget) {
  const { db } = getDbHandle();
  let query = withAnyNotice(expertFacts(db)).where("experts.company_id", "=", partner.company_id);
  query =
    target === "own"
      ? query.where("experts.user_id", "=", partner.id).orderBy("experts.created_at")
      : query.where("experts.id", "=", target.expertId);
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

function withAnyNotice(query: ReturnType<typeof expertFacts>) {
  return query
    .leftJoin("cv_retention_notices as n", "n.expert_id", "experts.id")
    .select(["n.cv_basis as notice_basis", "n.noticed_at"]);
}

export type CvRetentionState = {
  expertId: string;
  name: string;
  cv: { filename: string; addedAt: string } | null;
  /** An offer of the expert is active: the CV is not on the clock. */
  activeOffer: boolean;
  /** When the notice of the current period was sent, if it was. */
  noticedAt: string | null;
  /** The earliest the CV can be deleted if nothing changes; null while not on the clock. */
  deleteFrom: string | null;
};

/** Where a CV stands, for the partner's keep question. */
export async function getCvRetention(
  partner: Partner,
  target: KeepTarget,
  months: number,
  now = new Date(),
): Promise<CvRetentionState> {
  const row = await factsOf(partner, target);
  const clock = clockOf(row);
  const standing = row.notice_basis !== null && noticeStands(row, row.notice_basis);
  const noticeAt = clock === null ? null : noticeFrom(clock, months);
  const deleteFrom =
    clock === null
      ? null
      : standing
        ? deletionFrom(row.notice_basis!, row.noticed_at!, months)
        : // Not noticed yet: the notice goes at its time or, when that has passed, at the next run.
          deletionFrom(
            clock,
            noticeAt! > now.toISOString() ? noticeAt! : now.toISOString(),
            months,
          );
  return {
    expertId: row.id,
    name: row.name,
    cv:
      row.cv_filename && row.cv_added_at
        ? { filename: row.cv_filename, addedAt: row.cv_added_at }
        : null,
    activeOffer: Number(row.active_offers ?? 0) > 0,
    noticedAt: standing ? row.noticed_at : null,
    deleteFrom,
  };
}

export type KeepResult =
  { ok: true; name: string; deleteFrom: string } | { ok: false; code: "no-cv"; name: string };

/**
 * A partner user keeps the CV: its period starts again now, and a notice sent for the old one
 * no longer stands. Recorded in the audit log with who and from where.
 */
export async function keepCv(
  partner: Partner & Client,
  target: KeepTarget,
  months: number,
  now = new Date(),
): Promise<KeepResult> {
  const { db } = getDbHandle();
  const at = now.toISOString();
  const row = await factsOf(partner, target);
  return db.transaction().execute(async (trx) => {
    const kept = await trx
      .updateTable("experts")
      .set({ cv_kept_at: at, updated_at: at })
      .where("id", "=", row.id)
      .where("company_id", "=", partner.company_id)
      .where("cv_filename", "is not", null)
      .returning(["name", "cv_filename", "cv_kept_at"])
      .executeTakeFirst();
    if (!kept) return { ok: false, code: "no-cv", name: row.name } as const;
    await trx.deleteFrom("cv_retention_notices").where("expert_id", "=", row.id).execute();
    await writeAudit(trx, {
      actorUserId: partner.id,
      ip: partner.ip,
      action: "expert.cv-kept",
      subjectType: "expert",
      subjectId: row.id,
      companyId: partner.company_id,
      before: {
        name: row.name,
        cv_filename: row.cv_filename,
        cv_kept_at: row.cv_kept_at,
        cv_counted_from: clockOf(row),
      },
      after: {
        name: kept.name,
        cv_filename: kept.cv_filename,
        cv_kept_at: at,
        cv_counted_from: at,
      },
    });
    return { ok: true, name: kept.name, deleteFrom: periodEnd(at, months) } as const;
  });
}

/** A CV in the staff view. */
export type DueCv = {
  expertId: string;
  expertName: string;
  companyId: string;
  companyName: string;
  filename: string;
  /** When the period counts from: the latest upload, keep or offer change. */
  countedFrom: string;
  /** When the notice went (noticed) or is due (upcoming). */
  noticeAt: string;
  /** Users the notice mail was queued for; null before the notice. */
  recipients: number | null;
  /** The earliest the CV can be deleted if nothing changes. */
  deleteFrom: string;
};

export type CvRetentionOverview = {
  months: number;
  noticeDays: number;
  /** Notices sent whose CVs wait for their deletion, soonest first. */
  noticed: DueCv[];
  noticedTotal: number;
  /** CVs whose notice is due within NOTICE_DAYS (or overdue, before the next run), soonest first. */
  upcoming: DueCv[];
  upcomingTotal: number;
};

/** The staff view: what is noticed and will be deleted, and what will be noticed soon. */
export async function listCvRetention({
  now = new Date(),
  months,
}: {
  now?: Date;
  months: number;
}): Promise<CvRetentionOverview> {
  const { db } = getDbHandle();
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + NOTICE_DAYS * DAY_MS);
  const [noticedRows, upcomingRows] = await Promise.all([
    withNotice(expertFacts(db)).execute(),
    withoutCurrentNotice(onTheClockBefore(expertFacts(db), horizon, months)).execute(),
  ]);
  const base = (row: (typeof noticedRows)[number] | (typeof upcomingRows)[number]) => ({
    expertId: row.id,
    expertName: row.name,
    companyId: row.company_id,
    companyName: row.company_name,
    filename: row.cv_filename ?? "",
  });
  const noticed = noticedRows
    .filter((row) => noticeStands(row, row.notice_basis))
    .map((row): DueCv => ({
      ...base(row),
      countedFrom: row.notice_basis,
      noticeAt: row.noticed_at,
      recipients: Number(row.recipients),
      deleteFrom: deletionFrom(row.notice_basis, row.noticed_at, months),
    }))
    .sort((a, b) => compare(a.deleteFrom, b.deleteFrom));
  const upcoming = upcomingRows
    .flatMap((row): DueCv[] => {
      const clock = clockOf(row);
      if (clock === null || noticeFrom(clock, months) > horizon.toISOString()) return [];
      const noticeAt = noticeFrom(clock, months);
      return [
        {
          ...base(row),
          countedFrom: clock,
          noticeAt,
          recipients: null,
          deleteFrom: deletionFrom(clock, noticeAt > at ? noticeAt : at, months),
        },
      ];
    })
    .sort((a, b) => compare(a.noticeAt, b.noticeAt));
  return {
    months,
    noticeDays: NOTICE_DAYS,
    noticed: noticed.slice(0, STAFF_ROWS),
    noticedTotal: noticed.length,
    upcoming: upcoming.slice(0, STAFF_ROWS),
    upcomingTotal: upcoming.length,
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
