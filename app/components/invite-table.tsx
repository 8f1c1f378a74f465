import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/utils/dates";

type Row = {
  id: string;
  email: string;
  message: string | null;
  sentAt: string;
  expiresAt: string;
  state: "active" | "expired" | "consumed" | "deleted";
};

/* An active invite is fine as it is (green); an expired one wants a resend (amber); a used one is
 * history (plain). The warning colour on "Active" read as something to fix. */
const TAG: Record<Row["state"], string> = {
  active: "tag tag-accepted",
  expired: "tag tag-pending",
  consumed: "tag",
  deleted: "tag tag-declined",
};

/** The company's invites with their state; active and expired ones can be resent or deleted. */
export function InviteTable({ invites }: { invites: Row[] }) {
  const { t, i18n } = useTranslation();
  if (!invites.length) return <p className="muted">{t("company.invites.empty")}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t("company.invites.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("company.invites.email")}</th>
            <th scope="col">{t("company.invites.sent")}</th>
            <th scope="col">{t("company.invites.expires")}</th>
            <th scope="col">{t("company.invites.state")}</th>
            <th scope="col">{t("company.invites.message")}</th>
            <th scope="col">{t("company.invites.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {invites.map((invite) => {
            const open = invite.state === "active" || invite.state === "expired";
            return (
              <tr key={invite.id}>
                <th scope="row">{invite.email}</th>
                <td data-label={t("company.invites.sent")}>
                  {formatDate(invite.sentAt, i18n.language)}
                </td>
                <td data-label={t("company.invites.expires")}>
                  {formatDate(invite.expiresAt, i18n.language)}
                </td>
                <td data-label={t("company.invites.state")}>
                  <span className={TAG[invite.state]}>
                    {t(`company.invites.states.${invite.state}`)}
                  </span>
                </td>
                <td
                  className="invite-message"
                  data-label={invite.message ? t("company.invites.message") : undefined}
                >
                  {invite.message ?? ""}
                </td>
                <td>
                  {open ? (
                    <div className="table-actions">
                      <Link
                        to={`invites/${invite.id}/resend`}
                        preventScrollReset
                        className="button button-secondary button-small"
                        aria-label={t("company.invites.resendLabel", { email: invite.email })}
                      >
                        {t("company.invites.resend")}
                      </Link>
                      <Link
                        to={`invites/${invite.id}/delete`}
                        preventScrollReset
                        className="button button-secondary button-danger button-small"
                        aria-label={t("company.invites.deleteLabel", { email: invite.email })}
                      >
                        {t("company.invites.delete")}
                      </Link>
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
