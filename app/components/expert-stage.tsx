import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";

type Gig = { id: number; title: string; slug: string };

type Candidacy =
  | { stage: "NONE" }
  | { stage: "REVIEW" }
  | { stage: "OFFERED_TO_CUSTOMER"; firstGig: Gig; offeredCount: number };

type Outcome = { accepted: number; firstAccepted: Gig | null; declined: number };

/**
 * The expert's candidacy stage; when offered, the first offered gig and how many gigs. An
 * expert with no open candidacy shows how the finished ones ended, so an accepted expert does
 * not read "Not offered" (decision 035).
 */
export function ExpertStage({ candidacy, outcome }: { candidacy: Candidacy; outcome: Outcome }) {
  const { t } = useTranslation();
  const shown =
    candidacy.stage !== "NONE"
      ? candidacy.stage
      : outcome.accepted > 0
        ? "ACCEPTED"
        : outcome.declined > 0
          ? "DECLINED"
          : "NONE";
  const tag =
    shown === "ACCEPTED"
      ? "tag tag-accepted"
      : shown === "DECLINED"
        ? "tag tag-declined"
        : shown === "NONE"
          ? "tag"
          : "tag tag-pending";
  return (
    <div className="expert-stage">
      <span className={tag}>{t(`experts.stage.${shown}`)}</span>
      {candidacy.stage === "OFFERED_TO_CUSTOMER" ? (
        <>
          <span className="visually-hidden">{t("experts.stage.offeredOn")}: </span>
          <Link to={`/gigs/${candidacy.firstGig.id}/${candidacy.firstGig.slug}`}>
            {candidacy.firstGig.title}
          </Link>
          <span className="muted">
            {t("experts.stage.offeredCount", { count: candidacy.offeredCount })}
          </span>
        </>
      ) : null}
      {outcome.firstAccepted ? (
        <>
          {shown === "ACCEPTED" ? (
            <>
              <span className="visually-hidden">{t("experts.stage.acceptedOn")}: </span>
              <Link to={`/gigs/${outcome.firstAccepted.id}/${outcome.firstAccepted.slug}`}>
                {outcome.firstAccepted.title}
              </Link>
            </>
          ) : null}
          <span className="muted">
            {t("experts.stage.acceptedCount", { count: outcome.accepted })}
          </span>
        </>
      ) : null}
    </div>
  );
}
