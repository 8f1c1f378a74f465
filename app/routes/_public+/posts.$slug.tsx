import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { ShareLinks } from "~/components/share-links";
import { getPostPage } from "~/domain/content/posts.server";
import { formatDate } from "~/utils/dates";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { pageMeta, type RootSeo } from "~/utils/seo";
import type { TranslationHandle } from "~/i18n/sections";

export const handle = { i18n: ["posts", "site"] } satisfies TranslationHandle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const post = await getPostPage(params.slug ?? "");
  if (!post) throw new Response("Post not found", { status: 404 });
  return data(
    { post, meta: { title: post.title, description: post.lead } },
    { headers: publicCacheHeaders(request) },
  );
}

export default function PostDetail() {
  const { post } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<{ seo?: RootSeo }>("root");
  const { t, i18n } = useTranslation();
  const url = `${root?.seo?.origin ?? ""}/posts/${encodeURIComponent(post.slug)}`;
  return (
    <article className="container section prose post" aria-labelledby="post-title">
      <p>
        <Link to="/posts">← {t("posts.back")}</Link>
      </p>
      <p className="eyebrow">
        <Link to={`/posts?category=${post.category}`}>
          {t(`posts.category.${post.category}`, post.category)}
        </Link>
      </p>
      <h1 id="post-title" lang={post.locale}>
        {post.title}
      </h1>
      <p className="muted">
        {t("posts.published", { date: formatDate(post.published_at, i18n.language) })}
      </p>
      <p className="lead" lang={post.locale}>
        {post.lead}
      </p>
      <div
        className="markdown"
        lang={post.locale}
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
      <ShareLinks url={url} title={post.title} text={post.lead} />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args, { ...(args.data?.meta ?? {}), type: "article" }),
  ...(args.data
    ? [
        { property: "article:published_time", content: args.data.post.published_at },
        { property: "article:section", content: args.data.post.category },
      ]
    : []),
];

export const headers: HeadersFunction = publicPageHeaders;
