import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { ModalHost } from "~/components/modal-host";
import { getMyDetails } from "~/domain/identity/account.server";
import {
  getGigAlerts,
  getNotificationSettings,
  NOTIFICATION_KINDS,
} from "~/domain/newsletter/notifications.server";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/company.css";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { FactList } from "~/components/fact-list";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const [{ t }, details, settings, gigAlerts] = await Promise.all([
    getT(request),
    getMyDetails(user.id),
    getNotificationSettings(user.id),
    getGigAlerts(user.id),
  ]);
  const notifications = NOTIFICATION_KINDS.filter(
    (kind) => kind !== "invite-accepted" || user.partner_type !== "freelancer",
  ).map((kind) => ({ kind, on: settings[kind] }));
  return {
    details,
    notifications,
    gigAlerts,
    partnerType: user.partner_type,
    meta: { title: t("dashboard.tabs.my-details"), noindex: true },
  };
}

export default function MyDetails() {
  const { details, notifications, gigAlerts, partnerType } = useLoaderData<typeof loader>();
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
        <section aria-labelledby="notifications-title" className="card stack">
          <div className="section-header">
            <h3 id="notifications-title">{t("notifications.settings.title")}</h3>
            <Link
              to="notifications"
              preventScrollReset
              className="button button-secondary button-small"
            >
              {t("notifications.settings.edit")}
            </Link>
          </div>
          <FactList
            facts={[
              ...notifications.map(({ kind, on }): [string, string] => [
                t(`notifications.settings.kinds.${kind}`),
                t(on ? "notifications.settings.on" : "notifications.settings.off"),
              ]),
              [
                t("notifications.settings.gigAlerts.label"),
                t(`notifications.settings.gigAlerts.short.${gigAlerts}`),
              ],
            ]}
          />
        </section>
        <section aria-labelledby="my-data-title" className="card stack">
          <h3 id="my-data-title">{t("partnerData.myData.title")}</h3>
          <p>{t(`partnerData.myData.intro.${partnerType}`)}</p>
          <p>
            {/* A file from the API (the session cookie signs it in): a plain link, no script. */}
            <a href="/api/users/current/export" download className="button button-secondary">
              {t("partnerData.myData.download")}
            </a>
          </p>
        </section>
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
