import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRegistered } from "~/auth/guards.server";
import { getMyDetails } from "~/domain/dashboard.server";
import { getT } from "~/i18n/i18n.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const [{ t }, details] = await Promise.all([getT(request), getMyDetails(user.id)]);
  return { details, meta: { title: t("dashboard.tabs.my-details"), noindex: true } };
}

export default function MyDetails() {
  const { details } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const rows: Array<[string, string]> = [
    [t("dashboard.details.name"), details.name ?? ""],
    [t("dashboard.details.email"), details.email],
    [t("dashboard.details.jobTitle"), details.job_title ?? ""],
    [t("dashboard.details.phone"), details.phone_number ?? ""],
    [
      t("dashboard.details.marketing"),
      t(details.marketing_consent ? "dashboard.details.allowed" : "dashboard.details.notAllowed"),
    ],
    [
      t("dashboard.details.terms"),
      details.terms_accepted_at ? formatDate(details.terms_accepted_at, i18n.language) : "",
    ],
  ];
  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title">{t("dashboard.tabs.my-details")}</h2>
      <dl className="fact-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
