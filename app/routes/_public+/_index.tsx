import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { GigCard } from "~/components/gig-card";
import { NewsletterForm } from "~/components/newsletter-form";
import { latestGigs } from "~/domain/gigs.server";
import { latestPostsFor } from "~/domain/content/posts.server";
import { PostLanguageLabel } from "~/components/post-language";
import { getT } from "~/i18n/i18n.server";
import { publicCacheHeaders, publicPageHeaders } from "~/server/edge/cache-control.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import type { TranslationHandle } from "~/i18n/sections";

export const handle = {
  theme: "dark",
  i18n: ["home", "posts", "gigs", "newsletter", "validation", "auth"],
} satisfies TranslationHandle & { theme: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { t, locale } = await getT(request);
  const [gigs, posts] = await Promise.all([latestGigs(6), latestPostsFor(locale, 3)]);
  return data(
    {
      gigs,
      posts,
      meta: { title: t("home.title"), description: t("meta.defaultDescription") },
    },
    { headers: publicCacheHeaders(request) },
  );
}

export default function Home() {
  const { gigs, posts } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const steps = ["register", "experts", "offer", "follow"] as const;
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t("home.title")}</h1>
          <p className="lead">{t("home.lead")}</p>
          <p className="hero-actions">
            <Link to="/gigs" className="button">
              {t("home.browseGigs")}
            </Link>
            <Link to="/register" className="button button-secondary">
              {t("home.registerCta")}
            </Link>
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="latest-gigs">
        <h2 id="latest-gigs">{t("home.latestGigs")}</h2>
        {gigs.length ? (
          <div className="card-grid">
            {gigs.map((gig) => (
              <GigCard key={gig.id} gig={gig} />
            ))}
          </div>
        ) : (
          <p>{t("home.noGigs")}</p>
        )}
        <p>
          <Link to="/gigs">{t("home.allGigs")}</Link>
        </p>
      </section>
      <section className="container section" aria-labelledby="how-to-start">
        <h2 id="how-to-start">{t("home.howToStart")}</h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step} className="card">
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container section" aria-labelledby="latest-posts">
        <h2 id="latest-posts">{t("home.latestPosts")}</h2>
        <div className="card-grid">
          {posts.map((post) => (
            <article key={post.id} className="card" lang={post.locale}>
              <p className="eyebrow">
                {t(`posts.category.${post.category}`, post.category)}
                <PostLanguageLabel locale={post.locale} />
              </p>
              <h3>
                <Link to={`/posts/${post.slug}`}>{post.title}</Link>
              </h3>
              <p>{post.lead}</p>
              <p className="muted">{formatDate(post.published_at, i18n.language)}</p>
            </article>
          ))}
        </div>
        <p>
          <Link to="/posts">{t("home.allPosts")}</Link>
        </p>
      </section>
      <div id="newsletter" className="container section">
        <NewsletterForm />
      </div>
    </>
  );
}

export const headers: HeadersFunction = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
