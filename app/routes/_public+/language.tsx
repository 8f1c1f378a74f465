import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { SUPPORTED_LOCALES } from "~/i18n/config";
import { getFixedTFor, getLocale, localeCookie } from "~/i18n/i18n.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageMeta } from "~/utils/seo";
import { flashToast } from "~/server/forms/toast.server";
import { LanguageSchema } from "~/validation/language";

/** A `?lng=` left in the address would override the language just chosen. */
function withoutLanguageParam(path: string) {
  const url = new URL(path, "http://same-site.invalid");
  if (!url.searchParams.has("lng")) return path;
  url.searchParams.delete("lng");
  return url.pathname + url.search + url.hash;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const t = await getFixedTFor(locale);
  return { locale, meta: { title: t("language.change") } };
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = LanguageSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "validation.required" as const }, { status: 400 });
  const { locale, redirectTo } = parsed.data;
  const t = await getFixedTFor(locale);
  const headers = new Headers({ "Set-Cookie": await localeCookie.serialize(locale) });
  await flashToast(request, { type: "success", text: t("toast.languageChanged") }, headers);
  return redirect(withoutLanguageParam(safeRedirectPath(redirectTo, "/")), { headers });
}

export default function LanguagePage() {
  const { locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="container section narrow">
      <h1>{t("language.change")}</h1>
      <Form method="post" className="stack">
        <fieldset aria-describedby={actionData?.error ? "locale-error" : undefined}>
          <legend>{t("language.label")}</legend>
          {SUPPORTED_LOCALES.map((l) => (
            <label key={l} className="choice">
              <input type="radio" name="locale" value={l} defaultChecked={l === locale} required />{" "}
              {t(`language.${l}`)}
            </label>
          ))}
          {actionData?.error ? (
            <p id="locale-error" className="field-error" role="alert">
              {t(actionData.error)}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button">
          {t("language.submit")}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
