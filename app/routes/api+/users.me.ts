import { apiAccount } from "../../api/shapes.server";
import { apiRoute } from "../../api/frame.server";

/** The signed-in account (the content backend's `users/me`). */
export const { loader, action } = apiRoute({
  GET: async ({ user }) => apiAccount(await user()),
});
