import { Icon } from "./icons/icon";
import { useTranslation } from "~/i18n/react";
import type { GigView } from "~/domain/gig-view.server";
import { formatDate } from "~/utils/dates";
import { DeadlineBadge } from "./deadline-badge";

type StripGig = Pick<
  GigView,
  "rate_min" | "rate_max" | "onsite" | "locations" | "isOpen" | "daysLeft" | "offer_deadline"
>;

/**
 * The facts a partner decides on, right under the gig's title: on a phone the full list of
 * terms sits below the description, a screen or two further down.
 */
export function GigFacts({ gig }: { gig: StripGig }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="gig-facts" aria-label={t("gigs.factsLabel")}>
      <li className="with-icon gig-facts-rate">
        <Icon name="rate" />
        <span className="visually-hidden">{t("gigs.fields.hourlyRate")}: </span>
        {t("gigs.rate", { min: gig.rate_min, max: gig.rate_max })}
      </li>
      <li className="with-icon">
        <Icon name="work-mode" />
        <span className="visually-hidden">{t("gigs.fields.onsite")}: </span>
        {t(`gigs.workMode.${gig.onsite}`)}
      </li>
      {gig.locations.length ? (
        <li className="with-icon">
          <Icon name="location" />
          <span className="visually-hidden">{t("gigs.fields.locations")}: </span>
          {gig.locations.join(", ")}
        </li>
      ) : null}
      <li className="with-icon">
        <Icon name="deadline" />
        <span>
          <span className="visually-hidden">{t("gigs.fields.offerDeadline")}: </span>
          {formatDate(gig.offer_deadline, i18n.language)}{" "}
          <DeadlineBadge isOpen={gig.isOpen} daysLeft={gig.daysLeft} />
        </span>
      </li>
    </ul>
  );
}
