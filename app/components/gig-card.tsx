import { Icon } from "./icons/icon";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { GigCardView } from "~/domain/gig-view.server";
import { DeadlineBadge } from "./deadline-badge";

/** Staff write "Remote" as a location too; beside the work mode "Remote" it would say it twice. */
const REMOTE_PLACE = /^\s*(remote|etä|etätyö)\s*$/i;

export function GigCard({
  gig,
  headingLevel = 3,
}: {
  gig: GigCardView;
  /** The level below the heading of the list the card is in. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const places =
    gig.onsite === "remote"
      ? gig.locations.filter((place) => !REMOTE_PLACE.test(place))
      : gig.locations;
  return (
    <article className="card gig-card">
      <Heading>
        <Link to={`/gigs/${gig.id}/${gig.slug}`}>{gig.title}</Link>
      </Heading>
      <p className="gig-card-meta">
        {places.length ? (
          <span className="with-icon">
            <Icon name="location" />
            {places.join(", ")}
          </span>
        ) : null}
        <span className="with-icon">
          <Icon name="work-mode" />
          {t(`gigs.workMode.${gig.onsite}`)}
        </span>
        <span className="with-icon">
          <Icon name="rate" />
          {t("gigs.rate", { min: gig.rate_min, max: gig.rate_max })}
        </span>
      </p>
      {gig.required_skills.length ? (
        <p className="gig-card-skills">{gig.required_skills.join(" · ")}</p>
      ) : null}
      <p className="gig-card-footer">
        <span className="with-icon">
          <Icon name="deadline" />
          <DeadlineBadge isOpen={gig.isOpen} daysLeft={gig.daysLeft} />
        </span>
        <span className="gig-card-published with-icon">
          <Icon name="published" />
          {gig.publishedDaysAgo === 0
            ? t("gigs.publishedToday")
            : t("gigs.publishedDaysAgo", { count: gig.publishedDaysAgo })}
        </span>
      </p>
    </article>
  );
}
