import { getExpertCv } from "~/domain/experts/experts.server";
import { ApiError } from "~/api/errors.server";
import { cvResponse } from "~/server/forms/cv-download.server";
import { companyPartner } from "../../api/experts.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";

/**
 * The expert's CV as the experts page downloads it: the stored bytes with their type and the
 * filename in Content-Disposition. Another company's expert, or none, is 404.
 */
export const { loader, action } = apiRoute({
  GET: async (ctx) => {
    const user = await companyPartner(ctx);
    await ctx.query(NoQuery);
    const cv = await getExpertCv(user.company_id, ctx.params.id ?? "");
    if (!cv) throw new ApiError(404, "not-found");
    return cvResponse(cv, ctx.request.method);
  },
});
