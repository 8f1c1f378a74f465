import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { OfferBadge } from "~/components/offer-badge";
import { LockIcon } from "~/components/icons/lock";
import { ConsentNote } from "~/components/consent-note";
import type { MyGig } from "~/domain/my-gigs.server";
import { formatDate } from "~/utils/dates";
import { lockReasonOf, summariseOffers } from "~/validation/offer-status";

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
  const summary = summariseOffers(gig.candidates);
  const feedbackCandidate = gig.candidates.find((c) => c.id === summary.feedbackOf);
  return (
    <section className="card stack my-gig" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={gigPath}>{gig.title}</Link>
      </h3>
      <p className="muted my-gig-facts">
        {t("offers.myGigs.deadline", { date: formatDate(gig.offerDeadline, i18n.language) })} ·{" "}
        {/* Labelled: "Accepting proposals · Closed" read as the gig being both open and closed. */}
        {t("offers.myGigs.gigStatus", {
          status: gig.isOpen ? t(`gigs.status.accepting-proposals`) : t("gigs.closed"),
        })}
      </p>
      <p className="my-gig-summary">
        {t("offers.myGigs.yourOffers")}{" "}
        {summary.counts.map(({ tone, count }, i) => (
          <span key={tone}>
            {i > 0 ? " · " : null}
            {t(`offers.myGigs.summary.${tone}`, { count })}
          </span>
        ))}
        {feedbackCandidate ? (
          <>
            {" · "}
            <Link
              to={`/dashboard/my-gigs/${feedbackCandidate.id}/feedback${query}`}
              preventScrollReset
              aria-label={`${t("offers.myGigs.viewFeedback")}: ${feedbackCandidate.expertName}`}
            >
              {t("offers.myGigs.summary.feedback")}
            </Link>
          </>
        ) : null}
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">
            {t(freelancer ? "offers.myGigs.candidatesOfSelf" : "offers.myGigs.candidatesOf", {
              title: gig.title,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                {t(freelancer ? "offers.myGigs.columns.self" : "offers.myGigs.columns.expert")}
              </th>
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
                <td data-label={t("offers.myGigs.columns.tag")}>
                  <OfferBadge status={c.status} stage={c.stage} />
                  {freelancer ? null : <ConsentNote consent={c.consent} status={c.status} />}
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
                    <LockNote status={c.status} />
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

/** Why a row has no Edit and Remove: a lock and its reason in a few words. */
function LockNote({ status }: { status: string }) {
  const { t } = useTranslation();
  const reason = lockReasonOf(status) ?? "decided";
  return (
    <span className="lock-note">
      <LockIcon />
      {t(`offers.myGigs.lock.${reason}`)}
    </span>
  );
}
