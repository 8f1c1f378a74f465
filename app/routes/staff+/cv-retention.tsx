import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { ScrollRegion } from "~/components/scroll-region";
import { listCvRetention, type DueCv } from "~/domain/experts/cv-retention-views.server";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import { daysUntil, formatDate, helsinkiDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const now = new Date();
  const [{ t }, overview] = await Promise.all([
    getT(request),
    listCvRetention({ now, months: getEnv().CV_RETENTION_MONTHS }),
  ]);
  // Days are counted here, on the server's clock, so the page reads the same before and after hydration.
  const withDays = (cv: DueCv) => ({
    ...cv,
    noticeInDays: daysUntil(helsinkiDate(new Date(cv.noticeAt)), now),
    deleteInDays: daysUntil(helsinkiDate(new Date(cv.deleteFrom)), now),
  });
  return {
    ...overview,
    noticed: overview.noticed.map(withDays),
    upcoming: overview.upcoming.map(withDays),
    meta: { title: t("cvRetention.staff.title"), noindex: true },
  };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

type Row = ReturnType<typeof useLoaderData<typeof loader>>["noticed"][number];

export default function StaffCvRetention() {
  const { months, noticeDays, noticed, noticedTotal, upcoming, upcomingTotal } =
    useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language);
  /** "29 December 2026 (in 30 days)"; a day that has come is done at the sweep's next run. */
  const when = (iso: string, inDays: number) =>
    `${date(iso)} (${
      inDays > 0
        ? t("cvRetention.inDays", { count: inDays })
        : inDays === 0
          ? t("cvRetention.today")
          : t("cvRetention.nextRun")
    })`;
  const lead = (row: Row) => (
    <>
      <th scope="row">{row.expertName}</th>
      <td>
        <Link to={`/staff/partners/${row.companyId}`}>{row.companyName}</Link>
      </td>
      <td>{row.filename}</td>
      <td>{date(row.countedFrom)}</td>
    </>
  );
  const shown = (rows: number, count: number) =>
    count > rows ? <p>{t("cvRetention.staff.shown", { shown: rows, count })}</p> : null;
  return (
    <section aria-labelledby="tab-title" className="stack">
      <h2 id="tab-title">{t("cvRetention.staff.title")}</h2>
      <p>
        {t("cvRetention.staff.lead", {
          months: t("cvRetention.months", { count: months }),
          days: noticeDays,
        })}
      </p>
      <p>
        <Link to="/staff/audit?action=expert.cv-deleted">{t("cvRetention.staff.auditLink")}</Link>
      </p>

      <section aria-labelledby="noticed-title" className="stack">
        <h3 id="noticed-title">{t("cvRetention.staff.noticedTitle")}</h3>
        {noticed.length === 0 ? (
          <p>{t("cvRetention.staff.noticedEmpty")}</p>
        ) : (
          <ScrollRegion label={t("staff.tableOf", { name: t("cvRetention.staff.noticedTitle") })}>
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t("cvRetention.staff.columns.expert")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.partner")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.cv")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.countedFrom")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.noticeSent")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.recipients")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.deleteFrom")}</th>
                </tr>
              </thead>
              <tbody>
                {noticed.map((row) => (
                  <tr key={row.expertId}>
                    {lead(row)}
                    <td>{date(row.noticeAt)}</td>
                    <td>
                      {row.recipients
                        ? t("cvRetention.staff.recipients", { count: row.recipients })
                        : t("cvRetention.staff.recipientsNone")}
                    </td>
                    <td>{when(row.deleteFrom, row.deleteInDays)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {shown(noticed.length, noticedTotal)}
      </section>

      <section aria-labelledby="upcoming-title" className="stack">
        <h3 id="upcoming-title">{t("cvRetention.staff.upcomingTitle", { days: noticeDays })}</h3>
        {upcoming.length === 0 ? (
          <p>{t("cvRetention.staff.upcomingEmpty", { days: noticeDays })}</p>
        ) : (
          <ScrollRegion
            label={t("staff.tableOf", {
              name: t("cvRetention.staff.upcomingTitle", { days: noticeDays }),
            })}
          >
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t("cvRetention.staff.columns.expert")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.partner")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.cv")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.countedFrom")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.noticeDue")}</th>
                  <th scope="col">{t("cvRetention.staff.columns.deleteFrom")}</th>
                </tr>
              </thead>
              <tbody>
                {upcoming.map((row) => (
                  <tr key={row.expertId}>
                    {lead(row)}
                    <td>{when(row.noticeAt, row.noticeInDays)}</td>
                    <td>{when(row.deleteFrom, row.deleteInDays)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {shown(upcoming.length, upcomingTotal)}
      </section>
    </section>
  );
}
