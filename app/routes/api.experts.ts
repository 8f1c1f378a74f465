import { createExpert, getExpert, listExperts } from "~/domain/experts.server";
import { ApiError, apiJson } from "~/server/api-errors.server";
import {
  ApiExpertCreateSchema,
  apiExpert,
  companyPartner,
  readExpertBody,
  storedCv,
} from "./__api-experts.server";
import { apiRoute } from "./__api.server";

/** A JSON body with a CV as base64, up to MAX_JSON_UPLOAD_BYTES (app/server/request-body.server.ts). */
export const requestBody = "json-upload";

/**
 * The company's experts (spec section 7), for company partners as on the experts page: the list
 * with each expert's CV and candidacy stage, and a new expert with its CV (required).
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const user = await companyPartner(ctx);
    return { items: (await listExperts(user.company_id)).map(apiExpert) };
  },
  POST: async (ctx) => {
    const user = await companyPartner(ctx);
    const body = await readExpertBody(ctx, ApiExpertCreateSchema);
    const cv = await storedCv(ctx, body.cv);
    const id = await createExpert(user.company_id, {
      name: body.name,
      salesPitch: body.sales_pitch,
      cv,
    });
    const expert = await getExpert(user.company_id, id);
    if (!expert) throw new ApiError(404, "not-found");
    return apiJson(apiExpert(expert), {
      status: 201,
      headers: { Location: `/api/experts/${encodeURIComponent(id)}` },
    });
  },
});
