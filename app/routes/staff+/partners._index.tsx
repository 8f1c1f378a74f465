import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { Pagination } from "~/components/pagination";
import { listPartners } from "~/domain/company/partners.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { parsePartnerQuery, PARTNER_TYPE_FILTERS } from "~/validation/staff";
import { listHref } from "~/utils/list-href";
import { ScrollRegion } from "~/components/scroll-region";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parsePartnerQuery(new URL(request.url));
  const [{ t }, list] = await Promise.all([getT(request), listPartners(query)]);
  return { query, ...list, meta: { title: t("staff.partners.title"), noindex: true } };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function StaffPartners() {
  const { query, partners, total, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const href = (p: number) => listHref("/staff/partners", { q: query.q, type: query.type }, p);
  return (
    <section aria-labelledby="tab-title" className="stack">
      <h2 id="tab-title">{t("staff.partners.title")}</h2>
      <Form method="get" className="staff-filters">
        <label>
          {t("staff.partners.search")}
          <input type="search" name="q" defaultValue={query.q} maxLength={100} />
        </label>
        <label>
          {t("staff.partners.type")}
          <select name="type" defaultValue={query.type}>
            {PARTNER_TYPE_FILTERS.map((type) => (
              <option key={type} value={type}>
                {t(`staff.partners.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t("staff.partners.apply")}
        </button>
      </Form>
      <p aria-live="polite">{t("staff.partners.count", { count: total })}</p>
      {partners.length === 0 ? (
        <p>{t("staff.partners.empty")}</p>
      ) : (
        <ScrollRegion label={t("staff.tableOf", { name: t("staff.partners.title") })}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t("staff.partners.columns.name")}</th>
                <th scope="col">{t("staff.partners.columns.type")}</th>
                <th scope="col">{t("staff.partners.columns.users")}</th>
                <th scope="col">{t("staff.partners.columns.experts")}</th>
                <th scope="col">{t("staff.partners.columns.offers")}</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <Link to={`/staff/partners/${p.id}`}>{p.name}</Link>
                  </th>
                  <td>{t(`staff.partners.types.${p.partner_type}`)}</td>
                  <td>{p.users}</td>
                  <td>{p.experts}</td>
                  <td>{p.offers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination page={page} pages={pages} href={href} />
    </section>
  );
}
