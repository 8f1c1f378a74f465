import { useTranslation } from "~/i18n/react";
import type { CandidateStage } from "~/db/schema";
import { offerBadge } from "~/validation/offer-status";

/** An offer's one badge: its stage in the colour of its tag (decision 035). */
export function OfferBadge({ status, stage }: { status: string; stage: CandidateStage }) {
  const { t } = useTranslation();
  const { tone, label } = offerBadge(status, stage);
  return (
    <span className={`tag tag-${tone}`}>
      {label.kind === "stage" ? t(`dashboard.stages.${label.key}`) : t(`offers.tags.${label.key}`)}
    </span>
  );
}
