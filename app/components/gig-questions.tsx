import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { GigQuestionsBox } from "./gig-question-list";
import { LazyGigQuestionList } from "./lazy-gig-page-boxes";

/**
 * The gig page's questions and answers (decision 049). Asking is a dialog of its own
 * (/gigs/:id/:slug/ask), and the list a module of its own that a visitor, who sees only a
 * sign-in link, never loads: neither is part of a visitor's first visit.
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
  const { t } = useTranslation();
  return (
    <section id="questions" className="card stack" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("gigQuestions.title")}</h2>
      {box.viewer === "visitor" ? (
        <p>
          <Link to="/sign-in">{t("gigQuestions.signIn")}</Link>
        </p>
      ) : (
        <LazyGigQuestionList box={box} gigId={gigId} gigPath={gigPath} />
      )}
    </section>
  );
}
