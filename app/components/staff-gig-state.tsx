import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { SubmitButton } from "~/components/submit-button";
import type { GigStatus } from "~/db/schema";
import { GIG_CLOSE_STATUSES } from "~/validation/staff-gig";

/**
 * The gig's public state on its back-office page: published or not, with the buttons that
 * change it, the edit link and closing with an outcome. Plain forms, so they work without JS.
 */
export function StaffGigState({
  gig,
}: {
  gig: { id: number; slug: string; status: GigStatus; published: boolean };
}) {
  const { t } = useTranslation();
  const action = `/staff/gigs/${gig.id}/state`;
  const publicPath = `/gigs/${gig.id}/${gig.slug}`;
  const outcomes = GIG_CLOSE_STATUSES.filter((status) => status !== gig.status);
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
      <p className="muted">{t("staffGigs.state.closeLead")}</p>
      {outcomes.length ? (
        <Form method="post" action={action} aria-labelledby={`close-${gig.id}`}>
          <input type="hidden" name="intent" value="close" />
          <h3 id={`close-${gig.id}`} className="visually-hidden">
            {t("staffGigs.state.closeTitle")}
          </h3>
          <label htmlFor={`outcome-${gig.id}`}>{t("staffGigs.state.outcome")}</label>
          <select id={`outcome-${gig.id}`} name="outcome" defaultValue={outcomes[0]}>
            {outcomes.map((status) => (
              <option key={status} value={status}>
                {t(`gigs.status.${status}`)}
              </option>
            ))}
          </select>
          <SubmitButton className="button button-secondary">
            {t("staffGigs.state.close")}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
