import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Avatar } from "~/components/avatar";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { ExpertStage } from "~/components/expert-stage";
import { LockIcon } from "~/components/icons/lock";
import { ModalHost } from "~/components/modal-host";
import { ListPager } from "~/components/list-pager";
import { listExpertsPage } from "~/domain/experts/experts.server";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/experts.css";
import { formatDate } from "~/utils/dates";
import { listHref } from "~/utils/list-href";
import { pageMeta } from "~/utils/seo";
import { parsePage } from "~/validation/paging";
import { pagerOf } from "~/domain/shared/paging";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t, locale } = await getT(request);
  const list = await listExpertsPage(user.company_id, {
    page: parsePage(new URL(request.url).searchParams),
  });
  return {
    pager: pagerOf(list),
    experts: list.items.map((e) => ({
      id: e.id,
      name: e.name,
      candidacy: e.candidacy,
      outcome: e.outcome,
      deleteLocked: e.deleteLocked,
      cv: e.cv ? { filename: e.cv.filename, added: formatDate(e.cv.addedAt, locale) } : null,
    })),
    meta: { title: t("dashboard.tabs.experts"), noindex: true },
  };
}

export default function ExpertsTab() {
  const { experts, pager } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // Dialogs opened from this page come back to it.
  const query = listHref("", {}, pager.page);
  return (
    <ModalHost>
      <section aria-labelledby="tab-title" className="stack">
        <div className="row experts-header">
          <h2 id="tab-title">{t("dashboard.tabs.experts")}</h2>
          <Link to={`/dashboard/experts/new${query}`} preventScrollReset className="button">
            {t("experts.list.add")}
          </Link>
        </div>
        <p className="muted">{t("dashboard.intro.experts")}</p>
        {experts.length === 0 ? (
          <p className="card">{t("experts.list.empty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table experts-table">
              <caption className="visually-hidden">{t("experts.list.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("experts.list.name")}</th>
                  <th scope="col">{t("experts.list.stage")}</th>
                  <th scope="col">{t("experts.list.cv")}</th>
                  <th scope="col">{t("experts.list.added")}</th>
                  <th scope="col">{t("experts.list.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {experts.map((expert) => (
                  <tr key={expert.id}>
                    <th scope="row">
                      <span className="with-avatar">
                        <Avatar name={expert.name} size="small" />
                        {expert.name}
                      </span>
                    </th>
                    <td data-label={t("experts.list.stage")}>
                      <ExpertStage candidacy={expert.candidacy} outcome={expert.outcome} />
                    </td>
                    <td data-label={t("experts.list.cv")}>
                      {expert.cv ? (
                        <a
                          href={`/dashboard/experts/${expert.id}/cv`}
                          download={expert.cv.filename}
                          aria-label={t("experts.list.downloadNamed", {
                            filename: expert.cv.filename,
                          })}
                        >
                          {expert.cv.filename}
                        </a>
                      ) : (
                        <span className="muted">{t("experts.list.noCv")}</span>
                      )}
                    </td>
                    <td data-label={expert.cv ? t("experts.list.added") : undefined}>
                      {expert.cv?.added ?? ""}
                    </td>
                    <td>
                      <div className="table-actions">
                        <Link
                          to={`/dashboard/experts/${expert.id}/edit${query}`}
                          preventScrollReset
                          className="button button-secondary button-small"
                          aria-label={t("experts.list.editNamed", { name: expert.name })}
                        >
                          {t("experts.list.edit")}
                        </Link>
                        {expert.deleteLocked ? (
                          // Shown, not hidden, so the row says why it cannot be deleted.
                          <button
                            type="button"
                            className="button button-secondary button-danger button-small"
                            disabled
                            aria-label={t("experts.list.deleteNamed", { name: expert.name })}
                            aria-describedby={`delete-locked-${expert.id}`}
                          >
                            {t("experts.list.delete")}
                          </button>
                        ) : (
                          <Link
                            to={`/dashboard/experts/${expert.id}/delete${query}`}
                            preventScrollReset
                            className="button button-secondary button-danger button-small"
                            aria-label={t("experts.list.deleteNamed", { name: expert.name })}
                          >
                            {t("experts.list.delete")}
                          </Link>
                        )}
                      </div>
                      {expert.deleteLocked ? (
                        <p className="lock-note" id={`delete-locked-${expert.id}`}>
                          <LockIcon />
                          {t("experts.list.deleteLocked")}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ListPager label={t("experts.list.pages")} path="/dashboard/experts" pager={pager} />
      </section>
    </ModalHost>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
