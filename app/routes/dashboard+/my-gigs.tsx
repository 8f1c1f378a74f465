import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { ModalHost } from "~/components/modal-host";
import { MyGigCard } from "~/components/my-gig-card";
import { ListPager } from "~/components/list-pager";
import { listMyGigsPage } from "~/domain/my-gigs.server";
import { getT } from "~/i18n/i18n.server";
import styles from "~/styles/offers.css";
import myGigsStyles from "~/styles/my-gigs.css";
import { pageMeta } from "~/utils/seo";
import { listHref } from "~/utils/list-href";
import { MY_GIGS_FILTERS, parseMyGigsFilter } from "~/validation/offer";
import { parsePage } from "~/validation/paging";
import { pagerOf } from "~/domain/shared/paging";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const links = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: myGigsStyles },
];
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const params = new URL(request.url).searchParams;
  const filter = parseMyGigsFilter(params.get("filter"));
  const [{ t }, list] = await Promise.all([
    getT(request),
    listMyGigsPage(user.company_id, { filter, page: parsePage(params) }),
  ]);
  const titleKey =
    user.partner_type === "company"
      ? ("dashboard.tabs.my-gigs-company" as const)
      : ("dashboard.tabs.my-gigs" as const);
  return {
    gigs: list.items,
    pager: pagerOf(list),
    filter,
    titleKey,
    freelancer: user.partner_type === "freelancer",
    meta: { title: t(titleKey), noindex: true },
  };
}

export default function MyGigsTab() {
  const { gigs, pager, filter, titleKey, freelancer } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // Dialogs opened from a card come back to this filter and page.
  const query = listHref("", { filter }, pager.page);
  return (
    <ModalHost>
      <section aria-labelledby="tab-title" className="stack">
        <h2 id="tab-title">{t(titleKey)}</h2>
        <p>{t(freelancer ? "dashboard.intro.my-gigs-freelancer" : "dashboard.intro.my-gigs")}</p>
        {pager.total > 0 || filter !== "all" ? (
          <p className="row offers-csv">
            {/* A file, not a page: a plain link, so the router leaves it to the browser. */}
            <a
              href="/dashboard/my-gigs.csv"
              download
              className="button button-secondary button-small"
            >
              {t("partnerData.csv.download")}
            </a>
            <span className="muted">{t("partnerData.csv.hint")}</span>
          </p>
        ) : null}
        <nav aria-label={t("offers.myGigs.filters")}>
          <ul className="row filter-links">
            {MY_GIGS_FILTERS.map((f) => (
              <li key={f}>
                <Link
                  to={f === "all" ? "/dashboard/my-gigs" : `/dashboard/my-gigs?filter=${f}`}
                  aria-current={f === filter ? "page" : undefined}
                  className={
                    f === filter ? "button button-small" : "button button-small button-secondary"
                  }
                  preventScrollReset
                >
                  {t(`offers.myGigs.filter.${f}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div aria-live="polite" className="stack">
          {gigs.length === 0 ? (
            <p>
              {t(
                filter !== "all"
                  ? "offers.myGigs.emptyFiltered"
                  : freelancer
                    ? "offers.myGigs.emptySelf"
                    : "offers.myGigs.empty",
              )}{" "}
              <Link to="/gigs">{t("offers.myGigs.browseGigs")}</Link>
            </p>
          ) : (
            gigs.map((gig) => (
              <MyGigCard key={gig.id} gig={gig} query={query} freelancer={freelancer} />
            ))
          )}
        </div>
        <ListPager
          label={t("offers.myGigs.pages")}
          path="/dashboard/my-gigs"
          filters={{ filter }}
          pager={pager}
        />
      </section>
    </ModalHost>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
