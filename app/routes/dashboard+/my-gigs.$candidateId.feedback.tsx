import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { Modal } from "~/components/modal";
import { getRejectionFeedback } from "~/domain/my-gigs.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { myGigsPath } from "~/validation/offer";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const feedback = await getRejectionFeedback(user.company_id, params.candidateId ?? "");
  const { t } = await getT(request);
  return {
    feedback,
    back: myGigsPath(request.url),
    meta: { title: t("offers.myGigs.feedbackTitle"), noindex: true },
  };
}

export default function RejectionFeedbackModal() {
  const { feedback, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Modal title={t("offers.myGigs.feedbackTitle")} closeTo={back}>
      <div className="stack">
        <p className="muted">
          {t("offers.myGigs.feedbackFor", { expert: feedback.expertName, gig: feedback.gigTitle })}
        </p>
        <dl className="fact-list">
          <div>
            <dt>{t("offers.myGigs.reason")}</dt>
            <dd>{feedback.reason ? t(`offers.declineReasons.${feedback.reason}`) : "–"}</dd>
          </div>
          <div>
            <dt>{t("offers.myGigs.feedback")}</dt>
            <dd>{feedback.feedback || t("offers.myGigs.noFeedback")}</dd>
          </div>
        </dl>
        <p className="form-actions">
          <Link to={back} preventScrollReset className="button button-secondary">
            {t("offers.myGigs.close")}
          </Link>
        </p>
      </div>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
