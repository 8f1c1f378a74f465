import { isRegistered } from "~/auth/guards.server";
import { z } from "zod";
import { askGigQuestion, listGigQuestionsAfter } from "~/domain/gig-questions.server";
import { getGig } from "~/domain/gigs.server";
import { ApiError, apiJson } from "~/api/errors.server";
import { AskQuestionSchema } from "~/validation/gig-questions";
import { apiGigQuestion } from "../../api/gig-questions.server";
import { gigIdParam } from "../../api/offers.server";
import { apiRoute, partnerOf } from "../../api/frame.server";
import { GigQuestionList } from "../../api/schemas/gigs";
import { keysetRequest, pageQuery, pageResponse } from "../../api/paging.server";

export const requestBody = "json";

const QuestionsQuery = z.object(
  pageQuery(
    "questions",
    z.tuple([z.union([z.literal(0), z.literal(1)]), z.string(), z.number().int().positive()]),
  ),
);

/**
 * Questions on a published gig (decision 049): the answered ones for any signed-in caller, with
 * the caller's company's own unanswered ones; a registered partner asks one with `{ text }` (201),
 * at most 10 an hour (429 beyond), while the gig takes offers (409 `gig-closed` after).
 */
export const { loader, action } = apiRoute({
  idempotent: ["POST"],
  GET: async (ctx) => {
    const user = await ctx.user();
    const query = await ctx.query(QuestionsQuery);
    const gig = await getGig(gigIdParam(ctx.params.id));
    if (!gig) throw new ApiError(404, "not-found");
    const companyId = isRegistered(user) ? user.company_id : null;
    const page = await listGigQuestionsAfter({ companyId }, gig.id, keysetRequest(query));
    return pageResponse(GigQuestionList, ctx.request, "questions", page, apiGigQuestion);
  },
  POST: async (ctx) => {
    const partner = await partnerOf(ctx);
    const gig = await getGig(gigIdParam(ctx.params.id));
    if (!gig) throw new ApiError(404, "not-found");
    const { text } = await ctx.body(AskQuestionSchema);
    const asked = await askGigQuestion(partner, gig.id, text);
    if (!asked.ok) throw new ApiError(429, "too-many-requests", "gigQuestions.errors.rateLimited");
    // A question has no address of its own: the gig's list holds it (decision 052).
    return apiJson(apiGigQuestion(asked.question), {
      status: 201,
      headers: { Location: `/api/gigs/${gig.id}/questions` },
    });
  },
});
