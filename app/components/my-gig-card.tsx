import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { OfferTag } from "~/components/offer-tag";
import type { MyGig } from "~/domain/my-gigs.server";
import { formatDate } from "~/utils/dates";

/** One gig of My gigs with the company's candidates on it; `query` keeps the filter in links. */
export function MyGigCard({
  gig,
  query,
  freelancer,
}: {
  gig: MyGig;
  query: string;
  /** A freelancer has offered the only expert there is: no "Offer more experts". */
  freelancer: boolean;
}) {
  const { t, i18n } = useTranslation();
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  const headingId = `my-gig-${gig.id}`;
  return (
    <section className="card stack my-gig" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={gigPath}>{gig.title}</Link>
      </h3>
      <p className="muted">
        {t("offers.myGigs.deadline", { date: formatDate(gig.offerDeadline, i18n.language) })} ·{" "}
        {/* Labelled: "Accepting proposals · Closed" read as the gig being both open and closed. */}
        {t("offers.myGigs.gigStatus", {
          status: gig.isOpen ? t(`gigs.status.accepting-proposals`) : t("gigs.closed"),
        })}{" "}
        · {t("offers.myGigs.yourOffers")}{" "}
        <span className={`tag ${gig.pending ? "tag-pending" : ""}`}>
          {t(gig.pending ? "offers.myGigs.pending" : "offers.myGigs.closed")}
        </span>
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">
            {t("offers.myGigs.candidatesOf", { title: gig.title })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("offers.myGigs.columns.expert")}</th>
              <th scope="col">{t("offers.myGigs.columns.stage")}</th>
              <th scope="col">{t("offers.myGigs.columns.tag")}</th>
              <th scope="col">{t("offers.myGigs.columns.rate")}</th>
              <th scope="col">{t("offers.myGigs.columns.contact")}</th>
              <th scope="col">{t("offers.myGigs.columns.reason")}</th>
              <th scope="col">{t("offers.myGigs.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {gig.candidates.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.expertName}</th>
                <td data-label={t("offers.myGigs.columns.stage")}>
                  {t(`dashboard.stages.${c.stage}`)}
                </td>
                <td data-label={t("offers.myGigs.columns.tag")}>
                  <OfferTag status={c.status} />
                </td>
                <td data-label={t("offers.myGigs.columns.rate")}>
                  {t("offers.myGigs.rate", { rate: c.rate })}
                </td>
                <td data-label={t("offers.myGigs.columns.contact")}>{c.contactName ?? "–"}</td>
                <td
                  data-label={
                    c.declineReason || c.hasFeedback ? t("offers.myGigs.columns.reason") : undefined
                  }
                >
                  {c.declineReason ? t(`offers.declineReasons.${c.declineReason}`) : null}
                  {c.hasFeedback ? (
                    <>
                      {c.declineReason ? " · " : null}
                      <Link
                        to={`/dashboard/my-gigs/${c.id}/feedback${query}`}
                        preventScrollReset
                        aria-label={`${t("offers.myGigs.viewFeedback")}: ${c.expertName}`}
                      >
                        {t("offers.myGigs.viewFeedback")}
                      </Link>
                    </>
                  ) : null}
                </td>
                <td>
                  {c.canChange ? (
                    <span className="table-actions">
                      <Link
                        to={`/dashboard/my-gigs/${c.id}/edit${query}`}
                        preventScrollReset
                        className="button button-small button-secondary"

                        aria-label={`${t("offers.editProposal")}: ${c.expertName}`}
                      >
                        {t("offers.editProposal")}
                      </Link>
                      <Link
                        to={`/dashboard/my-gigs/${c.id}/remove${query}`}
                        preventScrollReset
                        className="button button-small button-secondary button-danger"
                        aria-label={`${t("offers.removeOffer")}: ${c.expertName}`}
                      >
                        {t("offers.removeOffer")}
                      </Link>
                    </span>
                  ) : (
                    <span className="muted">{t("offers.locked")}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {gig.isOpen && !freelancer ? (
        <p>
          <Link
            to={`${gigPath}/offer`}
            className="link-button"
            aria-label={`${t("offers.offerMore")}: ${gig.title}`}
          >
            {t("offers.offerMore")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
