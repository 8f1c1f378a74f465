import type { LoaderFunctionArgs } from "@remix-run/node";
import { ABOUT_US_PAGES, CONTENT_PAGES } from "~/content/pages";
import { listGigs } from "~/domain/gigs.server";
import { listPosts } from "~/domain/content/posts.server";
import { getEnv } from "~/env.server";

// One sitemap holds at most 50,000 URLs; far beyond this site's gigs and posts.
const MAX_ITEMS = 45_000;

type Entry = { path: string; lastmod?: string };

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function xml(value: string) {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function newest(dates: string[]): string | undefined {
  return dates.reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);
}

/** Public pages at their canonical addresses: home, lists, every gig and post, content pages. */
export async function loader(_: LoaderFunctionArgs) {
  const origin = new URL(getEnv().APP_URL).origin;
  const [{ items: gigs }, posts] = await Promise.all([
    listGigs({ page: 1, pageSize: MAX_ITEMS }),
    listPosts({ limit: MAX_ITEMS }),
  ]);
  const gigsUpdated = newest(gigs.map((g) => g.updated_at));
  const postsUpdated = newest(posts.map((p) => p.published_at));
  const contentPaths = (Object.keys(CONTENT_PAGES) as Array<keyof typeof CONTENT_PAGES>).map(
    (slug) => (ABOUT_US_PAGES.includes(slug) ? `/about-us/${slug}` : `/${slug}`),
  );
  const entries: Entry[] = [
    { path: "/", lastmod: newest([gigsUpdated, postsUpdated].filter((d): d is string => !!d)) },
    { path: "/gigs", lastmod: gigsUpdated },
    ...gigs.map((gig) => ({ path: `/gigs/${gig.id}/${gig.slug}`, lastmod: gig.updated_at })),
    { path: "/posts", lastmod: postsUpdated },
    ...posts.map((post) => ({ path: `/posts/${post.slug}`, lastmod: post.published_at })),
    { path: "/newsletter" },
    ...contentPaths.map((path) => ({ path })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(({ path, lastmod }) =>
      [
        "<url>",
        `<loc>${xml(origin + path)}</loc>`,
        lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : "",
        "</url>",
      ].join(""),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600",
    },
  });
}
