import { z } from "zod";
import type { TranslationKey } from "~/i18n/keys";
import { dbId } from "./ids";
import { msg } from "./messages";
import { multilineText } from "./text";

/** The lengths of a question on a gig and of staff's answer (decision 049). */
export const QUESTION_MIN = 5;
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 4000;

/**
 * Multi-line text that must be there, stored with LF line breaks as the counter counts them. The
 * checks run on the trimmed text in one refinement: conform's coercion would read an empty
 * string inside a pipe as a missing value and answer zod's own "Required".
 */
function requiredText(requiredKey: TranslationKey, max: number, min = 1) {
  return z
    .string({ required_error: requiredKey })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .superRefine((value, ctx) => {
      const message =
        value.length === 0
          ? requiredKey
          : value.length < min
            ? msg("validation.tooShort", min)
            : value.length > max
              ? msg("validation.tooLong", max)
              : null;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
}

/** A partner's question, on the gig page and as the API's `{ text }`. */
export const AskQuestionSchema = z.object({
  text: requiredText("gigQuestions.validation.required", QUESTION_MAX, QUESTION_MIN),
});

const questionId = dbId();

export const AnswerQuestionSchema = z.object({
  intent: z.literal("answer"),
  questionId,
  answer: requiredText("gigQuestions.validation.answerRequired", ANSWER_MAX),
});

/** Staff's public wording; empty goes back to the partner's own words. */
export const RewordQuestionSchema = z.object({
  intent: z.literal("reword"),
  questionId,
  publicText: multilineText(QUESTION_MAX),
});

export const HideQuestionSchema = z.object({
  intent: z.enum(["hide", "show"]),
  questionId,
});

/** Every form of the back office's questions page, told apart by `intent`. */
export const StaffQuestionSchema = z.discriminatedUnion("intent", [
  AnswerQuestionSchema,
  RewordQuestionSchema,
  HideQuestionSchema,
]);
