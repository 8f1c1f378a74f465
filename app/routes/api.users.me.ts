import { apiAccount } from "./__api-shapes.server";
import { apiRoute } from "./__api.server";

/** The signed-in account (the content backend's `users/me`). */
export const { loader, action } = apiRoute({
  GET: async ({ user }) => apiAccount(await user()),
});
