import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireFreelancer } from "~/auth/guards.server";
import { CompanyDetailsList } from "~/components/company-details";
import { ModalHost } from "~/components/modal";
import { getCompanyDetails } from "~/domain/company.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";

// The tab's lists and modals arrive with the partner-dashboard issue; the guard is final.
// (Company worktree: minimal ModalHost + company details so the freelancer company modal can be
// tested; the experts engineer's version of this file replaces it at merge.)
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFreelancer(request);
  const { t, locale } = await getT(request);
  const company = await getCompanyDetails(user.company_id, locale);
  return { company, meta: { title: t("dashboard.tabs.freelancer-information"), noindex: true } };
}

export default function Tab() {
  const { company } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ModalHost>
      <section aria-labelledby="tab-title">
        <h2 id="tab-title">{t("dashboard.tabs.freelancer-information")}</h2>
        <p>{t("dashboard.intro.freelancer-information")}</p>
        <section aria-labelledby="company-title" className="card stack">
          <h3 id="company-title">{t("company.info.titleFreelancer")}</h3>
          <CompanyDetailsList company={company} />
          <p>
            <Link to="company" preventScrollReset className="button button-secondary button-small">
              {t("company.info.editDetails")}
            </Link>
          </p>
        </section>
      </section>
    </ModalHost>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
