import { clientIp } from "~/auth/session.server";
import { newsletterSignUpAllowed } from "~/domain/newsletter/newsletter.server";
import { requestSubscription } from "~/domain/newsletter/newsletter-confirm.server";
import { getT } from "~/i18n/i18n.server";
import { ApiError, apiErrorBody, apiJson } from "~/api/errors.server";
import { NewsletterSchema } from "~/validation/newsletter";
import { apiRoute } from "../../api/frame.server";
import { NewsletterRefused, NewsletterSignedUp } from "../../api/schemas/reference";
import { sent } from "../../api/schemas/sent";

export const requestBody = "json";

/**
 * The gig newsletter sign-up: `SUCCESS`, or 403 for an address that cannot receive mail: the
 * API's error shape with code `invalid-email` (`details.reason` says why), and beside it the
 * `result: "FAILED_INVALID_EMAIL"` the spec's client reads (spec sections 4 and 8; decision 052).
 * The same rules and per-address
 * limit as the page's form: `SUCCESS` means a confirmation link was mailed to the address (in the
 * Accept-Language language) unless it already receives the newsletter, which the answer does not say.
 * `search` (`{ q, mode, language, location, skill }`, as GET /api/gigs reads them) keeps a gig
 * search: the newsletter then lists only its new gigs.
 */
export const { loader, action } = apiRoute({
  POST: async ({ request, body }) => {
    const { email, search = null } = await body(NewsletterSchema);
    if (!(await newsletterSignUpAllowed(clientIp(request))))
      throw new ApiError(429, "too-many-requests", "newsletter.errors.tooMany");
    const { locale } = await getT(request);
    const outcome = await requestSubscription({ email, locale, search });
    if (outcome.result === "FAILED_INVALID_EMAIL") {
      const refusal = await apiErrorBody(request, {
        status: 403,
        code: "invalid-email",
        messageKey: "newsletter.errors.invalid",
        details: { reason: outcome.reason },
      });
      return apiJson(sent(NewsletterRefused, { result: "FAILED_INVALID_EMAIL", ...refusal }), {
        status: 403,
      });
    }
    return sent(NewsletterSignedUp, { result: "SUCCESS" });
  },
});
