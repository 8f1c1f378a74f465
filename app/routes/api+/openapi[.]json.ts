import { getEnv } from "~/env.server";
import { apiJson } from "~/api/errors.server";
import { openApiDocument } from "../../api/openapi.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";

/** The API's OpenAPI 3.1 document (readable at /api/docs). */
export const { loader, action } = apiRoute({
  GET: async ({ query }) => {
    await query(NoQuery);
    return apiJson(openApiDocument(new URL(getEnv().APP_URL).origin), {
      headers: { "Cache-Control": "public, max-age=300" },
    });
  },
});
