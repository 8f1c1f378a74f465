import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { Pagination } from "~/components/pagination";
import { isPostCategory } from "~/validation/post-categories";
import { listStaffPosts } from "~/domain/content/staff-posts.server";
import { getT } from "~/i18n/i18n.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import {
  parseStaffPostQuery,
  STAFF_POST_LOCALE_FILTERS,
  STAFF_POST_STATE_FILTERS,
} from "~/validation/staff-post";
import { listHref } from "~/utils/list-href";
import { ScrollRegion } from "~/components/scroll-region";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseStaffPostQuery(new URL(request.url));
  const [{ t }, list] = await Promise.all([getT(request), listStaffPosts(query)]);
  return { query, ...list, meta: { title: t("staffPosts.list.title"), noindex: true } };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function StaffPosts() {
  const { query, posts, total, page, pages } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const href = (p: number) =>
    listHref("/staff/posts", { q: query.q, locale: query.locale, state: query.state }, p);
  return (
    <section aria-labelledby="tab-title" className="stack">
      <h2 id="tab-title">{t("staffPosts.list.title")}</h2>
      <p>{t("staffPosts.list.lead")}</p>
      <p>
        <Link to="/staff/posts/new" className="button">
          {t("staffPosts.list.new")}
        </Link>
      </p>
      <Form method="get" className="staff-filters">
        <label>
          {t("staffPosts.list.search")}
          <input type="search" name="q" defaultValue={query.q} maxLength={100} />
        </label>
        <label>
          {t("staffPosts.list.language")}
          <select name="locale" defaultValue={query.locale}>
            {STAFF_POST_LOCALE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`staffPosts.list.languages.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("staffPosts.list.state")}
          <select name="state" defaultValue={query.state}>
            {STAFF_POST_STATE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`staffPosts.list.states.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t("staffPosts.list.apply")}
        </button>
      </Form>
      <p aria-live="polite">{t("staffPosts.list.count", { count: total })}</p>
      {posts.length === 0 ? (
        <p>{t("staffPosts.list.empty")}</p>
      ) : (
        <ScrollRegion label={t("staff.tableOf", { name: t("staffPosts.list.title") })}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t("staffPosts.list.columns.title")}</th>
                <th scope="col">{t("staffPosts.list.columns.language")}</th>
                <th scope="col">{t("staffPosts.list.columns.category")}</th>
                <th scope="col">{t("staffPosts.list.columns.state")}</th>
                <th scope="col">{t("staffPosts.list.columns.published")}</th>
                <th scope="col">{t("staffPosts.list.columns.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row">
                    <Link
                      to={`/staff/posts/${post.id}/edit`}
                      aria-label={t("staffPosts.list.edit", { title: post.title })}
                      lang={post.locale}
                    >
                      {post.title}
                    </Link>
                  </th>
                  <td>
                    {post.locale === "fi" || post.locale === "en"
                      ? t(`staffPosts.list.languages.${post.locale}`)
                      : post.locale}
                  </td>
                  <td>
                    {isPostCategory(post.category)
                      ? t(`posts.category.${post.category}`)
                      : post.category}
                  </td>
                  <td>
                    {t(
                      post.published
                        ? "staffPosts.list.states.published"
                        : "staffPosts.list.states.unpublished",
                    )}
                  </td>
                  <td>
                    {post.publishedAt
                      ? formatDate(post.publishedAt, i18n.language)
                      : t("staffPosts.list.neverPublished")}
                  </td>
                  <td>{formatDate(post.updatedAt, i18n.language)}</td>
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
