import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { GigView } from "~/domain/gig-view.server";
import { DeadlineBadge } from "./deadline-badge";

type GigCardGig = Pick<
  GigView,
  | "id"
  | "slug"
  | "title"
  | "locations"
  | "onsite"
  | "rate_min"
  | "rate_max"
  | "status"
  | "isOpen"
  | "daysLeft"
  | "required_skills"
>;

export function GigCard({ gig }: { gig: GigCardGig }) {
  const { t } = useTranslation();
  return (
    <article className="card gig-card">
      <h3>
        <Link to={`/gigs/${gig.id}/${gig.slug}`}>{gig.title}</Link>
      </h3>
      <p className="gig-card-meta">
        <span>{gig.locations.join(", ")}</span>
        <span>{t(`gigs.workMode.${gig.onsite}`)}</span>
        <span>{t("gigs.rate", { min: gig.rate_min, max: gig.rate_max })}</span>
      </p>
      {gig.required_skills.length ? (
        <p className="gig-card-skills">{gig.required_skills.slice(0, 5).join(" · ")}</p>
      ) : null}
      <DeadlineBadge isOpen={gig.isOpen} daysLeft={gig.daysLeft} />
    </article>
  );
}
