import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { NavLink } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import styles from "~/styles/staff.css";

export const links = () => [{ rel: "stylesheet", href: styles }];

// The layout's check hides the tabs from others; every staff loader and action checks again,
// since a layout loader does not run for a child route's action.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return null;
}

const TABS = [
  "gigs",
  "posts",
  "partners",
  "members",
  "subscribers",
  "cv-retention",
  "audit",
] as const;

export default function StaffLayout() {
  const { t } = useTranslation();
  return (
    <div className="container section">
      <h1 className="visually-hidden">{t("staff.title")}</h1>
      <nav className="tabs" aria-label={t("staff.title")}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab}>
              <NavLink to={`/staff/${tab}`}>{t(`staff.tabs.${tab}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
