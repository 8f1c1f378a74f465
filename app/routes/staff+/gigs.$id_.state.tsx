import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/auth/guards.server";
import { ConflictError } from "~/domain/shared/errors";
import { closeGig, setGigPublished } from "~/domain/staff-gigs.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { GigStateSchema } from "~/validation/staff-gig";
import { staffGigIdOf } from "./__staff-gig.server";

/** The publish, unpublish and close buttons of the gig page post here; a visit goes back there. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  return redirect(`/staff/gigs/${staffGigIdOf(params)}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
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
  const actor = user;
  const command = submission.value;
  try {
    if (command.intent === "close") {
      await closeGig(actor, id, command.outcome);
      return redirectWithToast(request, back, {
        type: "success",
        text: t("staffGigs.toast.closed", { status: t(`gigs.status.${command.outcome}`) }),
      });
    }
    await setGigPublished(actor, id, command.intent === "publish");
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
