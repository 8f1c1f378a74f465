import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { CompanyDetailsList } from "~/components/company-details";
import { InviteTable } from "~/components/invite-table";
import { CompanyUserTable } from "~/components/company-users-table";
import { ModalHost } from "~/components/modal-host";
import { getCompanyDetails } from "~/domain/company/company.server";
import { listCompanyUsers } from "~/domain/company/company-users.server";
import { listCompanyInvites } from "~/domain/company/invites.server";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/company.css";
import { pageMeta } from "~/utils/seo";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t, locale } = await getT(request);
  const [company, users, invites] = await Promise.all([
    getCompanyDetails(user.company_id, locale),
    listCompanyUsers(user.company_id, user.id),
    listCompanyInvites(user.company_id),
  ]);
  return {
    company,
    users,
    invites,
    meta: { title: t("dashboard.tabs.company-and-users"), noindex: true },
  };
}

export default function CompanyAndUsers() {
  const { company, users, invites } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ModalHost>
      <section aria-labelledby="tab-title" className="stack">
        <h2 id="tab-title">{t("dashboard.tabs.company-and-users")}</h2>
        <section aria-labelledby="company-title" className="card stack">
          <div className="section-header">
            <h3 id="company-title">{t("company.info.title")}</h3>
            <Link to="company" preventScrollReset className="button button-secondary button-small">
              {t("company.info.edit")}
            </Link>
          </div>
          <CompanyDetailsList company={company} />
        </section>
        <section aria-labelledby="users-title" className="card stack">
          <h3 id="users-title">{t("company.users.title")}</h3>
          <CompanyUserTable users={users} />
          <p className="field-hint">
            {t("company.users.selfNote")}{" "}
            <Link to="/dashboard/my-details">{t("dashboard.tabs.my-details")}</Link>
          </p>
        </section>
        <section aria-labelledby="invites-title" className="card stack">
          <div className="section-header">
            <h3 id="invites-title">{t("company.invites.title")}</h3>
            <Link to="invites/new" preventScrollReset className="button button-small">
              {t("company.invites.invite")}
            </Link>
          </div>
          <p className="field-hint">{t("company.invites.validity")}</p>
          <InviteTable invites={invites} />
        </section>
      </section>
    </ModalHost>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
