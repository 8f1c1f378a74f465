import { type ActionFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/guards.server";
import { ConflictError } from "~/domain/shared/errors";
import { startInstantGigAlerts } from "~/domain/gig-alerts.server";
import { gigAlertMatcher } from "~/domain/gig-alert-matches.server";
import { closeGig, setGigPublished } from "~/domain/staff-gigs.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { GigStateSchema } from "~/validation/staff-gig";
import { staffGigIdOf } from "./__staff-gig.server";

/**
 * Publishes, unpublishes or closes a gig, then goes back to its page with a message. The gig
 * page's publish buttons post to /state; closing is confirmed on /close first, which posts here.
 */
export async function gigStateAction({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const id = staffGigIdOf(params);
  const back = `/staff/gigs/${id}`;
  const { t } = await getT(request);
  const submission = parseForm(await request.formData(), GigStateSchema);
  if (submission.status !== "success") {
    // The buttons send fixed values; anything else did not come from the page.
    return redirectWithToast(request, back, {
      type: "error",
      title: t("staffGigs.toast.failed"),
      text: t("validation.required"),
    });
  }
  const command = submission.value;
  try {
    if (command.intent === "close") {
      await closeGig(user, id, command.outcome);
      return redirectWithToast(request, back, {
        type: "success",
        text: t("staffGigs.toast.closed", { status: t(`gigs.status.${command.outcome}`) }),
      });
    }
    const { firstPublication } = await setGigPublished(user, id, command.intent === "publish");
    // After the commit, in the background: the answer never waits for the alerts' mails.
    if (firstPublication) startInstantGigAlerts(id, gigAlertMatcher());
    return redirectWithToast(request, back, {
      type: "success",
      text: t(
        command.intent === "publish" ? "staffGigs.toast.published" : "staffGigs.toast.unpublished",
      ),
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return redirectWithToast(request, back, {
      type: "error",
      title: t("staffGigs.toast.failed"),
      text: t(
        error.code === "already-published"
          ? "staffGigs.errors.alreadyPublished"
          : error.code === "already-unpublished"
            ? "staffGigs.errors.alreadyUnpublished"
            : "staffGigs.errors.alreadyClosed",
      ),
    });
  }
}
