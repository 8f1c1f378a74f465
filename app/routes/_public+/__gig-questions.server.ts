import { data, type ActionFunctionArgs } from "@remix-run/node";
import { isRegistered, isStaff, requireRegistered } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/session.server";
import type { GigQuestionsBox } from "~/components/gig-questions";
import {
  askGigQuestion,
  countWaitingGigQuestions,
  listGigQuestions,
} from "~/domain/gig-questions.server";
import { getGig } from "~/domain/gigs.server";
import { ConflictError } from "~/domain/shared/errors";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { gigNotFound } from "~/server/forms/route-errors.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { AskQuestionSchema } from "~/validation/gig-questions";
import { parseDbId } from "~/validation/ids";

/**
 * The gig page's questions (decision 049): nothing of them for a visitor (so the page a visitor
 * gets stays the same for every visitor and cacheable), the answered ones and their own company's
 * waiting ones for a partner, with the form while the gig takes offers; staff see the answered
 * ones and a link to the back office.
 */
export async function gigQuestionsBox(
  user: SessionUser | null,
  gig: { id: number; isOpen: boolean },
): Promise<GigQuestionsBox> {
  if (!user) return { viewer: "visitor" };
  if (isStaff(user)) {
    const [questions, waiting] = await Promise.all([
      listGigQuestions({ companyId: null }, gig.id),
      countWaitingGigQuestions(gig.id),
    ]);
    return { viewer: "staff", questions, waiting };
  }
  const registered = isRegistered(user);
  const questions = await listGigQuestions(
    { companyId: registered ? user.company_id : null },
    gig.id,
  );
  return { viewer: "partner", questions, ask: !registered ? null : gig.isOpen ? "form" : "closed" };
}

/** The gig page's action: a registered partner asks a question; back to the questions. */
export async function askQuestionAction({ request, params }: ActionFunctionArgs) {
  const user = await requireRegistered(request);
  const gig = await getGig(parseDbId(params.id));
  if (!gig) throw gigNotFound();
  const submission = parseForm(await request.formData(), AskQuestionSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let asked;
  try {
    asked = await askGigQuestion(user, gig.id, submission.value.text);
  } catch (error) {
    if (!(error instanceof ConflictError) || !error.messageKey) throw error;
    return data({ result: submission.reply({ formErrors: [error.messageKey] }) }, { status: 409 });
  }
  if (!asked.ok)
    return data(
      { result: submission.reply({ formErrors: ["gigQuestions.errors.rateLimited"] }) },
      { status: 429 },
    );
  const { t } = await getT(request);
  return redirectWithToast(request, `/gigs/${gig.id}/${gig.slug}#questions`, {
    type: "success",
    text: t("gigQuestions.toast.asked"),
  });
}
