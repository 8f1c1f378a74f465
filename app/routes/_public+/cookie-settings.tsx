import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { parseForm } from "~/server/forms/form-submission.server";
import { useTranslation } from "~/i18n/react";
import { ConsentSchema, consentOf } from "~/consent/consent";
import { consentCookie, readConsent } from "~/consent/consent.server";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import { flashToast } from "~/server/forms/toast.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const env = getEnv();
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), "/");
  return {
    consent: readConsent(request),
    // Analytics is the only optional category; without it there is nothing to choose.
    analyticsOffered: Boolean(env.MATOMO_URL && env.MATOMO_SITE_ID && !env.CONSENT_SCRIPT_URL),
    external: Boolean(env.CONSENT_SCRIPT_URL),
    returnTo,
    meta: { title: t("consent.settingsTitle"), noindex: true },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), ConsentSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { t } = await getT(request);
  const headers = new Headers({ "Set-Cookie": consentCookie(consentOf(submission.value)) });
  await flashToast(request, { type: "success", text: t("consent.saved") }, headers);
  return redirect(safeRedirectPath(submission.value.returnTo, "/"), { headers });
}

export default function CookieSettings() {
  const { consent, analyticsOffered, external, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="container section narrow">
      <h1>{t("consent.settingsTitle")}</h1>
      <p>{t("consent.necessaryText")}</p>
      {external ? <p>{t("consent.externalText")}</p> : null}
      {analyticsOffered ? (
        <Form method="post" reloadDocument className="stack">
          <input type="hidden" name="returnTo" value={returnTo} />
          {actionData?.result ? (
            <p className="form-error" role="alert">
              {t("validation.unknown")}
            </p>
          ) : null}
          <fieldset>
            <legend>{t("consent.categories")}</legend>
            <label className="choice">
              <input type="checkbox" checked disabled />
              <span className="choice-text">
                {t("consent.necessary")}
                <span className="choice-description">{t("consent.necessaryShort")}</span>
              </span>
            </label>
            <label className="choice">
              <input
                type="checkbox"
                name="analytics"
                defaultChecked={consent?.analytics ?? false}
              />
              <span className="choice-text">
                {t("consent.analytics")}
                <span className="choice-description">{t("consent.analyticsText")}</span>
              </span>
            </label>
          </fieldset>
          <div className="row">
            <button type="submit" name="intent" value="save" className="button">
              {t("consent.save")}
            </button>
            <button type="submit" name="intent" value="all" className="button button-secondary">
              {t("consent.acceptAll")}
            </button>
          </div>
        </Form>
      ) : null}
      <p>
        <Link to="/privacy-policy">{t("footer.privacy")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
