import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireRegistered } from "~/auth/guards.server";
import { countOffersByStage } from "~/domain/dashboard.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const [{ t }, counts] = await Promise.all([getT(request), countOffersByStage(user.company_id)]);
  return { counts, meta: { title: t("dashboard.tabs.overview"), noindex: true } };
}

export default function Overview() {
  const { counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{t("dashboard.tabs.overview")}</h2>
      <h3>{t("dashboard.overview.offersByStage")}</h3>
      <dl className="stat-grid">
        {Object.entries(counts).map(([stage, count]) => (
          <div key={stage} className="card">
            <dt>{t(`dashboard.stages.${stage}`)}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
