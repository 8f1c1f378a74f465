import { saveExpertForm } from "~/domain/experts/expert-forms.server";
import { z } from "zod";
import { getExpert, listExpertsAfter } from "~/domain/experts/experts.server";
import { profileVocabulary } from "~/domain/expert-vocabulary.server";
import { ApiError, apiJson } from "~/api/errors.server";
import {
  ApiExpertCreateSchema,
  apiExpert,
  companyPartner,
  profileOfBody,
  readExpertBody,
  storedCv,
} from "../../api/experts.server";
import { ExpertPage } from "../../api/schemas/experts";
import { apiRoute } from "../../api/frame.server";
import { keysetRequest, pageQuery, pageResponse } from "../../api/paging.server";

/** A JSON body with a CV as base64, up to MAX_JSON_UPLOAD_BYTES (app/server/forms/request-body.server.ts). */
export const requestBody = "json-upload";

const ExpertsQuery = z.object(pageQuery("experts", z.tuple([z.string(), z.string()])));

/**
 * The company's experts (spec section 7), for company partners as on the experts page: the list
 * with each expert's CV, profile (skills, availability, allocation, rate expectation, work modes,
 * locations) and candidacy stage, walked by cursor (decision 053), and a new
 * expert with its CV (required) and profile.
 */
export const { loader, action } = apiRoute({
  idempotent: ["POST"],
  GET: async (ctx) => {
    const user = await companyPartner(ctx);
    const query = await ctx.query(ExpertsQuery);
    const page = await listExpertsAfter(user.company_id, keysetRequest(query));
    return pageResponse(ExpertPage, ctx.request, "experts", page, apiExpert);
  },
  POST: async (ctx) => {
    const user = await companyPartner(ctx);
    const body = await readExpertBody(ctx, ApiExpertCreateSchema);
    const cv = await storedCv(ctx, body.cv);
    const saved = await saveExpertForm(
      user,
      { kind: "expert-create" },
      {
        name: body.name,
        email: body.email ?? null,
        phone: body.phone ?? null,
        salesPitch: body.sales_pitch,
        cv,
        profile: profileOfBody(body),
      },
      await profileVocabulary(),
    );
    if (typeof saved !== "object") throw new ApiError(404, "not-found");
    const id = saved.created;
    const expert = await getExpert(user.company_id, id);
    if (!expert) throw new ApiError(404, "not-found");
    return apiJson(apiExpert(expert), {
      status: 201,
      headers: { Location: `/api/experts/${encodeURIComponent(id)}` },
    });
  },
});
