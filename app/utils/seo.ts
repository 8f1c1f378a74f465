import type { MetaDescriptor } from "@remix-run/react";

export const SHARE_IMAGE = { path: "/share-image.png", width: 1200, height: 630 };

export type RootSeo = {
  origin: string;
  locale: string;
  noindex: boolean;
  productName: string;
  notFoundTitle: string;
  gigNotFoundTitle: string;
  errorTitle: string;
  unavailableTitle: string;
};

type MetaArgsLike = {
  location: { pathname: string; search?: string };
  matches: Array<{ id: string; data?: unknown } | undefined>;
};

export function rootSeo(matches: MetaArgsLike["matches"]): RootSeo | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as { seo?: RootSeo } | undefined;
  return root?.seo;
}

/** Title = page title + " | " + product title; canonical, Open Graph, Twitter and robots tags. */
export function pageMeta(
  args: MetaArgsLike,
  page: {
    title?: string;
    description?: string;
    noindex?: boolean;
    canonicalPath?: string;
    type?: string;
  },
): MetaDescriptor[] {
  const seo = rootSeo(args.matches);
  const product = seo?.productName ?? "GigPartners";
  const title = page.title ? `${page.title} | ${product}` : product;
  const origin = seo?.origin ?? "";
  // ?lng=fi / ?lng=en pages are their own language versions (hreflang), so they keep it.
  const lng = new URLSearchParams(args.location.search ?? "").get("lng");
  const lngQuery = lng === "en" || lng === "fi" ? `?lng=${lng}` : "";
  const url = origin + (page.canonicalPath ?? args.location.pathname) + lngQuery;
  const image = origin + SHARE_IMAGE.path;
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:site_name", content: product },
    { property: "og:locale", content: seo?.locale === "fi" ? "fi_FI" : "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (page.description) {
    tags.push(
      { name: "description", content: page.description },
      { property: "og:description", content: page.description },
      { name: "twitter:description", content: page.description },
    );
  }
  if (seo?.noindex || page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
