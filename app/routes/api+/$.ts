import { ApiError } from "~/api/errors.server";
import { apiRoute } from "../../api/frame.server";

/** Any /api address that no route answers: the API's 404, whatever the method. */
const notFound = async () => {
  throw new ApiError(404, "not-found");
};

export const requestBody = "json";
export const { loader, action } = apiRoute({
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
});
