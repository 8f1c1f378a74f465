import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireRegistered } from "~/auth/guards.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";

// The tab's lists and modals arrive with the partner-dashboard issue; the guard is final.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRegistered(request);
  const { t } = await getT(request);
  return { meta: { title: t("dashboard.tabs.my-gigs"), noindex: true } };
}

export default function Tab() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title">{t("dashboard.tabs.my-gigs")}</h2>
      <p>{t("dashboard.intro.my-gigs")}</p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
