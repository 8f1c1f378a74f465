import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { isPostCategory, POST_CATEGORIES } from "~/validation/post-categories";
import { listPosts } from "~/domain/content/posts.server";
import { getT } from "~/i18n/i18n.server";
import { formatDate } from "~/utils/dates";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { pageMeta } from "~/utils/seo";
import type { TranslationHandle } from "~/i18n/sections";

export const handle = { i18n: ["posts"] } satisfies TranslationHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const requested = new URL(request.url).searchParams.get("category");
  const category = isPostCategory(requested) ? requested : undefined;
  const posts = await listPosts({ category });
  return data(
    {
      posts,
      category: category ?? null,
      meta: {
        title: category
          ? `${t(`posts.category.${category}`)} – ${t("posts.title")}`
          : t("posts.title"),
        description: t("posts.lead"),
      },
    },
    { headers: publicCacheHeaders(request) },
  );
}

export default function PostsList() {
  const { posts, category } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <section className="container section" aria-labelledby="posts-title">
      <h1 id="posts-title">{t("posts.title")}</h1>
      <p className="lead">{t("posts.lead")}</p>
      <nav aria-label={t("posts.categories")} className="category-nav">
        <ul>
          <li>
            <Link to="/posts" aria-current={category === null ? "page" : undefined}>
              {t("posts.allCategories")}
            </Link>
          </li>
          {POST_CATEGORIES.map((c) => (
            <li key={c}>
              <Link to={`/posts?category=${c}`} aria-current={category === c ? "page" : undefined}>
                {t(`posts.category.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length ? (
        <div className="card-grid">
          {posts.map((post) => (
            <article key={post.id} className="card" lang={post.locale}>
              <p className="eyebrow">{t(`posts.category.${post.category}`, post.category)}</p>
              <h2>
                <Link to={`/posts/${post.slug}`}>{post.title}</Link>
              </h2>
              <p>{post.lead}</p>
              <p className="muted">{formatDate(post.published_at, i18n.language)}</p>
            </article>
          ))}
        </div>
      ) : (
        <p>{t("posts.empty")}</p>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export const headers: HeadersFunction = publicPageHeaders;
