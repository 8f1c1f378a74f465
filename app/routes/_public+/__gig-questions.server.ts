import { isRegistered, isStaff } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/session.server";
import type { GigQuestionsBox } from "~/components/gig-questions";
import { countWaitingGigQuestions } from "~/domain/gig-question-answers.server";
import { listGigQuestions } from "~/domain/gig-questions.server";

/**
 * The gig page's questions (decision 049): nothing of them for a visitor (so the page a visitor
 * gets stays the same for every visitor and cacheable), the answered ones and their own company's
 * waiting ones for a partner, with the way to ask while the gig takes offers; staff see the
 * answered ones and a link to the back office.
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
  return { viewer: "partner", questions, ask: !registered ? null : gig.isOpen ? "open" : "closed" };
}
