import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";

type Candidacy =
  | { stage: "NONE" }
  | { stage: "REVIEW" }
  | {
      stage: "OFFERED_TO_CUSTOMER";
      firstGig: { id: number; title: string; slug: string };
      offeredCount: number;
    };

/** The expert's candidacy stage; when offered, the first offered gig and how many gigs. */
export function ExpertStage({ candidacy }: { candidacy: Candidacy }) {
  const { t } = useTranslation();
  const tag =
    candidacy.stage === "OFFERED_TO_CUSTOMER"
      ? "tag tag-accepted"
      : candidacy.stage === "REVIEW"
        ? "tag tag-pending"
        : "tag";
  return (
    <div className="expert-stage">
      <span className={tag}>{t(`experts.stage.${candidacy.stage}`)}</span>
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
    </div>
  );
}
