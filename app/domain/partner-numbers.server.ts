import { sql } from "kysely";
import { getDbHandle } from "~/db/db.server";
import {
  CANDIDATE_STAGES,
  DECLINE_REASONS,
  type CandidateStage,
  type DeclineReason,
} from "~/db/schema";
import { helsinkiDate } from "~/utils/dates";
import { helsinkiOffsetHours } from "~/utils/helsinki-time";

/*
 * A partner's own pipeline numbers over the last twelve months (docs/decisions/050-partner-
 * numbers-and-data-exports.md): offers per month, outcomes, median days in each stage and decline
 * reasons. Two aggregate statements per view, whatever the company's size: the overview runs on
 * every partner's landing, so nothing here loops over offers.
 */

/** Calendar months shown: this month (Helsinki) and the eleven before it. */
export const NUMBERS_MONTHS = 12;

/** The stages an offer passes through and leaves; accepted and declined are where it ends. */
export const TIMED_STAGES = CANDIDATE_STAGES.filter(
  (stage) => stage !== "accepted" && stage !== "declined",
) as Exclude<CandidateStage, "accepted" | "declined">[];
export type TimedStage = (typeof TIMED_STAGES)[number];

export type PartnerNumbers = {
  /** The window's first instant (ISO, UTC): midnight in Helsinki on its first month's first day. */
  since: string;
  /** Offers made in each month, oldest first; `month` is YYYY-MM in Helsinki. */
  months: Array<{ month: string; offers: number }>;
  /** Of the window's offers: accepted, declined and still in the pipeline. */
  outcomes: { won: number; notWon: number; inProgress: number };
  /** won / (won + notWon), 0-1; null while none has been decided. */
  winRate: number | null;
  /**
   * Per stage, the median of the completed stays of the window's offers, in days, and how many
   * stays it is taken from (an offer still in a stage has not completed its stay there).
   */
  stageDays: Array<{ stage: TimedStage; medianDays: number | null; stays: number }>;
  /** Declined offers of the window by reason, most first; reasons that never occurred are left out. */
  declineReasons: Array<{ reason: NumbersDeclineReason; count: number }>;
};

/**
 * Why an offer ended declined: staff's reason, or that the expert did not agree to be proposed
 * (decision 048), which no customer decided and staff gave no reason for.
 */
export type NumbersDeclineReason = DeclineReason | "EXPERT_DECLINED";
const REASON_ORDER: readonly NumbersDeclineReason[] = [...DECLINE_REASONS, "EXPERT_DECLINED"];

const HOUR = 3_600_000;

/** The first instant (epoch ms) of a Helsinki calendar month (`month` 0-based, may overflow). */
function helsinkiMonthStart(year: number, month: number): number {
  const utcMidnight = Date.UTC(year, month, 1);
  // Local midnight is two or three hours before UTC's; the clocks change at 01:00 UTC on a
  // Sunday at the end of March and October, never in those hours, so UTC midnight's offset holds.
  return utcMidnight - helsinkiOffsetHours(utcMidnight) * HOUR;
}

/** The window's months, oldest first, each with its first instant as the ISO text stored. */
export function numbersMonths(now: Date): Array<{ month: string; start: string }> {
  const [year, month] = helsinkiDate(now).split("-").map(Number) as [number, number];
  return Array.from({ length: NUMBERS_MONTHS }, (_, i) => {
    const start = new Date(helsinkiMonthStart(year, month - NUMBERS_MONTHS + i));
    const local = new Date(start.getTime() + helsinkiOffsetHours(start.getTime()) * HOUR);
    return { month: local.toISOString().slice(0, 7), start: start.toISOString() };
  });
}

/*
 * The numbers per database and company, kept while nothing they count has changed. Computing
 * them reads every offer of the window and every stage move of the audit trail: for a partner
 * with 5,000 offers and twice as many moves in a year, 25-40 ms on SQLite and PostgreSQL, where
 * the whole overview's data costs about 4 ms. The key is what changes whenever they may: the
 * window's first month, the company's number of offers (a new offer, a withdrawn one, a deleted
 * expert's) and its newest audit entry (every stage move writes one, in the move's
 * transaction). Both are read from indexes in one small statement on every view. An entry also
 * ends after NUMBERS_TTL_MS, so a change no key sees shows within minutes.
 */
const NUMBERS_TTL_MS = 10 * 60_000;
const NUMBERS_CACHE_MAX = 500;
type Entry = { key: string; at: number; numbers: Promise<PartnerNumbers> };
const numbersCache = new WeakMap<object, Map<string, Entry>>();

/** The pipeline numbers of the caller's company (from the session, never a client-sent id). */
export async function getPartnerNumbers(
  companyId: string,
  now = new Date(),
): Promise<PartnerNumbers> {
  const { db } = getDbHandle();
  const months = numbersMonths(now);
  const key = `${months[0]!.start}|${await changeMark(companyId)}`;
  let entries = numbersCache.get(db);
  if (!entries) numbersCache.set(db, (entries = new Map()));
  const cached = entries.get(companyId);
  if (cached && cached.key === key && now.getTime() - cached.at < NUMBERS_TTL_MS)
    return cached.numbers;
  const numbers = computeNumbers(companyId, months);
  entries.delete(companyId);
  entries.set(companyId, { key, at: now.getTime(), numbers });
  // Map keeps insertion order: the first entry is the least recently computed.
  if (entries.size > NUMBERS_CACHE_MAX) entries.delete(entries.keys().next().value!);
  numbers.catch(() => {
    if (entries.get(companyId)?.numbers === numbers) entries.delete(companyId);
  });
  return numbers;
}

