import { data } from "@remix-run/node";
import type { StaffUser } from "~/auth/guards.server";
import { ConflictError } from "~/domain/shared/errors";
import { ConsentRequiredError } from "~/domain/expert-consent.server";
import { moveCandidateAndNotify, type CandidateMove } from "~/domain/pipeline.server";
import { getT } from "~/i18n/i18n.server";
import type { TranslationKey } from "~/i18n/keys";
import { redirectWithToast } from "~/server/forms/toast.server";

const CONFLICT_TEXT: Record<string, TranslationKey> = {
  "same-stage": "staff.errors.sameStage",
  "already-proposed-by-another-partner": "staff.errors.proposedByAnotherPartner",
};

/**
 * A move from the pipeline or the decline page: the domain's conflict (someone moved the
 * candidate first, or the expert's consent is missing) becomes an error toast on the pipeline,
 * which then shows the current stage.
 */
export async function moveAndRedirect(
  request: Request,
  user: StaffUser,
  gigId: number,
  candidateId: string,
  move: CandidateMove,
) {
  const { t } = await getT(request);
  const back = `/staff/gigs/${gigId}`;
  try {
    const moved = await moveCandidateAndNotify(user, gigId, candidateId, move);
    const text =
      moved.stage === "declined"
        ? t("staff.toast.declined", { expert: moved.expertName })
        : t("staff.toast.moved", {
            expert: moved.expertName,
            stage: t(`dashboard.stages.${moved.stage}`),
          });
    return redirectWithToast(
      request,
      back,
      moved.mailSent
        ? { type: "success", text }
        : { type: "warning", title: text, text: t("staff.toast.mailFailed") },
    );
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return redirectWithToast(request, back, {
      type: "error",
      title: t("staff.toast.moveFailed"),
      text:
        error instanceof ConsentRequiredError
          ? t(`representation.staff.errors.${error.consent}`)
          : t(CONFLICT_TEXT[error.code] ?? "staff.errors.stageChanged"),
    });
  }
}

export function badRequest<T>(body: T) {
  return data(body, { status: 400 });
}
