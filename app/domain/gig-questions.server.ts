import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import { nowIso } from "~/utils/ids.server";
import { getGig } from "./gigs.server";
import type { Partner } from "./shared/actor";
import { ConflictError, NotFoundError } from "./shared/errors";
import { hitRateLimit } from "./shared/rate-limit.server";
import { keysetPage, rowAfter, type KeysetPage, type KeysetRequest } from "./shared/keyset";

/*
 * Questions on a gig, the partners' side (issue 37, decision 049): a registered partner asks
 * while the gig takes offers, and sees every answered question that is not hidden and the
 * unanswered ones of their own company ("waiting for an answer"); never the asker, never another
 * company's unanswered question. Staff's side is gig-question-answers.server.ts.
 */

/** A question as a partner (page or API) sees it: the public wording, no asker. */
export type GigQuestionView = {
  id: number;
  question: string;
  answer: string | null;
  askedAt: string;
  answeredAt: string | null;
  /** Asked by the viewer's own company. */
  own: boolean;
};

export type AskResult =
  { ok: true; question: GigQuestionView } | { ok: false; code: "rate-limited" };

export const publicWording = (row: { text: string; public_text: string | null }) =>
  row.public_text ?? row.text;

/** The questions of a gig a viewer may see: answered ones, and their own company's. */
const visibleQuestions = (viewer: { companyId: string | null }, gigId: number) =>
  getDb()
    .selectFrom("gig_questions")
    .where("gig_id", "=", gigId)
    .where("hidden_at", "is", null)
    .where((eb) =>
      viewer.companyId === null
        ? eb("answered_at", "is not", null)
        : eb.or([eb("answered_at", "is not", null), eb("company_id", "=", viewer.companyId)]),
    );

const QUESTION_COLUMNS = [
  "id",
  "text",
  "public_text",
  "answer",
  "asked_at",
  "answered_at",
  "company_id",
] as const;

/**
 * The questions of a published gig a viewer may see, their own company's unanswered ones first
 * (newest first), then the answered ones, latest answer first. `companyId` null (staff, an
 * account that has not registered): the answered ones only.
 */
export async function listGigQuestions(
  viewer: { companyId: string | null },
  gigId: number,
): Promise<GigQuestionView[]> {
  const rows = await visibleQuestions(viewer, gigId)
    .select(QUESTION_COLUMNS)
    .orderBy("asked_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const views = rows.map((row) => toView(row, viewer.companyId));
  return [
    ...views.filter((q) => q.answeredAt === null),
    ...latestAnswerFirst(views.filter((q) => q.answeredAt !== null)),
  ];
}

/** Where a walk of a gig's questions stands: waiting (1) or answered (0), its time, its id. */
export type GigQuestionKey = [waiting: 0 | 1, at: string, id: number];

/**
 * A page of the same questions in the same order (waiting ones first, newest asked first; then
 * answered ones, latest answer first) after `after`, for the API's cursor walk; the count is
 * exact. A question answered during a walk moves to the answered part and may be seen again.
 */
export async function listGigQuestionsAfter(
  viewer: { companyId: string | null },
  gigId: number,
  { limit, after }: KeysetRequest<GigQuestionKey>,
): Promise<KeysetPage<GigQuestionView, GigQuestionKey>> {
  const waiting = sql<number>`(case when answered_at is null then 1 else 0 end)`;
  const at = sql<string>`coalesce(answered_at, asked_at)`;
  const visible = visibleQuestions(viewer, gigId);
  let query = visible
    .select(QUESTION_COLUMNS)
    .orderBy(waiting, "desc")
    .orderBy(at, "desc")
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (after) query = query.where(rowAfter([waiting, at, sql.ref("id")], after, "desc"));
  const [rows, { total }] = await Promise.all([
    query.execute(),
    visible.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return keysetPage(
    rows,
    limit,
    (row): GigQuestionKey => [
      row.answered_at === null ? 1 : 0,
      row.answered_at ?? row.asked_at,
      Number(row.id),
    ],
    (row) => toView(row, viewer.companyId),
    { total: Number(total) },
  );
}

export function latestAnswerFirst<Q extends { answeredAt: string | null }>(questions: Q[]): Q[] {
  return [...questions].sort((a, b) => (b.answeredAt ?? "").localeCompare(a.answeredAt ?? ""));
}

export function toView(
  row: {
    id: number;
    text: string;
    public_text: string | null;
    answer: string | null;
    asked_at: string;
    answered_at: string | null;
    company_id: string | null;
  },
  companyId: string | null,
): GigQuestionView {
  return {
    id: Number(row.id),
    question: publicWording(row),
    answer: row.answered_at === null ? null : row.answer,
    askedAt: row.asked_at,
    answeredAt: row.answered_at,
    own: companyId !== null && row.company_id === companyId,
  };
}

/**
 * A registered partner asks a question on a published gig that takes offers. NotFoundError for
 * an unknown or unpublished gig, ConflictError("gig-closed") for one that no longer takes offers;
 * past the user's hourly limit nothing is written and the result says so.
 */
export async function askGigQuestion(
  actor: Pick<Partner, "id" | "company_id">,
  gigId: number,
  text: string,
): Promise<AskResult> {
  const gig = await getGig(gigId);
  if (!gig) throw new NotFoundError("gig");
  if (!gig.isOpen) throw new ConflictError("gig-closed", "gigQuestions.errors.gigClosed");
  if (!(await hitRateLimit("gigQuestionsPerUser", actor.id)))
    return { ok: false, code: "rate-limited" };
  const now = nowIso();
  const row = await getDb()
    .insertInto("gig_questions")
    .values({
      gig_id: gig.id,
      company_id: actor.company_id,
      user_id: actor.id,
      text,
      public_text: null,
      answer: null,
      answered_at: null,
      answered_by: null,
      hidden_at: null,
      asked_at: now,
      updated_at: now,
    })
    .returning(["id", "text", "public_text", "answer", "asked_at", "answered_at", "company_id"])
    .executeTakeFirstOrThrow();
  return { ok: true, question: toView(row, actor.company_id) };
}