/** What changes when the company's numbers may: its offer count and newest audit entry. */
async function changeMark(companyId: string): Promise<string> {
  const row = await getDbHandle()
    .db.selectNoFrom((eb) => [
      eb
        .selectFrom("candidates")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .where("company_id", "=", companyId)
        .as("offers"),
      eb
        .selectFrom("audit_events")
        .select("id")
        .where("company_id", "=", companyId)
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .as("event"),
    ])
    .executeTakeFirstOrThrow();
  return `${Number(row.offers)}|${row.event ?? ""}`;
}

async function computeNumbers(
  companyId: string,
  months: Array<{ month: string; start: string }>,
): Promise<PartnerNumbers> {
  const since = months[0]!.start;
  const [offers, stays] = await Promise.all([
    offerCounts(companyId, months),
    stageStays(companyId, since),
  ]);
  const perMonth = months.map(({ month }) => ({ month, offers: 0 }));
  const outcomes = { won: 0, notWon: 0, inProgress: 0 };
  const reasons = new Map<NumbersDeclineReason, number>();
  for (const row of offers) {
    const n = Number(row.n);
    const slot = perMonth[Number(row.month)];
    if (slot) slot.offers += n;
    if (row.status === "ACCEPTED") outcomes.won += n;
    else if (row.status === "DECLINED") {
      outcomes.notWon += n;
      // A decline without a reason (rows older than the reasons) counts as "other".
      const reason =
        row.consent === "declined"
          ? "EXPERT_DECLINED"
          : isDeclineReason(row.decline_reason)
            ? row.decline_reason
            : "OTHER";
      reasons.set(reason, (reasons.get(reason) ?? 0) + n);
    } else outcomes.inProgress += n;
  }
  const decided = outcomes.won + outcomes.notWon;
  const byStage = new Map(stays.map((row) => [row.stage, row]));
  return {
    since,
    months: perMonth,
    outcomes,
    winRate: decided ? outcomes.won / decided : null,
    stageDays: TIMED_STAGES.map((stage) => {
      const row = byStage.get(stage);
      return row
        ? { stage, medianDays: Number(row.median), stays: Number(row.n) }
        : { stage, medianDays: null, stays: 0 };
    }),
    declineReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort(
        (a, b) =>
          b.count - a.count || REASON_ORDER.indexOf(a.reason) - REASON_ORDER.indexOf(b.reason),
      ),
  };
}

function isDeclineReason(value: string | null): value is DeclineReason {
  return (DECLINE_REASONS as readonly (string | null)[]).includes(value);
}

/**
 * The window's offers counted by month (0 = the oldest), status, decline reason and whether the
 * expert declined to be proposed: at most a few dozen rows, from the company's offers since the
 * window's start.
 */
async function offerCounts(companyId: string, months: Array<{ start: string }>) {
  const { db } = getDbHandle();
  // Newest month first, so the first start an offer is not before is its month. The month
  // numbers are literals (ours); the instants are bound values.
  const branches = months
    .map((m, i) => ({ start: m.start, i }))
    .slice(1)
    .reverse()
    .map(({ start, i }) => sql`when c.created_at >= ${start} then ${sql.lit(i)}`);
  const { rows } = await sql<{
    month: number | string;
    status: string;
    decline_reason: string | null;
    consent: string;
    n: number | string;
  }>`
    select o.month, o.status, o.decline_reason, o.consent, count(*) as n
    from (
      select case ${sql.join(branches, sql` `)} else 0 end as month, c.status, c.decline_reason,
        c.consent
      from candidates as c
      where c.company_id = ${companyId} and c.created_at >= ${months[0]!.start}
    ) as o
    group by o.month, o.status, o.decline_reason, o.consent`.execute(db);
  return rows;
}

/**
 * Median days per stage over the completed stays of the window's offers, from the audit trail:
 * every stage move staff make is recorded there with the stage it left (`candidate.moved`,
 * `candidate.declined`; app/domain/pipeline.server.ts). A stay began at the offer's previous
 * move, or when it was made, and ended at this move. Offers made in the window only, so each
 * one's moves all lie in the window too and are read by the trail's (company_id, at) index.
 * The median is taken in SQL (the middle one or two of each stage's sorted stays), so a company
 * with thousands of moves sends back four rows.
 */
async function stageStays(companyId: string, since: string) {
  const { db, engine } = getDbHandle();
  const left =
    engine === "postgres"
      ? sql`(e.data::jsonb #>> '{before,stage}')`
      : sql`json_extract(e.data, '$.before.stage')`;
  const prev = sql`coalesce(lag(m.at) over (partition by m.candidate_id order by m.at, m.id), c.created_at)`;
  const days =
    engine === "postgres"
      ? sql`extract(epoch from (m.at::timestamptz - (${prev})::timestamptz)) / 86400.0`
      : sql`julianday(m.at) - julianday(${prev})`;
  const { rows } = await sql<{ stage: TimedStage; median: number | string; n: number | string }>`
    with moves as (
      select e.id, e.at, e.subject_id as candidate_id, ${left} as stage
      from audit_events as e
      where e.company_id = ${companyId} and e.at >= ${since}
        and e.action in ('candidate.moved', 'candidate.declined')
        and e.subject_type = 'candidate'
    ),
    stays as (
      select m.stage, ${days} as days
      from moves as m
      join candidates as c on c.id = m.candidate_id
      where c.company_id = ${companyId} and c.created_at >= ${since}
    ),
    ranked as (
      select stage, days,
        row_number() over (partition by stage order by days) as rn,
        count(*) over (partition by stage) as n
      from stays
      where stage in (${sql.join(TIMED_STAGES)})
    )
    select stage, avg(days) as median, max(n) as n
    from ranked
    where rn in ((n + 1) / 2, (n + 2) / 2)
    group by stage`.execute(db);
  return rows;
}
