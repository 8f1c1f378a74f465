import { ConflictError } from "~/domain/shared/errors";
import { saveExpertForm } from "~/domain/experts/expert-forms.server";
import { deleteExpert, getExpert } from "~/domain/experts/experts.server";
import { profileVocabulary } from "~/domain/expert-vocabulary.server";
import { ApiError } from "~/api/errors.server";
import {
  ApiExpertEditSchema,
  apiExpert,
  companyPartner,
  ownExpert,
  profileOfBody,
  readExpertBody,
  storedCv,
} from "../../api/experts.server";
import { apiRoute, type ApiContext } from "../../api/frame.server";
import { ExpertDeleted } from "../../api/schemas/experts";
import { sent } from "../../api/schemas/sent";
import { NoQuery } from "../../api/query.server";

/** A JSON body with a CV as base64, up to MAX_JSON_UPLOAD_BYTES (app/server/forms/request-body.server.ts). */
export const requestBody = "json-upload";

async function expert(ctx: ApiContext) {
  const user = await companyPartner(ctx);
  return apiExpert(await ownExpert(user, ctx.params.id));
}

/**
 * One of the company's experts: read, edit (the CV is optional; without it the stored one stays,
 * as does each profile field left out) and delete with the experts page's rules. Another
 * company's expert is 404, never 403.
 */
export const { loader, action } = apiRoute({
  resource: expert,
  GET: async (ctx) => {
    await ctx.query(NoQuery);
    return expert(ctx);
  },
  PUT: async (ctx) => {
    const user = await companyPartner(ctx);
    // Foreign and missing experts are 404 before the body is read.
    const { id } = await ownExpert(user, ctx.params.id);
    const body = await readExpertBody(ctx, ApiExpertEditSchema);
    const cv = body.cv ? await storedCv(ctx, body.cv) : undefined;
    const saved = await saveExpertForm(
      user,
      { kind: "expert-edit", expertId: id },
      {
        name: body.name,
        // Left out: the stored e-mail and phone stay, as every field a client may not know.
        email: body.email,
        phone: body.phone,
        salesPitch: body.sales_pitch,
        cv,
        profile: profileOfBody(body),
      },
      await profileVocabulary(),
    );
    const expert = saved === "saved" ? await getExpert(user.company_id, id) : null;
    // Deleted by a colleague meanwhile.
    if (!expert) throw new ApiError(404, "not-found");
    return apiExpert(expert);
  },
  /**
   * Refused with 409 `offered` once the expert has been offered to a customer or advanced past
   * evaluation; an expert in review is deleted and its offers withdrawn (their number is sent).
   */
  DELETE: async (ctx) => {
    const user = await companyPartner(ctx);
    const { id } = await ownExpert(user, ctx.params.id);
    const result = await deleteExpert(user.company_id, id);
    if (!result.ok && result.code === "not-found") throw new ApiError(404, "not-found");
    if (!result.ok) throw new ConflictError(result.code, "experts.toast.deleteRefused");
    return sent(ExpertDeleted, { id, deleted: true, withdrawn: result.withdrawn });
  },
});
