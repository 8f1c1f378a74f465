import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { NavLink } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  return { partnerType: user.partner_type, name: user.name };
}

export default function DashboardLayout() {
  const { partnerType } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tabs =
    partnerType === "company"
      ? (["overview", "my-gigs", "experts", "company-and-users", "my-details"] as const)
      : (["overview", "my-gigs", "freelancer-information", "my-details"] as const);
  return (
    <div className="container section">
      <h1 className="visually-hidden">{t("dashboard.title")}</h1>
      <nav className="tabs" aria-label={t("dashboard.title")}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <NavLink to={`/dashboard/${tab}`}>
                {tab === "my-gigs" && partnerType === "company" ? (
                  // The spec's long name where it fits; on a phone the short one keeps the
                  // tabs in two rows (in Finnish it made three). The tab's page says it in full.
                  <>
                    <span className="tab-label-long">{t("dashboard.tabs.my-gigs-company")}</span>
                    <span className="tab-label-short">{t("dashboard.tabs.my-gigs")}</span>
                  </>
                ) : (
                  t(`dashboard.tabs.${tab}`)
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
