import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { renderMarkdown } from "./markdown.server";
import type { PostCategory } from "~/validation/post-categories";
import type { Locale } from "~/i18n/config";

/** Published posts, newest first; in one language when `locale` is given. */
export async function listPosts({
  category,
  locale,
  limit = 50,
}: { category?: PostCategory; locale?: Locale; limit?: number } = {}) {
  let query = getDb()
    .selectFrom("posts")
    .select(["id", "slug", "title", "category", "lead", "published_at", "locale"])
    .where("published", "=", 1)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  if (category) query = query.where("category", "=", category);
  if (locale) query = query.where("locale", "=", locale);
  return query.execute();
}

/**
 * The home page's latest posts: those in the reader's language first, newest first; while
 * there are fewer than `limit` of them, the newest in other languages fill the row (the page
 * labels them with their language; docs/decisions/035-one-status-language.md).
 */
export async function latestPostsFor(locale: Locale, limit: number) {
  const own = await listPosts({ locale, limit });
  if (own.length >= limit) return own;
  const others = (await listPosts({ limit })).filter((p) => p.locale !== locale);
  return [...own, ...others.slice(0, limit - own.length)];
}

export async function getPostBySlug(slug: string) {
  if (slug.length > 200) return null;
  return (
    (await getDb()
      .selectFrom("posts")
      .selectAll()
      .where("slug", "=", slug)
      .where("published", "=", 1)
      .executeTakeFirst()) ?? null
  );
}

/** A post for its page: the Markdown body rendered to sanitised HTML instead of the source. */
export async function getPostPage(slug: string) {
  const post = await getPostBySlug(slug);
  if (!post) return null;
  const { body, ...rest } = post;
  const origin = new URL(getEnv().APP_URL).origin;
  return { ...rest, bodyHtml: renderMarkdown(body, { origin }) };
}
