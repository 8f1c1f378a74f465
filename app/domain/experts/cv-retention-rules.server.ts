import type { Kysely } from "kysely";
import type { CandidateStatus, Database } from "~/db/schema";

/*
 * When a stored CV is deleted (decision 051). Its expert's retention period counts from the
 * *basis*: the latest of the CV's upload, a partner user's "keep the CV" and the last change to
 * any offer of the expert (a candidate's creation or stage move). While an offer is active the
 * CV is never due. CV_RETENTION_MONTHS after the basis it may go, but only once a notice has
 * been recorded for that period and 30 days have passed since: the notice goes out 30 days
 * before the period ends, or at once when it has already ended (the first run after a deploy).
 */

/** An offer the customer or the provider is still deciding on; any other status has ended. */
export const ACTIVE_OFFER_STATUSES = ["REVIEW", "OFFERED"] as const satisfies CandidateStatus[];
/** Days between the notice and the deletion, at least. */
export const NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** `iso` moved by whole calendar months (UTC), the day clamped to the month's last. */
export function addMonths(iso: string, months: number): string {
  const from = new Date(iso);
  const to = new Date(from.getTime());
  to.setUTCDate(1);
  to.setUTCMonth(from.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(from.getUTCDate(), last));
  return to.toISOString();
}

const addDays = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

const latest = (...values: Array<string | null>) =>
  values.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/** What the rule reads about one expert (ISO timestamps compare as strings). */
export type RetentionFacts = {
  cv_filename: string | null;
  cv_added_at: string | null;
  cv_kept_at: string | null;
  /** The newest `updated_at` of the expert's candidates, null without any. */
  last_offer_at: string | null;
  active_offers: number | string | bigint | null;
};

/** The time the current period counts from; null when there is no CV to keep or delete. */
export function basisOf(facts: RetentionFacts): string | null {
  if (!facts.cv_filename || !facts.cv_added_at) return null;
  return latest(facts.cv_added_at, facts.cv_kept_at, facts.last_offer_at);
}

/** The basis when the CV is on the clock: stored, and no offer of its expert active. */
export function clockOf(facts: RetentionFacts): string | null {
  return Number(facts.active_offers ?? 0) > 0 ? null : basisOf(facts);
}

/** When the period that counts from `basis` ends. */
export const periodEnd = (basis: string, months: number) => addMonths(basis, months);

/** When the notice of the period is due: NOTICE_DAYS before its end. */
export const noticeFrom = (basis: string, months: number) =>
  addDays(periodEnd(basis, months), -NOTICE_DAYS);

/** When a CV noticed at `noticedAt` for the period of `basis` may be deleted. */
export function deletionFrom(basis: string, noticedAt: string, months: number): string {
  return latest(periodEnd(basis, months), addDays(noticedAt, NOTICE_DAYS))!;
}

/**
 * Whether a recorded notice still stands: the CV is on the clock and its period started no later
 * than the notice's. A newer upload, keep or offer starts a later period, which needs a notice
 * of its own; a withdrawn (deleted) offer can only move the basis back, and the notice, given
 * with the later date, still holds.
 */
export function noticeStands(facts: RetentionFacts, noticeBasis: string): boolean {
  const clock = clockOf(facts);
  return clock !== null && clock <= noticeBasis;
}

/**
 * The newest basis whose notice is due at `horizon`, a few days generous: calendar months do
 * not invert exactly (31 March less a month is 28 February), so queries select by this and the
 * caller checks each row with noticeFrom.
 */
export function noticeCutoff(horizon: Date, months: number): string {
  return addDays(addMonths(addDays(horizon.toISOString(), NOTICE_DAYS), -months), 4);
}

/**
 * Experts with the facts the rule reads, their company and its kind. Add a `where` on the
 * experts to narrow; the candidate columns are subqueries, so each expert is one row.
 */
export function expertFacts(db: Kysely<Database>) {
  return db
    .selectFrom("experts")
    .innerJoin("companies", "companies.id", "experts.company_id")
    .select((eb) => [
      "experts.id",
      "experts.company_id",
      "experts.user_id",
      "experts.name",
      "experts.cv_filename",
      "experts.cv_size",
      "experts.cv_added_at",
      "experts.cv_kept_at",
      "companies.name as company_name",
      "companies.partner_type",
      eb
        .selectFrom("candidates")
        .select((c) => c.fn.max("candidates.updated_at").as("at"))
        .whereRef("candidates.expert_id", "=", "experts.id")
        .as("last_offer_at"),
      eb
        .selectFrom("candidates")
        .select((c) => c.fn.countAll().as("n"))
        .whereRef("candidates.expert_id", "=", "experts.id")
        .where("candidates.status", "in", ACTIVE_OFFER_STATUSES)
        .as("active_offers"),
    ]);
}

/**
 * Narrows expertFacts to CVs whose notice may be due at `horizon` (see noticeCutoff): stored,
 * uploaded and kept before the cutoff, no offer active, none changed after it.
 */
export function onTheClockBefore(
  query: ReturnType<typeof expertFacts>,
  horizon: Date,
  months: number,
) {
  const cutoff = noticeCutoff(horizon, months);
  return query
    .where("experts.cv_filename", "is not", null)
    .where("experts.cv_added_at", "<=", cutoff)
    .where((eb) =>
      eb.or([eb("experts.cv_kept_at", "is", null), eb("experts.cv_kept_at", "<=", cutoff)]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("candidates")
            .select("candidates.id")
            .whereRef("candidates.expert_id", "=", "experts.id")
            .where((c) =>
              c.or([
                c("candidates.status", "in", ACTIVE_OFFER_STATUSES),
                c("candidates.updated_at", ">", cutoff),
              ]),
            ),
        ),
      ),
    );
}

/** Where a partner user keeps a CV: a freelancer their own, a company's user one expert's. */
export function keepPathOf(expert: { id: string; partner_type: "company" | "freelancer" }) {
  return expert.partner_type === "freelancer"
    ? "/dashboard/freelancer-information/keep-cv"
    : `/dashboard/experts/${expert.id}/keep-cv`;
}

/**
 * Narrows expertFacts to experts without a notice for their current period: none recorded, or
 * one recorded for an earlier basis than a later upload, keep or offer change has made.
 */
export function withoutCurrentNotice(query: ReturnType<typeof expertFacts>) {
  return query
    .leftJoin("cv_retention_notices as n", "n.expert_id", "experts.id")
    .where((eb) =>
      eb.or([
        eb("n.expert_id", "is", null),
        eb("n.cv_basis", "<", eb.ref("experts.cv_added_at")),
        eb("n.cv_basis", "<", eb.ref("experts.cv_kept_at")),
        eb.exists(
          eb
            .selectFrom("candidates")
            .select("candidates.id")
            .whereRef("candidates.expert_id", "=", "experts.id")
            .whereRef("candidates.updated_at", ">", "n.cv_basis"),
        ),
      ]),
    );
}

/** Narrows expertFacts to experts with a recorded notice, and adds its columns. */
export function withNotice(query: ReturnType<typeof expertFacts>) {
  return query
    .innerJoin("cv_retention_notices as n", "n.expert_id", "experts.id")
    .select(["n.cv_basis as notice_basis", "n.noticed_at", "n.recipients"]);
}
