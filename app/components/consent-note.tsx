import type { CandidateConsent } from "~/db/schema";
import { useTranslation } from "~/i18n/react";

/** The expert's consent under an offer (decision 048), in words, for the partner who made it. */
export function ConsentNote({ consent }: { consent: CandidateConsent }) {
  const { t } = useTranslation();
  return (
    <span className={`consent-note consent-${consent}`}>
      <span className="visually-hidden">{t("representation.stateLabel")}: </span>
      {t(`representation.state.${consent}`)}
    </span>
  );
}
