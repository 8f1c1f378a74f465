import type { CandidateConsent } from "~/db/schema";
import { useTranslation } from "~/i18n/react";
import { isPendingStatus } from "~/validation/offer";

/**
 * The expert's consent under an offer (decision 048), in words, for the partner who made it.
 * "Not asked" matters only while the offer is open: a decided offer from before consent was
 * asked (most of the older ones) says nothing.
 */
export function ConsentNote({ consent, status }: { consent: CandidateConsent; status: string }) {
  const { t } = useTranslation();
  if (consent === "not-asked" && !isPendingStatus(status)) return null;
  return (
    <span className={`consent-note consent-${consent}`}>
      <span className="visually-hidden">{t("representation.stateLabel")}: </span>
      {t(`representation.state.${consent}`)}
    </span>
  );
}
