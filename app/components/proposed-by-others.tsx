import { Link } from "~/components/plain-link";
import type { ProposalByAnother } from "~/domain/candidate-history.server";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/utils/dates";

/**
 * On a staff candidate card: the same person proposed by other partners, on this gig or others,
 * with the date, the partner and the stage (decision 047). Nothing when there is none.
 */
export function ProposedByOthers({ proposals }: { proposals: ProposalByAnother[] }) {
  const { t, i18n } = useTranslation();
  if (proposals.length === 0) return null;
  return (
    <div className="proposed-by-others">
      <p>
        <strong>{t("staff.pipeline.proposedByOthers")}</strong>
      </p>
      <ul>
        {proposals.map((proposal) => (
          <li key={`${proposal.gigId} ${proposal.proposedAt} ${proposal.companyName}`}>
            <time dateTime={proposal.proposedAt}>
              {formatDate(proposal.proposedAt, i18n.language)}
            </time>
            : {proposal.companyName},{" "}
            <Link to={`/staff/gigs/${proposal.gigId}`}>{proposal.gigTitle}</Link> (
            {t(`dashboard.stages.${proposal.stage}`)})
          </li>
        ))}
      </ul>
    </div>
  );
}
