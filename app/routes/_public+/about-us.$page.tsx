import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NavLink } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { ContentPage } from "~/components/content-page";
import { ABOUT_US_PAGES, isContentPage } from "~/content/pages";
import { aboutUsNav } from "~/domain/content/content.server";
import { getLocale } from "~/i18n/i18n.server";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { pageMeta } from "~/utils/seo";
import { contentPageData } from "~/routes/_public+/__content-page.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.page;
  if (!isContentPage(slug) || !ABOUT_US_PAGES.includes(slug))
    throw new Response("Not found", { status: 404 });
  const locale = await getLocale(request);
  return data(
    { ...contentPageData(locale, slug), nav: aboutUsNav(locale) },
    { headers: publicCacheHeaders(request) },
  );
}

export default function AboutUsPage() {
  const { page, nav } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <nav className="container prose sub-nav" aria-label={t("nav.aboutUs")}>
        <ul>
          {nav.map((item) => (
            <li key={item.slug}>
              <NavLink to={`/about-us/${item.slug}`}>{item.title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ContentPage page={page} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export const headers: HeadersFunction = publicPageHeaders;
