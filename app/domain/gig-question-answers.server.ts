import type { Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { nowIso } from "~/utils/ids.server";
import {
  latestAnswerFirst,
  publicWording,
  toView,
  type GigQuestionView,
} from "./gig-questions.server";
import {
  deliverNotifications,
  queueNotification,
  type QueuedNotification,
} from "./newsletter/notifications.server";
import type { Staff } from "./shared/actor";
import { writeAudit } from "./shared/audit.server";
import { ConflictError, NotFoundError } from "./shared/errors";

/*
 * Questions on a gig, staff's side (issue 37, decision 049): the back office's list, answers,
 * public wording and hiding, each audited. The first answer mails the asker and the contact
 * person of every offer on the gig that is not declined, through the notifications' ledger: one
 * mail per recipient and question, their switch deciding; a correction mails nobody.
 */

/** A question as staff see it in the back office. */
export type StaffGigQuestion = GigQuestionView & {
  text: string;
  publicText: string | null;
  hidden: boolean;
  companyName: string | null;
  askerName: string | null;
  askerEmail: string | null;
};

/** How many of a gig's questions wait for an answer (hidden ones aside), for staff's links. */
export async function countWaitingGigQuestions(gigId: number): Promise<number> {
  const row = await getDb()
    .selectFrom("gig_questions")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("gig_id", "=", gigId)
    .where("answered_at", "is", null)
    .where("hidden_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every question of a gig (published or not) for staff: the unanswered ones first, longest
 * waiting first; then the answered ones, latest answer first; the hidden ones last.
 */
export async function listStaffGigQuestions(gigId: number): Promise<{
  gig: { id: number; title: string };
  questions: StaffGigQuestion[];
}> {
  const gig = await getDb()
    .selectFrom("gigs")
    .select(["id", "title"])
    .where("id", "=", gigId)
    .executeTakeFirst();
  if (!gig) throw new NotFoundError("gig");
  const rows = await getDb()
    .selectFrom("gig_questions")
    .leftJoin("companies", "companies.id", "gig_questions.company_id")
    .leftJoin("users", "users.id", "gig_questions.user_id")
    .select([
      "gig_questions.id",
      "gig_questions.text",
      "gig_questions.public_text",
      "gig_questions.answer",
      "gig_questions.asked_at",
      "gig_questions.answered_at",
      "gig_questions.hidden_at",
      "gig_questions.company_id",
      "companies.name as companyName",
      "users.name as askerName",
      "users.email as askerEmail",
    ])
    .where("gig_questions.gig_id", "=", gigId)
    .orderBy("gig_questions.asked_at")
    .orderBy("gig_questions.id")
    .execute();
  const questions = rows.map((row): StaffGigQuestion => ({
    ...toView(row, null),
    answer: row.answer,
    text: row.text,
    publicText: row.public_text,
    hidden: row.hidden_at !== null,
    companyName: row.companyName,
    askerName: row.askerName,
    askerEmail: row.askerEmail,
  }));
  const waiting = questions.filter((q) => !q.hidden && q.answeredAt === null);
  const answered = latestAnswerFirst(questions.filter((q) => !q.hidden && q.answeredAt !== null));
  return {
    gig: { id: Number(gig.id), title: gig.title },
    questions: [...waiting, ...answered, ...questions.filter((q) => q.hidden)],
  };
}

async function questionForUpdate(trx: Transaction<Database>, gigId: number, questionId: number) {
  const question = await trx
    .selectFrom("gig_questions")
    .innerJoin("gigs", "gigs.id", "gig_questions.gig_id")
    .select([
      "gig_questions.id",
      "gig_questions.text",
      "gig_questions.public_text",
      "gig_questions.answer",
      "gig_questions.answered_at",
      "gig_questions.hidden_at",
      "gig_questions.company_id",
      "gig_questions.user_id",
      "gigs.title",
      "gigs.slug",
    ])
    .where("gig_questions.id", "=", questionId)
    .where("gig_questions.gig_id", "=", gigId)
    .executeTakeFirst();
  if (!question) throw new NotFoundError("gig-question");
  return question;
}

/**
 * Staff answer a question, or correct an answer given before. The first answer mails the asker
 * and the contact person of each offer on the gig that is not declined (once each, when their
 * switch is on), after the commit; a correction mails nobody. A hidden question is refused
 * (ConflictError "question-hidden"): show it again first.
 */
export async function answerGigQuestion(
  actor: Staff,
  gigId: number,
  questionId: number,
  answer: string,
): Promise<{ firstAnswer: boolean; mailed: number }> {
  const { firstAnswer, queued } = await getDb()
    .transaction()
    .execute(async (trx) => {
      const question = await questionForUpdate(trx, gigId, questionId);
      if (question.hidden_at !== null)
        throw new ConflictError("question-hidden", "gigQuestions.errors.hidden");
      const now = nowIso();
      // Of two answers at once, one is the first: the other finds it answered and corrects it.
      const first = await trx
        .updateTable("gig_questions")
        .set({ answer, answered_at: now, answered_by: actor.id, updated_at: now })
        .where("id", "=", questionId)
        .where("answered_at", "is", null)
        .executeTakeFirst();
      const isFirst = Number(first.numUpdatedRows) === 1;
      if (!isFirst)
        await trx
          .updateTable("gig_questions")
          .set({ answer, answered_by: actor.id, updated_at: now })
          .where("id", "=", questionId)
          .execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: isFirst ? "gig-question.answered" : "gig-question.answer-edited",
        subjectType: "gig-question",
        subjectId: String(questionId),
        companyId: question.company_id,
        before: { answer: question.answered_at === null ? null : question.answer },
        after: { answer },
      });
      const queued = isFirst
        ? await queueAnswerMails(trx, gigId, {
            questionId,
            askerId: question.user_id,
            payload: {
              gig: question.title,
              gigUrlPath: `/gigs/${gigId}/${question.slug}`,
              question: publicWording(question),
              answer,
            },
          })
        : [];
      return { firstAnswer: isFirst, queued };
    });
  const delivery = await deliverNotifications(queued);
  return { firstAnswer, mailed: delivery.sent };
}

async function queueAnswerMails(
  trx: Transaction<Database>,
  gigId: number,
  {
    questionId,
    askerId,
    payload,
  }: {
    questionId: number;
    askerId: string | null;
    payload: { gig: string; gigUrlPath: string; question: string; answer: string };
  },
): Promise<QueuedNotification[]> {
  const offers = await trx
    .selectFrom("candidates")
    .select("contact_user_id")
    .distinct()
    .where("gig_id", "=", gigId)
    .where("status", "!=", "DECLINED")
    .where("contact_user_id", "is not", null)
    .execute();
  const recipients = new Map<string, "asked" | "offer">();
  if (askerId) recipients.set(askerId, "asked");
  for (const { contact_user_id: userId } of offers)
    if (userId && !recipients.has(userId)) recipients.set(userId, "offer");
  const queued: QueuedNotification[] = [];
  for (const [userId, reason] of recipients) {
    const ref = await queueNotification(
      trx,
      "gig-question-answered",
      userId,
      `question:${questionId}`,
      { ...payload, reason },
    );
    if (ref) queued.push(ref);
  }
  return queued;
}

/** Staff's wording of a question for the public page; null goes back to the partner's own. */
export async function rewordGigQuestion(
  actor: Staff,
  gigId: number,
  questionId: number,
  publicText: string | null,
): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const question = await questionForUpdate(trx, gigId, questionId);
      // The partner's own words again, said as "no wording of staff's".
      const wording = publicText === question.text ? null : publicText;
      if (wording === question.public_text) return;
      await trx
        .updateTable("gig_questions")
        .set({ public_text: wording, updated_at: nowIso() })
        .where("id", "=", questionId)
        .execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "gig-question.reworded",
        subjectType: "gig-question",
        subjectId: String(questionId),
        companyId: question.company_id,
        before: { question: publicWording(question) },
        after: { question: wording ?? question.text },
      });
    });
}

/**
 * Hides a question from every partner, or shows it again. Returns false when it already was in
 * that state (a second click): nothing is written then.
 */
export async function setGigQuestionHidden(
  actor: Staff,
  gigId: number,
  questionId: number,
  hidden: boolean,
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const question = await questionForUpdate(trx, gigId, questionId);
      if ((question.hidden_at !== null) === hidden) return false;
      const now = nowIso();
      await trx
        .updateTable("gig_questions")
        .set({ hidden_at: hidden ? now : null, updated_at: now })
        .where("id", "=", questionId)
        .execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: hidden ? "gig-question.hidden" : "gig-question.shown",
        subjectType: "gig-question",
        subjectId: String(questionId),
        companyId: question.company_id,
        before: { published: !hidden },
        after: { published: !hidden },
      });
      return true;
    });
}
