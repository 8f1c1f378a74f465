import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { GigMatchLine } from "~/domain/match-views.server";

/** The open gigs that fit one expert, best first, each with its score and a link (docs/matching.md). */
export function ExpertGigMatches({
  gigs,
  className = "expert-gigs",
}: {
  gigs: GigMatchLine[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="expert-gigs-title" className={className}>
      <h3 id="expert-gigs-title">{t("matching.expertGigs.title")}</h3>
      {gigs.length === 0 ? (
        <p className="muted">{t("matching.expertGigs.empty")}</p>
      ) : (
        <ul className="expert-gig-list">
          {gigs.map((m) => (
            <li key={m.gig.id}>
              <Link to={`/gigs/${m.gig.id}/${m.gig.slug}`}>{m.gig.title}</Link> ·{" "}
              {t("matching.expertGigs.score", { score: m.score })}
              {m.alreadyOffered ? ` · ${t("matching.expertGigs.offered")}` : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
