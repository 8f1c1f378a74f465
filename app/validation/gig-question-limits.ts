/**
 * The lengths of a question on a gig and of staff's answer (decision 049). Apart from the zod
 * schemas (gig-questions.ts) so the public gig page's form can use them without loading zod.
 */
export const QUESTION_MIN = 5;
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 4000;
