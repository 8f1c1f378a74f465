import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { Pagination } from "~/components/pagination";
import { CANDIDATE_STAGES } from "~/db/schema";
import { listStaffGigs } from "~/domain/pipeline.server";
import { getT } from "~/i18n/i18n.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { parseStaffGigQuery, STAFF_GIG_STATUSES } from "~/validation/staff";
import { STAFF_GIG_VISIBILITY } from "~/validation/staff-gig";
import { listHref } from "~/utils/list-href";
import { ScrollRegion } from "~/components/scroll-region";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseStaffGigQuery(new URL(request.url));
  const [{ t }, list] = await Promise.all([getT(request), listStaffGigs(query)]);
  return { query, ...list, meta: { title: t("staff.gigs.title"), noindex: true } };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function StaffGigs() {
  const { query, gigs, total, page, pages } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const href = (p: number) =>
    listHref("/staff/gigs", { q: query.q, status: query.status, visibility: query.visibility }, p);
  return (
    <section aria-labelledby="tab-title" className="stack">
      <div className="row">
        <h2 id="tab-title">{t("staff.gigs.title")}</h2>
        <Link to="/staff/gigs/new" className="button">
          {t("staffGigs.newGig")}
        </Link>
      </div>
      <p>{t("staff.gigs.lead")}</p>
      <Form method="get" className="staff-filters">
        <label>
          {t("staff.gigs.search")}
          <input type="search" name="q" defaultValue={query.q} maxLength={100} />
        </label>
        <label>
          {t("staff.gigs.status")}
          <select name="status" defaultValue={query.status}>
            {STAFF_GIG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === "all" ? t("staff.gigs.allStatuses") : t(`gigs.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("staffGigs.visibility.label")}
          <select name="visibility" defaultValue={query.visibility}>
            {STAFF_GIG_VISIBILITY.map((visibility) => (
              <option key={visibility} value={visibility}>
                {t(`staffGigs.visibility.${visibility}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t("staff.gigs.apply")}
        </button>
      </Form>
      <p aria-live="polite">{t("staff.gigs.count", { count: total })}</p>
      {gigs.length === 0 ? (
        <p>{t("staff.gigs.empty")}</p>
      ) : (
        <ScrollRegion label={t("staff.tableOf", { name: t("staff.gigs.title") })}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t("staff.gigs.columns.gig")}</th>
                <th scope="col">{t("staff.gigs.columns.status")}</th>
                <th scope="col">{t("staff.gigs.columns.deadline")}</th>
                <th scope="col">{t("staff.gigs.columns.candidates")}</th>
              </tr>
            </thead>
            <tbody>
              {gigs.map((gig) => {
                const stages = CANDIDATE_STAGES.filter((stage) => gig.stageCounts[stage]);
                return (
                  <tr key={gig.id}>
                    <th scope="row">
                      <Link
                        to={`/staff/gigs/${gig.id}`}
                        aria-label={t("staff.gigs.pipeline", { title: gig.title })}
                      >
                        {gig.title}
                      </Link>
                      {gig.published ? null : (
                        <>
                          {" "}
                          <span className="tag tag-pending">
                            {t("staffGigs.visibility.unpublished")}
                          </span>
                        </>
                      )}
                    </th>
                    <td>{t(`gigs.status.${gig.status}`)}</td>
                    <td>{formatDate(gig.offerDeadline, i18n.language)}</td>
                    <td>
                      {stages.length === 0 ? (
                        t("staff.gigs.noCandidates")
                      ) : (
                        <ul className="stage-counts">
                          {stages.map((stage) => (
                            <li key={stage}>
                              {t(`dashboard.stages.${stage}`)}: {gig.stageCounts[stage]}
                            </li>
                          ))}
                        </ul>
                      )}
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
