import { requestPasswordReset } from "~/domain/identity/account-mail.server";
import { getLocale } from "~/i18n/i18n.server";
import { EmailSchema, tooManyRequests } from "../../api/auth.server";
import { apiRoute } from "../../api/frame.server";
import { ResetRequested } from "../../api/schemas/auth";
import { sent } from "../../api/schemas/sent";

export const requestBody = "json";

/**
 * The content backend's `auth/forgot-password`: the reset page's request. The answer is the same,
 * in the same time, whether or not the address has an account (the mail goes out afterwards);
 * its link's `token` is the `code` of `auth/reset-password`. Limited per address like the page
 * (every address counts, known or not, so a 429 tells nothing either).
 */
export const { loader, action } = apiRoute({
  POST: async ({ body, request }) => {
    const { email } = await body(EmailSchema);
    const outcome = await requestPasswordReset(email, await getLocale(request));
    if (outcome === "rate-limited") throw tooManyRequests();
    return sent(ResetRequested, { ok: true });
  },
});
