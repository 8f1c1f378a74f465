import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { FormErrors, TextareaField } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import {
  answerGigQuestion,
  listStaffGigQuestions,
  rewordGigQuestion,
  setGigQuestionHidden,
  type StaffGigQuestion,
} from "~/domain/gig-question-answers.server";
import { ConflictError } from "~/domain/shared/errors";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import {
  ANSWER_MAX,
  QUESTION_MAX,
  AnswerQuestionSchema,
  RewordQuestionSchema,
  StaffQuestionSchema,
} from "~/validation/gig-questions";
import { staffGigIdOf } from "./__staff-gig.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

/*
 * A gig's questions in the back office (decision 049): unanswered first, each with its answer
 * form, its public wording and a button that hides it from partners (or shows it again). Every
 * form posts here with an `intent` and the question's id.
 */

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const [{ t }, { gig, questions }] = await Promise.all([
    getT(request),
    listStaffGigQuestions(staffGigIdOf(params)),
  ]);
  return {
    gig,
    questions,
    meta: { title: t("gigQuestions.staff.title", { title: gig.title }), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const gigId = staffGigIdOf(params);
  const form = await request.formData();
  const submission = parseForm(form, StaffQuestionSchema);
  if (submission.status !== "success")
    return data(
      {
        result: submission.reply(),
        // Which card's form the messages are for.
        intent: String(form.get("intent") ?? "").slice(0, 20),
        questionId: String(form.get("questionId") ?? "").slice(0, 20),
      },
      { status: 400 },
    );
  const command = submission.value;
  const { t } = await getT(request);
  const back = `/staff/gigs/${gigId}/questions#question-${command.questionId}`;
  const done = (text: string) => redirectWithToast(request, back, { type: "success", text });
  switch (command.intent) {
    case "answer": {
      try {
        const { firstAnswer, mailed } = await answerGigQuestion(
          user,
          gigId,
          command.questionId,
          command.answer,
        );
        return done(
          !firstAnswer
            ? t("gigQuestions.staff.toast.corrected")
            : mailed
              ? t("gigQuestions.staff.toast.answeredMailed", { count: mailed })
              : t("gigQuestions.staff.toast.answered"),
        );
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        return redirectWithToast(request, back, {
          type: "error",
          title: t("gigQuestions.staff.toast.failed"),
          text: t("gigQuestions.errors.hidden"),
        });
      }
    }
    case "reword":
      await rewordGigQuestion(user, gigId, command.questionId, command.publicText || null);
      return done(t("gigQuestions.staff.toast.reworded"));
    case "hide":
    case "show": {
      const hide = command.intent === "hide";
      const changed = await setGigQuestionHidden(user, gigId, command.questionId, hide);
      return done(
        t(
          !changed
            ? "gigQuestions.staff.toast.unchanged"
            : hide
              ? "gigQuestions.staff.toast.hidden"
              : "gigQuestions.staff.toast.shown",
        ),
      );
    }
  }
}

export default function StaffGigQuestions() {
  const { gig, questions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tab-title" className="stack">
      <p className="row">
        <Link to={`/staff/gigs/${gig.id}`}>{t("staff.pipeline.title", { title: gig.title })}</Link>
      </p>
      <h2 id="tab-title">{t("gigQuestions.staff.title", { title: gig.title })}</h2>
      <p>{t("gigQuestions.staff.lead")}</p>
      {questions.length === 0 ? (
        <p>{t("gigQuestions.staff.empty")}</p>
      ) : (
        questions.map((question) => (
          <QuestionCard
            key={question.id}
            question={question}
            lastResult={
              actionData && actionData.questionId === String(question.id) ? actionData : null
            }
          />
        ))
      )}
    </section>
  );
}

type CardResult = { intent: string; result: SubmissionResult<string[]> } | null;

function QuestionCard({
  question,
  lastResult,
}: {
  question: StaffGigQuestion;
  lastResult: CardResult;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  const titleId = `question-${question.id}-title`;
  return (
    <article id={`question-${question.id}`} className="card stack" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("gigQuestions.staff.card", { date: date(question.askedAt) })}</h3>
      <p>
        <span
          className={`tag ${question.hidden ? "tag-declined" : question.answeredAt ? "tag-accepted" : "tag-pending"}`}
        >
          {question.hidden
            ? t("gigQuestions.staff.state.hidden")
            : question.answeredAt
              ? t("gigQuestions.staff.state.answered", { date: date(question.answeredAt) })
              : t("gigQuestions.staff.state.waiting")}
        </span>{" "}
        {question.askerEmail
          ? t("gigQuestions.staff.asker", {
              date: date(question.askedAt),
              name: question.askerName ?? question.askerEmail,
              company: question.companyName ?? "–",
            })
          : t("gigQuestions.staff.askerGone", { date: date(question.askedAt) })}
      </p>
      <div>
        <h4>{t("gigQuestions.staff.original")}</h4>
        <p className="pre-line">{question.text}</p>
      </div>
      <RewordForm
        question={question}
        lastResult={lastResult?.intent === "reword" ? lastResult.result : null}
      />
      {question.hidden ? (
        <p className="muted">{t("gigQuestions.staff.hiddenNote")}</p>
      ) : (
        <AnswerForm
          question={question}
          lastResult={lastResult?.intent === "answer" ? lastResult.result : null}
        />
      )}
      <Form method="post">
        <input type="hidden" name="questionId" value={question.id} />
        <input type="hidden" name="intent" value={question.hidden ? "show" : "hide"} />
        <SubmitButton className="button button-secondary">
          {t(question.hidden ? "gigQuestions.staff.show" : "gigQuestions.staff.hide")}
        </SubmitButton>
      </Form>
    </article>
  );
}

function RewordForm({
  question,
  lastResult,
}: {
  question: StaffGigQuestion;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const [form, fields] = useZodForm(RewordQuestionSchema, {
    lastResult,
    defaultValue: { publicText: question.publicText ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="intent" value="reword" />
      <TextareaField
        label={t("gigQuestions.staff.publicWording")}
        hint={t("gigQuestions.staff.publicWordingHint")}
        meta={fields.publicText}
        counterMax={QUESTION_MAX}
        rows={3}
      />
      <div className="form-actions">
        <SubmitButton className="button button-secondary">
          {t("gigQuestions.staff.saveWording")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function AnswerForm({
  question,
  lastResult,
}: {
  question: StaffGigQuestion;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const answered = question.answeredAt !== null;
  const [form, fields] = useZodForm(AnswerQuestionSchema, {
    lastResult,
    defaultValue: { answer: question.answer ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="intent" value="answer" />
      <TextareaField
        label={t("gigQuestions.staff.answer")}
        hint={t(answered ? "gigQuestions.staff.correctHint" : "gigQuestions.staff.answerHint")}
        meta={fields.answer}
        counterMax={ANSWER_MAX}
      />
      <div className="form-actions">
        <SubmitButton>
          {t(answered ? "gigQuestions.staff.submitCorrection" : "gigQuestions.staff.submitAnswer")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
