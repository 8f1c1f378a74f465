import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { SubmitButton } from "~/components/submit-button";
import { getPipeline } from "~/domain/pipeline.server";
import { getT } from "~/i18n/i18n.server";
import { formatShortDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { closeOutcomesFor, parseCloseOutcome } from "~/validation/staff-gig";
import { gigStateAction } from "./__staff-gig-state.server";
import { staffGigIdOf } from "./__staff-gig.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

/**
 * Closing a gig, or changing a closed gig's outcome, asks first: the GET shows the question with
 * the outcome chosen on the gig page (`?outcome=`), the POST closes (the same action as /state).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const [{ t }, { gig }] = await Promise.all([getT(request), getPipeline(staffGigIdOf(params))]);
  const outcomes = closeOutcomesFor(gig.status);
  const wanted = parseCloseOutcome(new URL(request.url).searchParams.get("outcome"));
  const closed = gig.closedAt !== null;
  return {
    gig: { id: gig.id, title: gig.title, status: gig.status, closedAt: gig.closedAt },
    outcomes,
    outcome: wanted && outcomes.includes(wanted) ? wanted : outcomes[0],
    meta: {
      title: t(closed ? "staffGigs.close.changeTitle" : "staffGigs.close.title", {
        title: gig.title,
      }),
      noindex: true,
    },
  };
}

export async function action(args: ActionFunctionArgs) {
  return gigStateAction(args);
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function CloseGig() {
  const { gig, outcomes, outcome } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const back = `/staff/gigs/${gig.id}`;
  const closed = gig.closedAt !== null;
  return (
    <section aria-labelledby="close-title" className="stack narrow">
      <p>
        <Link to={back}>{t("staff.pipeline.title", { title: gig.title })}</Link>
      </p>
      <h2 id="close-title">
        {t(closed ? "staffGigs.close.changeTitle" : "staffGigs.close.title", { title: gig.title })}
      </h2>
      <p>
        {closed
          ? t("staffGigs.close.changeQuestion", {
              outcome: t(`gigs.status.${gig.status}`),
              date: formatShortDate(gig.closedAt!, i18n.language),
            })
          : t("staffGigs.close.question")}
      </p>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="close" />
        <div className="field">
          <label htmlFor="close-outcome">{t("staffGigs.state.outcome")}</label>
          <select id="close-outcome" name="outcome" defaultValue={outcome}>
            {outcomes.map((status) => (
              <option key={status} value={status}>
                {t(`gigs.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-actions">
          <SubmitButton className="button button-danger">
            {t(closed ? "staffGigs.close.confirmChange" : "staffGigs.close.confirm")}
          </SubmitButton>
          <Link to={back} className="button button-secondary">
            {t("modal.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
