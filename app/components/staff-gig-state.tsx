import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { SubmitButton } from "~/components/submit-button";
import type { GigStatus } from "~/db/schema";
import { formatShortDate } from "~/utils/dates";
import { closeOutcomesFor } from "~/validation/staff-gig";

/**
 * The gig's public state on its back-office page: published or not, with the buttons that
 * change it, the edit link and closing with an outcome. Plain forms, so they work without JS.
 * Closing asks first on its own page (/staff/gigs/:id/close), which this form opens with the
 * outcome chosen; a closed gig says when and how it was closed, and links to changing that.
 */
export function StaffGigState({
  gig,
}: {
  gig: {
    id: number;
    slug: string;
    status: GigStatus;
    published: boolean;
    closedAt: string | null;
  };
}) {
  const { t, i18n } = useTranslation();
  const action = `/staff/gigs/${gig.id}/state`;
  const publicPath = `/gigs/${gig.id}/${gig.slug}`;
  const outcomes = closeOutcomesFor(gig.status);
  const closeAction = `/staff/gigs/${gig.id}/close`;
  return (
    <div className="gig-state stack">
      <p>
        <span className={`tag ${gig.published ? "tag-accepted" : "tag-pending"}`}>
          {t(gig.published ? "staffGigs.visibility.published" : "staffGigs.visibility.unpublished")}
        </span>{" "}
        {t(gig.published ? "staffGigs.state.published" : "staffGigs.state.unpublished")}
      </p>
      {gig.published ? (
        <p>
          <Link to={publicPath}>{t("staff.pipeline.publicPage")}</Link>
        </p>
      ) : null}
      <div className="row">
        <Link to={`/staff/gigs/${gig.id}/edit`} className="button button-secondary">
          {t("staffGigs.edit")}
        </Link>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={gig.published ? "unpublish" : "publish"} />
          <SubmitButton className={gig.published ? "button button-secondary" : "button"}>
            {t(gig.published ? "staffGigs.state.unpublish" : "staffGigs.state.publish")}
          </SubmitButton>
        </Form>
      </div>
      {gig.closedAt ? (
        <p>
          {t("staffGigs.state.closedAs", {
            outcome: t(`gigs.status.${gig.status}`),
            date: formatShortDate(gig.closedAt, i18n.language),
          })}{" "}
          · <Link to={closeAction}>{t("staffGigs.state.changeOutcome")}</Link>
        </p>
      ) : (
        <Form method="get" action={closeAction} aria-labelledby={`close-${gig.id}`}>
          <h3 id={`close-${gig.id}`} className="visually-hidden">
            {t("staffGigs.state.closeTitle")}
          </h3>
          <p className="muted">{t("staffGigs.state.closeLead")}</p>
          <label htmlFor={`outcome-${gig.id}`}>{t("staffGigs.state.outcome")}</label>
          <select id={`outcome-${gig.id}`} name="outcome" defaultValue={outcomes[0]}>
            {outcomes.map((status) => (
              <option key={status} value={status}>
                {t(`gigs.status.${status}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary">
            {t("staffGigs.state.close")}
          </button>
        </Form>
      )}
    </div>
  );
}
