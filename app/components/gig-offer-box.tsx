import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { OwnOffer } from "~/domain/gig-offers.server";
import { OfferTag } from "./offer-tag";
import { ConsentNote } from "./consent-note";

/** Who is looking at the gig page, for its offer box and its sticky action. */
export type GigViewer = "visitor" | "company" | "freelancer" | "staff";

/**
 * The gig page's primary action for a partner, or null where there is none: a closed gig, a
 * freelancer who has offered themselves already (once is the limit), staff. A visitor's link goes
 * to the offer dialog's address, which sends them to sign in and back to the dialog.
 */
export function primaryOfferAction(
  viewer: GigViewer,
  isOpen: boolean,
  offers: number,
):
  "offers.offerExpert" | "offers.offerMore" | "offers.offerYourself" | "gigs.signInToOffer" | null {
  if (!isOpen || viewer === "staff") return null;
  if (viewer === "visitor") return "gigs.signInToOffer";
  if (viewer === "freelancer") return offers ? null : "offers.offerYourself";
  return offers ? "offers.offerMore" : "offers.offerExpert";
}

function OfferRow({ offer, gigPath, self }: { offer: OwnOffer; gigPath: string; self: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="offer-item">
      <div className="offer-item-body">
        <p className="offer-item-name">
          <strong>{offer.expertName}</strong> <OfferTag status={offer.status} />
        </p>
        <p className="offer-item-meta">
          {t(`dashboard.stages.${offer.stage}`)} · {t("gigs.offerRate", { rate: offer.rate })}
        </p>
        {self ? null : <ConsentNote consent={offer.consent} status={offer.status} />}
        {offer.canChange ? (
          <p className="offer-item-actions">
            <Link
              to={`${gigPath}/offers/${offer.id}/edit`}
              preventScrollReset
              className="button button-small button-secondary"
              aria-label={`${t("offers.editProposal")}: ${offer.expertName}`}
            >
              {t("offers.editProposal")}
            </Link>
            <Link
              to={`${gigPath}/offers/${offer.id}/remove`}
              preventScrollReset
              className="button button-small button-secondary"
              aria-label={`${t("offers.removeOffer")}: ${offer.expertName}`}
            >
              {t("offers.removeOffer")}
            </Link>
          </p>
        ) : (
          <p className="offer-item-meta muted">{t("offers.locked")}</p>
        )}
      </div>
    </li>
  );
}

/** The offer box beside a gig: a partner's own offers on it and the way to offer (more). */
export function GigOfferBox({
  viewer,
  isOpen,
  gigId,
  gigPath,
  offers,
}: {
  viewer: GigViewer;
  isOpen: boolean;
  gigId: number;
  gigPath: string;
  offers: OwnOffer[];
}) {
  const { t } = useTranslation();
  const freelancer = viewer === "freelancer";
  if (viewer === "staff")
    return (
      <section className="card offer-box" aria-labelledby="offer-title">
        <h2 id="offer-title">{t("gigs.candidatesTitle")}</h2>
        <p>
          <Link to={`/staff/gigs/${gigId}`} className="button button-secondary">
            {t("gigs.openInBackOffice")}
          </Link>
        </p>
      </section>
    );
  const action = primaryOfferAction(viewer, isOpen, offers.length);
  return (
    <section className="card offer-box" aria-labelledby="offer-title">
      <h2 id="offer-title">{t(freelancer ? "offers.offerYourself" : "gigs.offerExperts")}</h2>
      {viewer === "visitor" ? (
        <p>
          <Link to="/sign-in">{t("gigs.offerSignIn")}</Link>
        </p>
      ) : offers.length ? (
        <>
          <h3>{t(freelancer ? "gigs.yourOffer" : "gigs.yourOffers")}</h3>
          <ul className="offer-items" aria-live="polite">
            {offers.map((offer) => (
              <OfferRow key={offer.id} offer={offer} gigPath={gigPath} self={freelancer} />
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">
          {isOpen
            ? t(freelancer ? "gigs.noOfferYetSelf" : "gigs.noOffersYet")
            : t("gigs.closedBanner")}
        </p>
      )}
      {action && viewer !== "visitor" ? (
        <p className="offer-box-action">
          <Link to={`${gigPath}/offer`} preventScrollReset className="button">
            {t(action)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * On a phone the offer box is far below the description: its action rides along at the bottom
 * of the screen (position: sticky, so no script) until the page's end. Wide screens hide it, as
 * the offer box is in view beside the description.
 */
export function GigStickyAction({
  viewer,
  isOpen,
  gigPath,
  offers,
}: {
  viewer: GigViewer;
  isOpen: boolean;
  gigPath: string;
  offers: number;
}) {
  const { t } = useTranslation();
  const action = primaryOfferAction(viewer, isOpen, offers);
  if (!action) return null;
  return (
    <div className="gig-sticky-action">
      <Link to={`${gigPath}/offer`} preventScrollReset className="button" data-sticky-action="">
        {t(action)}
      </Link>
    </div>
  );
}
