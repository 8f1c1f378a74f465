import { useTranslation } from "~/i18n/react";

export function DeadlineBadge({ isOpen, daysLeft }: { isOpen: boolean; daysLeft: number }) {
  const { t } = useTranslation();
  if (!isOpen) return <span className="badge badge-closed">{t("gigs.closed")}</span>;
  if (daysLeft === 0) return <span className="badge badge-urgent">{t("gigs.closesToday")}</span>;
  return <span className="badge badge-open">{t("gigs.daysLeft", { count: daysLeft })}</span>;
}
