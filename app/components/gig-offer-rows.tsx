import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { OwnOffer } from "~/domain/gig-offers.server";
import { OfferTag } from "./offer-tag";
import { ConsentNote } from "./consent-note";

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

/** A partner's own offers on the gig, in its offer box. */
export function GigOfferRows({
  offers,
  gigPath,
  self,
}: {
  offers: OwnOffer[];
  gigPath: string;
  self: boolean;
}) {
  return (
    <ul className="offer-items" aria-live="polite">
      {offers.map((offer) => (
        <OfferRow key={offer.id} offer={offer} gigPath={gigPath} self={self} />
      ))}
    </ul>
  );
}
