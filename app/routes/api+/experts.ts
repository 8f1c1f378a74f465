import { saveExpertForm } from "~/domain/experts/expert-forms.server";
import { EXPERTS_PAGE_SIZE, getExpert, listExpertsPage } from "~/domain/experts/experts.server";
import { profileVocabulary } from "~/domain/expert-vocabulary.server";
import { parsePage, parsePageSize } from "~/validation/paging";
import { ApiError, apiJson } from "~/api/errors.server";
import {
  ApiExpertCreateSchema,
  apiExpert,
  companyPartner,
  profileOfBody,
  readExpertBody,
  storedCv,
} from "../../api/experts.server";
import { apiPage, apiRoute } from "../../api/frame.server";
import { ExpertPage } from "../../api/schemas/experts";
import { sent } from "../../api/schemas/sent";

/** A JSON body with a CV as base64, up to MAX_JSON_UPLOAD_BYTES (app/server/forms/request-body.server.ts). */
export const requestBody = "json-upload";

/**
 * The company's experts (spec section 7), for company partners as on the experts page: the list
 * with each expert's CV, profile (skills, availability, allocation, rate expectation, work modes,
 * locations) and candidacy stage, a page at a time (`?page=`, `?page_size=` up to 100), and a new
 * expert with its CV (required) and profile.
 */
export const { loader, action } = apiRoute({
  idempotent: ["POST"],
  GET: async (ctx) => {
    const user = await companyPartner(ctx);
    const params = new URL(ctx.request.url).searchParams;
    const list = await listExpertsPage(user.company_id, {
      page: parsePage(params),
      pageSize: parsePageSize(params, EXPERTS_PAGE_SIZE),
    });
    return sent(ExpertPage, apiPage(list, apiExpert));
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
