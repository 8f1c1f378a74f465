import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { Pagination } from "~/components/pagination";
import { isAuditAction, isAuditSubject } from "~/domain/shared/audit-actions";
import { AUDIT_PAGE_SIZE, listAudit } from "~/domain/shared/audit.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { parseAuditQuery } from "~/validation/staff";
import { listHref } from "~/utils/list-href";
import { ScrollRegion } from "~/components/scroll-region";
import { AuditChange } from "~/components/audit-change";
import { formatDateTime } from "~/utils/dates";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseAuditQuery(new URL(request.url));
  const [{ t }, audit] = await Promise.all([getT(request), listAudit(query)]);
  const pages = Math.max(1, Math.ceil(audit.total / AUDIT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return { query, ...audit, page, pages, meta: { title: t("staff.audit.title"), noindex: true } };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function StaffAudit() {
  const { query, entries, actions, page, pages } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const actionName = (code: string) =>
    isAuditAction(code) ? t(`staff.audit.actions.${code}`) : code;
  // The codes come sorted; their words in the reader's language are what the list is read by.
  const choices = actions
    .map((code) => ({ code, name: actionName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const subjectName = (type: string | null) =>
    type && isAuditSubject(type) ? t(`staff.audit.subjects.${type}`) : (type ?? "");
  const href = (p: number) =>
    listHref(
      "/staff/audit",
      { action: query.action, actor: query.actor, subject: query.subject },
      p,
    );
  return (
    <section aria-labelledby="tab-title" className="stack">
      <h2 id="tab-title">{t("staff.audit.title")}</h2>
      <p>{t("staff.audit.lead")}</p>
      <Form method="get" className="staff-filters">
        <label>
          {t("staff.audit.action")}
          <select name="action" defaultValue={query.action ?? ""}>
            <option value="">{t("staff.audit.allActions")}</option>
            {choices.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("staff.audit.actor")}
          <input type="search" name="actor" defaultValue={query.actor ?? ""} maxLength={200} />
        </label>
        <label>
          {t("staff.audit.subject")}
          <input type="search" name="subject" defaultValue={query.subject ?? ""} maxLength={200} />
        </label>
        <button type="submit" className="button">
          {t("staff.audit.apply")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p>{t("staff.audit.empty")}</p>
      ) : (
        <ScrollRegion label={t("staff.tableOf", { name: t("staff.audit.title") })}>
          <table className="staff-table audit-table">
            <thead>
              <tr>
                <th scope="col">{t("staff.audit.columns.at")}</th>
                <th scope="col">{t("staff.audit.columns.actor")}</th>
                <th scope="col">{t("staff.audit.columns.action")}</th>
                <th scope="col">{t("staff.audit.columns.subject")}</th>
                <th scope="col">{t("staff.audit.columns.change")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                return (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
                    </td>
                    <td>
                      {entry.actor_email ?? t("staff.audit.system")}
                      {entry.ip ? (
                        <span className="audit-ip">
                          {t("staff.audit.from")} <code>{entry.ip}</code>
                        </span>
                      ) : null}
                    </td>
                    <td>{actionName(entry.action)}</td>
                    <td>
                      {subjectName(entry.subject_type)}
                      {entry.subject_name ? (
                        <>
                          : <span className="audit-subject">{entry.subject_name}</span>
                        </>
                      ) : null}
                      {entry.company_name && entry.company_name !== entry.subject_name
                        ? ` (${entry.company_name})`
                        : ""}
                    </td>
                    <td className="audit-change">
                      <AuditChange data={entry.data} subjectType={entry.subject_type} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={page} pages={pages} href={href} />
    </section>
  );
}
