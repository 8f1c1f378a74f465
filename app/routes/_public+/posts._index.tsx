import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import {
  isPostCategory,
  parsePostLanguage,
  POST_CATEGORIES,
  type PostLanguage,
} from "~/validation/post-categories";
import { listPosts } from "~/domain/content/posts.server";
import { getT } from "~/i18n/i18n.server";
import { SUPPORTED_LOCALES } from "~/i18n/config";
import { PostLanguageLabel } from "~/components/post-language";
import { formatDate } from "~/utils/dates";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { pageMeta } from "~/utils/seo";
import type { TranslationHandle } from "~/i18n/sections";

export const handle = { i18n: ["posts"] } satisfies TranslationHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { t, locale } = await getT(request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("category");
  const category = isPostCategory(requested) ? requested : undefined;
  // Posts are written in one language each: the reader's by default (decision 035).
  const language = parsePostLanguage(params.get("lang"), locale);
  const posts = await listPosts({ category, locale: language === "all" ? undefined : language });
  return data(
    {
      posts,
      category: category ?? null,
      language,
      pageLocale: locale,
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

/** The list's address with these filters; the page's language is the default and stays out. */
function postsHref(category: string | null, language: PostLanguage, pageLocale: string) {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (language !== pageLocale) params.set("lang", language);
  const query = params.toString();
  return query ? `/posts?${query}` : "/posts";
}

export default function PostsList() {
  const { posts, category, language, pageLocale } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const languages: PostLanguage[] = [
    pageLocale,
    ...SUPPORTED_LOCALES.filter((l) => l !== pageLocale),
    "all",
  ];
  return (
    <section className="container section" aria-labelledby="posts-title">
      <h1 id="posts-title">{t("posts.title")}</h1>
      <p className="lead">{t("posts.lead")}</p>
      <nav aria-label={t("posts.categories")} className="category-nav">
        <ul>
          <li>
            <Link
              to={postsHref(null, language, pageLocale)}
              aria-current={category === null ? "page" : undefined}
            >
              {t("posts.allCategories")}
            </Link>
          </li>
          {POST_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                to={postsHref(c, language, pageLocale)}
                aria-current={category === c ? "page" : undefined}
              >
                {t(`posts.category.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="post-languages" className="category-nav language-nav">
        <span id="post-languages" className="muted">
          {t("posts.languages")}
        </span>
        <ul>
          {languages.map((l) => (
            <li key={l}>
              <Link
                to={postsHref(category, l, pageLocale)}
                aria-current={language === l ? "page" : undefined}
              >
                {t(`posts.language.${l}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.length ? (
        <div className="card-grid">
          {posts.map((post) => (
            <article key={post.id} className="card" lang={post.locale}>
              <p className="eyebrow">
                {t(`posts.category.${post.category}`, post.category)}
                <PostLanguageLabel locale={post.locale} />
              </p>
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
