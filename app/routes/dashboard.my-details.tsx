import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRegistered } from "~/auth/guards.server";
import { ModalHost } from "~/components/modal";
import { getMyDetails } from "~/domain/account.server";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/company.css";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { FactList } from "~/components/fact-list";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const [{ t }, details] = await Promise.all([getT(request), getMyDetails(user.id)]);
  return { details, meta: { title: t("dashboard.tabs.my-details"), noindex: true } };
}

export default function MyDetails() {
  const { details } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const notSet = t("account.details.notSet");
  const rows: Array<[string, string]> = [
    [t("dashboard.details.name"), details.name ?? notSet],
    [t("dashboard.details.email"), details.email],
    [t("dashboard.details.jobTitle"), details.jobTitle || notSet],
    [t("dashboard.details.phone"), details.phoneNumber ?? notSet],
    [
      t("dashboard.details.marketing"),
      t(details.marketingConsent ? "dashboard.details.allowed" : "dashboard.details.notAllowed"),
    ],
    [
      t("account.details.newsletter"),
      t(details.newsletter ? "account.details.subscribed" : "account.details.notSubscribed"),
    ],
    [
      t("dashboard.details.terms"),
      details.termsAcceptedAt ? formatDate(details.termsAcceptedAt, i18n.language) : notSet,
    ],
  ];
  return (
    <ModalHost>
      <section aria-labelledby="details-title" className="stack">
        <div className="section-header">
          <h2 id="details-title">{t("dashboard.tabs.my-details")}</h2>
          <Link to="edit" preventScrollReset className="button button-secondary button-small">
            {t("account.details.edit")}
          </Link>
        </div>
        <FactList facts={rows} className="card" />
        <section aria-labelledby="delete-title" className="card stack danger-zone">
          <h3 id="delete-title">{t("account.delete.title")}</h3>
          <p>{t("account.delete.intro")}</p>
          <p>
            <Link to="delete" preventScrollReset className="button button-secondary button-danger">
              {t("account.delete.open")}
            </Link>
          </p>
        </section>
      </section>
    </ModalHost>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
