import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { ExpertMatchLine } from "~/domain/match-views.server";

/** The offer dialog's address with the expert chosen and, when known, the rate filled in. */
export function offerLink(gigPath: string, match: Pick<ExpertMatchLine, "expertId" | "rate">) {
  const query = new URLSearchParams({ expert: match.expertId });
  if (match.rate !== null) query.set("rate", String(match.rate));
  return `${gigPath}/offer?${query.toString()}`;
}

/**
 * "3 of your experts match": a signed-in partner's best matching experts on an open gig, with
 * the score, the reasons that decide most and a one-step offer (docs/matching.md).
 */
export function GigMatchBox({
  total,
  items,
  gigPath,
  freelancer,
}: {
  total: number;
  items: ExpertMatchLine[];
  gigPath: string;
  freelancer: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="card match-box" aria-labelledby="match-title">
      <h2 id="match-title">
        {freelancer ? t("matching.box.titleSelf") : t("matching.box.title", { count: total })}
      </h2>
      <ul className="offer-items">
        {items.map((match) => (
          <li key={match.expertId} className="offer-item">
            <div className="offer-item-body">
              <p className="offer-item-name">
                <strong>{match.expertName}</strong>
                <span className="match-score">
                  {t("matching.box.score", { score: match.score })}
                </span>
              </p>
              <ul className="match-reasons">
                {match.reasons.map((reason) => (
                  <li key={reason.code} className={`match-reason match-reason-${reason.fit}`}>
                    {reason.text}
                  </li>
                ))}
              </ul>
              {match.alreadyOffered ? null : (
                <p className="offer-item-actions">
                  <Link
                    to={offerLink(gigPath, match)}
                    preventScrollReset
                    className="button button-small"
                    aria-label={t("matching.box.offerLabel", { name: match.expertName })}
                  >
                    {t("matching.box.offer")}
                  </Link>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className="muted">{t("matching.box.showingBest", { count: items.length })}</p>
      ) : null}
    </section>
  );
}
