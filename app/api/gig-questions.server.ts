import type { GigQuestionView } from "~/domain/gig-questions.server";
import { GigQuestion } from "./schemas/gigs";
import type { Sent } from "./schemas/sent";

/**
 * A question on a gig as the API sends it (the OpenAPI document's `GigQuestion`): the public
 * wording, never the asker; `own` says the caller's company asked it.
 */
export function apiGigQuestion(question: GigQuestionView): Sent<typeof GigQuestion> {
  return {
    id: question.id,
    question: question.question,
    answer: question.answer,
    status: question.answeredAt === null ? "waiting" : "answered",
    own: question.own,
    asked_at: question.askedAt,
    answered_at: question.answeredAt,
  };
}
