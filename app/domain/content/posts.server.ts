import { getDb } from "~/db/db.server";
import { getEnv } from "~/env.server";
import { renderMarkdown } from "./markdown.server";
import type { PostCategory } from "~/validation/post-categories";

export async function listPosts({
  category,
  limit = 50,
}: { category?: PostCategory; limit?: number } = {}) {
  let query = getDb()
    .selectFrom("posts")
    .select(["id", "slug", "title", "category", "lead", "published_at", "locale"])
    .where("published", "=", 1)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  if (category) query = query.where("category", "=", category);
  return query.execute();
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
