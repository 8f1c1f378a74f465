import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "~/components/plain-link";
import type { GigQuestionView } from "~/domain/gig-questions.server";
import type { TranslationKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/utils/dates";
import { useLightForm } from "~/utils/use-light-form";
import { QUESTION_MAX, QUESTION_MIN } from "~/validation/gig-question-limits";
import { msg } from "~/validation/messages";
import { describedBy, FieldErrors, FormErrors, Label } from "./field-parts";
import { SubmitButton } from "./submit-button";

/** What the gig page shows of its questions, by who is looking (app/routes/_public+/__gig-questions.server.ts). */
export type GigQuestionsBox =
  | { viewer: "visitor" }
  | {
      viewer: "partner";
      questions: GigQuestionView[];
      /** The form, a note that the gig takes no more questions, or nothing (not registered). */
      ask: "form" | "closed" | null;
    }
  | { viewer: "staff"; questions: GigQuestionView[]; waiting: number };

/**
 * The gig page's questions and answers (decision 049). The form works without JavaScript; with
 * it, the browser's own checks show the same translated messages as the action's schema.
 */
export function GigQuestions({
  box,
  gigId,
  gigPath,
  lastResult,
}: {
  box: GigQuestionsBox;
  gigId: number;
  gigPath: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  return (
    <section id="questions" className="card stack gig-questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("gigQuestions.title")}</h2>
      {box.viewer === "visitor" ? (
        <p>
          <Link to="/sign-in">{t("gigQuestions.signIn")}</Link>
        </p>
      ) : (
        <>
          {box.questions.length ? (
            <ul className="question-list" aria-labelledby="questions-title">
              {box.questions.map((question) => (
                <QuestionItem key={question.id} question={question} />
              ))}
            </ul>
          ) : (
            <p className="muted">{t("gigQuestions.empty")}</p>
          )}
          {box.viewer === "staff" ? (
            <p>
              <Link to={`/staff/gigs/${gigId}/questions`}>
                {t("gigQuestions.staffLink", { count: box.waiting })}
              </Link>
            </p>
          ) : box.ask === "form" ? (
            <AskForm
              gigPath={gigPath}
              lastResult={lastResult}
              // A new question of one's own in the list: the form starts empty again.
              key={box.questions.filter((q) => q.own).length}
            />
          ) : box.ask === "closed" ? (
            <p className="muted">{t("gigQuestions.closed")}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function QuestionItem({ question }: { question: GigQuestionView }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="question-item stack">
      <p className="pre-line">
        <strong>{t("gigQuestions.question")}:</strong> {question.question}
      </p>
      {question.answeredAt !== null ? (
        <>
          <p className="pre-line">
            <strong>{t("gigQuestions.answer")}:</strong> {question.answer}
          </p>
          <p className="muted">
            {t("gigQuestions.answeredOn", { date: formatDate(question.answeredAt, i18n.language) })}
          </p>
        </>
      ) : (
        <p className="muted">
          {t("gigQuestions.askedOn", { date: formatDate(question.askedAt, i18n.language) })} ·{" "}
          {t("gigQuestions.waiting")}
        </p>
      )}
    </li>
  );
}

function AskForm({
  gigPath,
  lastResult,
}: {
  gigPath: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  // The rules of AskQuestionSchema, which the action checks, with the same messages (a length
  // rides after the key, as the schema's do).
  const [form, fields] = useLightForm(
    {
      text: {
        valueMissing: "gigQuestions.validation.required",
        tooShort: msg("validation.tooShort", QUESTION_MIN) as TranslationKey,
        tooLong: msg("validation.tooLong", QUESTION_MAX) as TranslationKey,
      },
    },
    lastResult,
  );
  const field = fields.text;
  const hintId = `${field.id}-hint`;
  const limitId = `${field.id}-limit`;
  const hasErrors = Boolean(field.errors?.length);
  return (
    <Form method="post" action={gigPath} preventScrollReset className="stack" {...form.props}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="field">
        <Label htmlFor={field.id} label={t("gigQuestions.form.label")} required />
        <p id={hintId} className="field-hint">
          {t("gigQuestions.form.hint")}
        </p>
        <textarea
          id={field.id}
          name={field.name}
          rows={4}
          required
          minLength={QUESTION_MIN}
          maxLength={QUESTION_MAX}
          defaultValue={field.value}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy(hintId, limitId, hasErrors && field.errorId)}
        />
        <p id={limitId} className="field-counter">
          {t("validation.counterLimit", { max: QUESTION_MAX })}
        </p>
        <FieldErrors id={field.errorId} errors={field.errors} />
      </div>
      <div className="form-actions">
        <SubmitButton>{t("gigQuestions.form.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
