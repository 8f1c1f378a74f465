import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { CANDIDATE_STAGES } from "~/db/schema";
import { getPipeline, type PipelineCandidate } from "~/domain/pipeline.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { MoveCandidateSchema } from "~/validation/staff";
import { moveAndRedirect } from "./__staff-move.server";
import { staffGigIdOf } from "./__staff-gig.server";
import { StaffGigState } from "~/components/staff-gig-state";
import { ProposedByOthers } from "~/components/proposed-by-others";
import { countWaitingGigQuestions } from "~/domain/gig-question-answers.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const id = staffGigIdOf(params);
  const [{ t }, pipeline, waitingQuestions] = await Promise.all([
    getT(request),
    getPipeline(id),
    countWaitingGigQuestions(id),
  ]);
  return {
    ...pipeline,
    waitingQuestions,
    meta: { title: t("staff.pipeline.title", { title: pipeline.gig.title }), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const gigId = staffGigIdOf(params);
  const form = await request.formData();
  const candidateId = String(form.get("candidateId") ?? "");
  const submission = parseForm(form, MoveCandidateSchema);
  if (submission.status !== "success" || !candidateId) {
    // The move buttons send fixed values; anything else did not come from this page.
    const { t } = await getT(request);
    return redirectWithToast(request, `/staff/gigs/${gigId}`, {
      type: "error",
      title: t("staff.toast.moveFailed"),
      text: t("staff.validation.stage"),
    });
  }
  return moveAndRedirect(request, user, gigId, candidateId, submission.value);
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function Pipeline() {
  const { gig, candidates, waitingQuestions } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="tab-title" className="stack">
      <p className="row">
        <Link to="/staff/gigs">{t("staff.pipeline.back")}</Link>
      </p>
      <h2 id="tab-title">{t("staff.pipeline.title", { title: gig.title })}</h2>
      <p>
        {t(`gigs.status.${gig.status}`)} ·{" "}
        {t("offers.myGigs.deadline", { date: formatDate(gig.offer_deadline, i18n.language) })}
      </p>
      <StaffGigState gig={gig} />
      {gig.requires_consent ? <p>{t("representation.staff.gigRequires")}</p> : null}
      <p>
        <Link to={`/staff/gigs/${gig.id}/questions`}>
          {t("gigQuestions.staff.link", { count: waitingQuestions })}
        </Link>
      </p>
      {candidates.length === 0 ? (
        <p>{t("staff.pipeline.empty")}</p>
      ) : (
        <ul className="board" aria-label={t("staff.pipeline.boardLabel")}>
          {CANDIDATE_STAGES.map((stage) => {
            const inStage = candidates.filter((c) => c.stage === stage);
            return (
              <li key={stage} className="board-column" aria-labelledby={`stage-${stage}`}>
                <h3 id={`stage-${stage}`}>
                  {t(`dashboard.stages.${stage}`)} ({inStage.length})
                </h3>
                {inStage.length === 0 ? (
                  <p className="muted">{t("staff.pipeline.columnEmpty")}</p>
                ) : (
                  inStage.map((candidate) => (
                    <CandidateCard
                      key={candidate.id}
                      gigId={gig.id}
                      candidate={candidate}
                      requiresConsent={gig.requires_consent}
                    />
                  ))
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CandidateCard({
  gigId,
  candidate,
  requiresConsent,
}: {
  gigId: number;
  candidate: PipelineCandidate;
  requiresConsent: boolean;
}) {
  const { t } = useTranslation();
  const declinedByExpert = candidate.consent === "declined";
  const targets = CANDIDATE_STAGES.filter((s) => s !== candidate.stage && s !== "declined");
  const selectId = `move-${candidate.id}`;
  return (
    <article className="candidate-card" aria-label={candidate.expertName}>
      <h4>{candidate.expertName}</h4>
      <p>
        {candidate.companyName} (
        {t(
          candidate.partnerType === "freelancer"
            ? "staff.pipeline.freelancer"
            : "staff.pipeline.company",
        )}
        ) · {t("staff.pipeline.rate", { rate: candidate.rate })}
      </p>
      <p>
        {t("staff.pipeline.contact")}:{" "}
        {candidate.contactName
          ? `${candidate.contactName} <${candidate.contactEmail}>`
          : t("staff.pipeline.noContact")}
      </p>
      {candidate.description ? (
        <p className="pre-line">
          {t("staff.pipeline.description")}: {candidate.description}
        </p>
      ) : null}
      {candidate.declineReason ? (
        <p>
          {t("staff.pipeline.reason")}: {t(`offers.declineReasons.${candidate.declineReason}`)}
          {candidate.feedback ? (
            <>
              <br />
              {t("staff.pipeline.feedback")}: {candidate.feedback}
            </>
          ) : null}
        </p>
      ) : null}
      <ConsentLine candidate={candidate} requiresConsent={requiresConsent} />
      <ProposedByOthers proposals={candidate.proposedByOthers} />
      <p>
        {candidate.hasCv ? (
          <a href={`/staff/gigs/${gigId}/candidates/${candidate.id}/cv`}>
            {t("staff.pipeline.cv")}
          </a>
        ) : (
          t("staff.pipeline.noCv")
        )}
      </p>
      {declinedByExpert ? null : (
        <Form method="post" className="move-form">
          <input type="hidden" name="candidateId" value={candidate.id} />
          <input type="hidden" name="from" value={candidate.stage} />
          <label htmlFor={selectId}>{t("staff.pipeline.moveTo")}</label>
          <select id={selectId} name="to" defaultValue={targets[0]}>
            {targets.map((stage) => (
              <option key={stage} value={stage}>
                {t(`dashboard.stages.${stage}`)}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="button button-small"
            aria-label={t("staff.pipeline.moveNamed", { expert: candidate.expertName })}
          >
            {t("staff.pipeline.move")}
          </button>
        </Form>
      )}
      {candidate.stage !== "declined" ? (
        <Link
          className="button button-small button-danger"
          to={`/staff/gigs/${gigId}/candidates/${candidate.id}/decline`}
          aria-label={t("staff.pipeline.declineNamed", { expert: candidate.expertName })}
        >
          {t("staff.pipeline.decline")}
        </Link>
      ) : null}
    </article>
  );
}

/**
 * The expert's consent on a card (decision 048): who agreed when, what is still awaited, and
 * whether the gig's requirement holds the candidate back from the customer.
 */
function ConsentLine({
  candidate,
  requiresConsent,
}: {
  candidate: PipelineCandidate;
  requiresConsent: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { consent } = candidate;
  const date = formatDate(
    consent === "waiting" ? candidate.offeredAt : (candidate.consentAt ?? candidate.offeredAt),
    i18n.language,
  );
  const key =
    consent === "agreed" && candidate.selfOffered
      ? "representation.staff.self"
      : (`representation.staff.${consent}` as const);
  return (
    <p className="candidate-consent">
      {t("representation.staff.label")}: {t(key, { date })}
      {consent === "declined" ? (
        <>
          <br />
          {t("representation.staff.declinedNoMove")}
        </>
      ) : requiresConsent && consent !== "agreed" ? (
        <>
          <br />
          {t("representation.staff.needsConsent")}
        </>
      ) : null}
    </p>
  );
}
