import { apiAccount } from "../../api/shapes.server";
import { NoQuery } from "../../api/query.server";
import { apiRoute } from "../../api/frame.server";

/** The signed-in account (the content backend's `users/me`). */
export const { loader, action } = apiRoute({
  GET: async ({ user, query }) => {
    const caller = await user();
    await query(NoQuery);
    return apiAccount(caller);
  },
});
