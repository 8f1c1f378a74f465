import { Link } from "~/components/plain-link";
import type { GigQuestionView } from "~/domain/gig-questions.server";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/utils/dates";

/** What the gig page shows of its questions, by who is looking (app/routes/_public+/__gig-questions.server.ts). */
export type GigQuestionsBox =
  | { viewer: "visitor" }
  | {
      viewer: "partner";
      questions: GigQuestionView[];
      /** The way to ask, a note that the gig takes no more questions, or nothing (not registered). */
      ask: "open" | "closed" | null;
    }
  | { viewer: "staff"; questions: GigQuestionView[]; waiting: number };

/**
 * The gig page's questions and answers (decision 049). Asking is a dialog of its own
 * (/gigs/:id/:slug/ask), so the form's code is not part of every visitor's first visit.
 */
export function GigQuestions({
  box,
  gigId,
  gigPath,
}: {
  box: GigQuestionsBox;
  gigId: number;
  gigPath: string;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <section id="questions" className="card stack" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("gigQuestions.title")}</h2>
      {box.viewer === "visitor" ? (
        <p>
          <Link to="/sign-in">{t("gigQuestions.signIn")}</Link>
        </p>
      ) : (
        <>
          {box.questions.length ? (
            <ul className="stack" aria-labelledby="questions-title">
              {box.questions.map((q) => (
                <li key={q.id} className="stack">
                  <p className="pre-line">
                    <strong>{t("gigQuestions.question")}:</strong> {q.question}
                  </p>
                  {q.answeredAt ? (
                    <>
                      <p className="pre-line">
                        <strong>{t("gigQuestions.answer")}:</strong> {q.answer}
                      </p>
                      <p className="muted">
                        {t("gigQuestions.answeredOn", { date: date(q.answeredAt) })}
                      </p>
                    </>
                  ) : (
                    <p className="muted">
                      {t("gigQuestions.askedOn", { date: date(q.askedAt) })} ·{" "}
                      {t("gigQuestions.waiting")}
                    </p>
                  )}
                </li>
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
          ) : box.ask === "open" ? (
            <p>
              <Link to={`${gigPath}/ask`} preventScrollReset className="button button-secondary">
                {t("gigQuestions.ask.open")}
              </Link>
            </p>
          ) : box.ask === "closed" ? (
            <p className="muted">{t("gigQuestions.closed")}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
