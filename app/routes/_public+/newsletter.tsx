import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { clientIp } from "~/auth/session.server";
import { NewsletterForm, type NewsletterActionData } from "~/components/newsletter-form";
import { newsletterSignUpAllowed } from "~/domain/newsletter/newsletter.server";
import { requestSubscription } from "~/domain/newsletter/newsletter-confirm.server";
import { getT } from "~/i18n/i18n.server";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { logger } from "~/utils/logger.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { parseGigSearch } from "~/validation/gig-search-params";
import { NewsletterSchema, SavedSearchSchema } from "~/validation/newsletter";
import { newsletterFormSearch, savedSearchOf, savedSearchPath } from "~/validation/saved-search";
import { parseForm } from "~/server/forms/form-submission.server";

/**
 * The page's form, for every new gig or, from a gig list's link (`/newsletter?q=react&mode=remote`,
 * the gig list's own query), for that search; after signing up the visitor goes back to it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const search = savedSearchOf(parseGigSearch(new URL(request.url).searchParams));
  return data(
    {
      search: newsletterFormSearch(t, search),
      redirectTo: search ? savedSearchPath(search) : undefined,
      meta: { title: t("newsletter.title"), description: t("newsletter.pageLead") },
    },
    { headers: publicCacheHeaders(request) },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, NewsletterSchema);
  const echoedRedirect = safeRedirectPath(formData.get("redirectTo"), "/");
  const { t, locale } = await getT(request);
  if (submission.status !== "success") {
    // The form on this page keeps the search it came with (without JavaScript it is the form).
    const search = SavedSearchSchema.safeParse(submission.payload.search ?? {});
    // The search has no field of its own to show its error ("too long to keep") under.
    const searchErrors = submission.error?.search;
    return data<NewsletterActionData>(
      {
        result: searchErrors ? submission.reply({ formErrors: searchErrors }) : submission.reply(),
        redirectTo: echoedRedirect,
        search: newsletterFormSearch(t, search.success ? search.data : null),
      },
      { status: 400 },
    );
  }
  const { email, redirectTo, source, search = null } = submission.value;
  // The same answer for a new, a returning and an already subscribed address (decision 032).
  const requested = () =>
    redirectWithToast(request, safeRedirectPath(redirectTo, "/"), {
      type: "success",
      text: t("newsletter.checkInbox"),
    });
  // A bot filled the hidden field: the usual answer, and nothing stored.
  if (isHoneypotFilled(formData)) return requested();
  if (!(await newsletterSignUpAllowed(clientIp(request)))) {
    return data<NewsletterActionData>(
      {
        result: submission.reply({ formErrors: ["newsletter.errors.tooMany"] }),
        redirectTo: echoedRedirect,
        search: newsletterFormSearch(t, search),
      },
      { status: 429 },
    );
  }
  const outcome = await requestSubscription({ email, locale, search });
  if (outcome.result === "FAILED_INVALID_EMAIL") {
    logger.info("newsletter sign-up refused", { reason: outcome.reason, source });
    return data<NewsletterActionData>(
      {
        result: submission.reply({ fieldErrors: { email: ["newsletter.errors.invalid"] } }),
        redirectTo: echoedRedirect,
        search: newsletterFormSearch(t, search),
      },
      { status: 400 },
    );
  }
  logger.info("newsletter sign-up", { source, withSearch: search !== null });
  return requested();
}

export default function NewsletterPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container section narrow">
      <NewsletterForm
        page
        source="newsletter-page"
        lastResult={actionData?.result}
        redirectTo={actionData?.redirectTo ?? loaded.redirectTo}
        search={actionData ? actionData.search : loaded.search}
      />
    </div>
  );
}

export const headers: HeadersFunction = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
