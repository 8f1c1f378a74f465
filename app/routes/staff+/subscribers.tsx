import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { Pagination } from "~/components/pagination";
import { NotFoundError } from "~/domain/shared/errors";
import { listSubscribers, unsubscribeByStaff } from "~/domain/newsletter/subscribers.server";
import { getT } from "~/i18n/i18n.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { parseSubscriberQuery } from "~/validation/staff";
import { listHref } from "~/utils/list-href";
import { ScrollRegion } from "~/components/scroll-region";
import { safeRedirectPath } from "~/utils/safe-redirect";

const LIST = "/staff/subscribers";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseSubscriberQuery(new URL(request.url));
  const [{ t }, list] = await Promise.all([getT(request), listSubscribers(query)]);
  return { query, ...list, meta: { title: t("staff.subscribers.title"), noindex: true } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const id = String(form.get("subscriptionId") ?? "").slice(0, 100);
  // The list's own address with its search and page; anything else (or unsafe) is the list.
  const back = safeRedirectPath(form.get("back"), LIST);
  const to = back === LIST || back.startsWith(`${LIST}?`) ? back : LIST;
  const { t } = await getT(request);
  try {
    const email = await unsubscribeByStaff(user, id);
    return redirectWithToast(request, to, {
      type: "success",
      text: t("staff.subscribers.unsubscribed", { email }),
    });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return redirectWithToast(request, to, {
      type: "error",
      text: t("staff.subscribers.alreadyGone"),
    });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function StaffSubscribers() {
  const { query, subscribers, total, active, pending, page, pages } =
    useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const href = (p: number) => listHref("/staff/subscribers", { q: query.q }, p);
  return (
    <section aria-labelledby="tab-title" className="stack">
      <h2 id="tab-title">{t("staff.subscribers.title")}</h2>
      <p>
        {t("staff.subscribers.active", { count: active })}{" "}
        {t("staff.subscribers.pending", { count: pending })}{" "}
        <a href="/staff/subscribers.csv" download>
          {t("staff.subscribers.export")}
        </a>
      </p>
      <Form method="get" className="staff-filters">
        <label>
          {t("staff.subscribers.search")}
          <input type="search" name="q" defaultValue={query.q} maxLength={254} />
        </label>
        <button type="submit" className="button">
          {t("staff.subscribers.apply")}
        </button>
      </Form>
      {query.q ? (
        <p aria-live="polite">{t("staff.subscribers.matching", { count: total })}</p>
      ) : null}
      {subscribers.length === 0 ? (
        <p>{t("staff.subscribers.empty")}</p>
      ) : (
        <ScrollRegion label={t("staff.tableOf", { name: t("staff.subscribers.title") })}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t("staff.subscribers.columns.email")}</th>
                <th scope="col">{t("staff.subscribers.columns.language")}</th>
                <th scope="col">{t("staff.subscribers.columns.since")}</th>
                <th scope="col">{t("staff.subscribers.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.email}</th>
                  <td>{s.locale}</td>
                  <td>{formatDate(s.subscribed_at, i18n.language)}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="subscriptionId" value={s.id} />
                      <input type="hidden" name="back" value={href(page)} />
                      <button
                        type="submit"
                        className="button button-small button-danger"
                        aria-label={t("staff.subscribers.unsubscribeNamed", { email: s.email })}
                      >
                        {t("staff.subscribers.unsubscribe")}
                      </button>
                    </Form>
                  </td>
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
