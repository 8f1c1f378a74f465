import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ContentPageSlug } from "~/content/pages";
import { getContentPage } from "~/domain/content/content.server";
import type { Locale } from "~/i18n/config";
import { getLocale } from "~/i18n/i18n.server";
import { publicCacheHeaders } from "~/server/edge/cache-control.server";

/** A content page in a locale, with the meta title and description its route shows. */
export function contentPageData(locale: Locale, slug: ContentPageSlug) {
  const page = getContentPage(locale, slug);
  return { page, meta: { title: page.title, description: page.description } };
}

/** A content page route's loader: the page in the request's language, cacheable for visitors. */
export async function loadContentPage({ request }: LoaderFunctionArgs, slug: ContentPageSlug) {
  return data(contentPageData(await getLocale(request), slug), {
    headers: publicCacheHeaders(request),
  });
}

export type ContentPageLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadContentPage>;
