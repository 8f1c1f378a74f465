import { Link } from "~/components/plain-link";
import { Avatar } from "./avatar";
import { useTranslation } from "~/i18n/react";

type Row = {
  id: string;
  name: string | null;
  email: string;
  jobTitle: string | null;
  phoneNumber: string | null;
  isContactPerson: boolean;
  isSelf: boolean;
};

/** The company's users; every other user can be deleted through a confirm modal. */
export function CompanyUserTable({ users }: { users: Row[] }) {
  const { t } = useTranslation();
  if (!users.length) return <p className="muted">{t("company.users.empty")}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t("company.users.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("company.users.name")}</th>
            <th scope="col">{t("company.users.email")}</th>
            <th scope="col">{t("company.users.jobTitle")}</th>
            <th scope="col">{t("company.users.phone")}</th>
            <th scope="col">{t("company.users.role")}</th>
            <th scope="col">{t("company.users.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <th scope="row">
                <span className="with-avatar">
                  <Avatar name={u.name ?? u.email} size="small" />
                  {u.name ?? u.email}
                </span>
                {u.isSelf ? <span className="muted"> {t("company.users.you")}</span> : null}
              </th>
              <td data-label={t("company.users.email")}>{u.email}</td>
              <td data-label={t("company.users.jobTitle")}>{u.jobTitle ?? ""}</td>
              <td data-label={t("company.users.phone")}>{u.phoneNumber ?? ""}</td>
              <td data-label={u.isContactPerson ? t("company.users.role") : undefined}>
                {u.isContactPerson ? (
                  <span className="tag tag-accepted">{t("company.users.contactPerson")}</span>
                ) : null}
              </td>
              <td>
                {u.isSelf ? null : (
                  <Link
                    to={`users/${u.id}/delete`}
                    preventScrollReset
                    className="button button-secondary button-danger button-small"
                    aria-label={t("company.users.deleteLabel", { name: u.name ?? u.email })}
                  >
                    {t("company.users.delete")}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
