import { createHash } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors.server";
import type { Database, PostTable } from "~/db/schema";
import { getEnv } from "~/env.server";
import type { Locale } from "~/i18n/config";
import { slugify } from "~/utils/slug";
import type { StaffPostQuery } from "~/validation/staff-post";
import { POST_SLUG_MAX } from "~/validation/staff-post";
import type { Staff } from "../shared/actor";
import { writeAudit } from "../shared/audit.server";
import { NotFoundError, ValidationError } from "../shared/errors";
import { renderMarkdown } from "./markdown.server";
import type { PostCategory } from "~/validation/post-categories";

/*
 * Posts for staff: every post in both languages, drafts included. Staff write a post, preview its
 * Markdown, publish it (the first publishing dates it), unpublish it and delete it. Each change
 * and its audit entry commit in one transaction. The public side (posts.server.ts) only ever reads
 * published posts.
 */

export const STAFF_POSTS_PAGE_SIZE = 25;

export type StaffPostInput = {
  locale: Locale;
  title: string;
  /** Empty or missing: made from the title. */
  slug?: string;
  category: PostCategory;
  lead: string;
  body: string;
};

type PostRow = Selectable<PostTable>;

/** The date the site shows, or null while the post has never been published. */
function publicDate(row: Pick<PostRow, "published_at" | "first_published_at">) {
  return row.first_published_at ? row.published_at : null;
}

export type StaffPostRow = {
  id: number;
  slug: string;
  locale: string;
  title: string;
  category: string;
  published: boolean;
  /** The public date; only meaningful once the post was first published. */
  publishedAt: string | null;
  updatedAt: string;
};

/** Every post, newest first, filtered by language, state and part of the title. */
export async function listStaffPosts(query: StaffPostQuery) {
  let base = getDb().selectFrom("posts");
  if (query.locale !== "all") base = base.where("locale", "=", query.locale);
  if (query.state !== "all")
    base = base.where("published", "=", query.state === "published" ? 1 : 0);
  if (query.q) {
    const phrase = `%${query.q.toLowerCase()}%`;
    base = base.where((eb) => eb(eb.fn("lower", ["title"]), "like", phrase));
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        "id",
        "slug",
        "locale",
        "title",
        "category",
        "published",
        "published_at",
        "first_published_at",
        "updated_at",
      ])
      .orderBy("id", "desc")
      .limit(STAFF_POSTS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_POSTS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const posts: StaffPostRow[] = rows.map((row) => ({
    id: Number(row.id),
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    category: row.category,
    published: Number(row.published) === 1,
    publishedAt: publicDate(row),
    updatedAt: row.updated_at,
  }));
  const pages = Math.max(1, Math.ceil(Number(total.n) / STAFF_POSTS_PAGE_SIZE));
  return { posts, total: Number(total.n), page: Math.min(query.page, pages), pages };
}

export type StaffPost = {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  category: string;
  lead: string;
  body: string;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

function toStaffPost(row: PostRow): StaffPost {
  return {
    id: Number(row.id),
    slug: row.slug,
    locale: row.locale === "fi" ? "fi" : "en",
    title: row.title,
    category: row.category,
    lead: row.lead,
    body: row.body,
    published: Number(row.published) === 1,
    publishedAt: publicDate(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One post, published or not, for the editor. Throws NotFoundError. */
export async function getStaffPost(id: number): Promise<StaffPost> {
  const row = await getDb().selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError("post");
  return toStaffPost(row);
}

/** The body as the public page will show it: the same sanitised Markdown rendering. */
export function renderPostPreview(body: string): string {
  return renderMarkdown(body, { origin: new URL(getEnv().APP_URL).origin });
}

/** The explicit slug, or one made from the title (cut to the limit at a word boundary). */
function slugOf(input: StaffPostInput): string {
  if (input.slug) return input.slug;
  const made = slugify(input.title).slice(0, POST_SLUG_MAX).replace(/-+$/, "");
  if (!made) throw new ValidationError({ slug: ["staffPosts.validation.slugFromTitle"] });
  return made;
}

const slugTaken = () => new ValidationError({ slug: ["staffPosts.validation.slugTaken"] });

async function assertSlugFree(trx: Transaction<Database>, slug: string, exceptId?: number) {
  let query = trx.selectFrom("posts").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw slugTaken();
}

/** Two editors saving the same new slug at once: the unique index refuses the second. */
async function refusingTakenSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * What the audit trail keeps of a post: its fields, and of the body (up to 50,000 characters) only
 * its length and a short hash, which show whether it changed without copying it into every entry.
 */
function auditSnapshot(row: Omit<PostRow, "id" | "created_at" | "updated_at">) {
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    category: row.category,
    lead: row.lead,
    body_chars: row.body.length,
    body_sha256: createHash("sha256").update(row.body).digest("hex").slice(0, 16),
    published: Number(row.published),
    published_at: publicDate(row),
  };
}

/**
 * Creates an unpublished post. Throws ValidationError on `slug` when the slug is taken or none can
 * be made from the title.
 */
export async function createPost(actor: Staff, input: StaffPostInput) {
  const slug = slugOf(input);
  return refusingTakenSlug(() =>
    getDb()
      .transaction()
      .execute(async (trx) => {
        await assertSlugFree(trx, slug);
        const now = new Date().toISOString();
        const values = {
          slug,
          locale: input.locale,
          title: input.title,
          category: input.category,
          lead: input.lead,
          body: input.body,
          published: 0 as const,
          // Required by the table; replaced when the post is first published (0007).
          published_at: now,
          first_published_at: null,
          created_at: now,
          updated_at: now,
        };
        const { id } = await trx
          .insertInto("posts")
          .values(values)
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeAudit(trx, {
          actorUserId: actor.id,
          ip: actor.ip,
          action: "post.created",
          subjectType: "post",
          subjectId: String(id),
          after: auditSnapshot(values),
        });
        return { id: Number(id), slug };
      }),
  );
}

async function currentPost(trx: Transaction<Database>, id: number) {
  const row = await trx.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new NotFoundError("post");
  return row;
}

/**
 * Saves the editor's fields; the published state and date stay, and so does the slug of a post that
 * was ever published. NotFoundError, ValidationError.
 */
export async function updatePost(actor: Staff, id: number, input: StaffPostInput) {
  return refusingTakenSlug(() =>
    getDb()
      .transaction()
      .execute(async (trx) => {
        const before = await currentPost(trx, id);
        // Once public, the address stays: links shared since then keep working.
        const slug = before.first_published_at ? before.slug : slugOf(input);
        await assertSlugFree(trx, slug, id);
        const changes = {
          slug,
          locale: input.locale,
          title: input.title,
          category: input.category,
          lead: input.lead,
          body: input.body,
          updated_at: new Date().toISOString(),
        };
        await trx.updateTable("posts").set(changes).where("id", "=", id).execute();
        await writeAudit(trx, {
          actorUserId: actor.id,
          ip: actor.ip,
          action: "post.updated",
          subjectType: "post",
          subjectId: String(id),
          before: auditSnapshot(before),
          after: auditSnapshot({ ...before, ...changes }),
        });
        return { id, slug };
      }),
  );
}

/**
 * Publishes or unpublishes a post. The first publishing dates it now; publishing it again keeps
 * that date. Returns whether anything changed (false: it already was in that state).
 */
export async function setPostPublished(actor: Staff, id: number, published: boolean) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await currentPost(trx, id);
      if ((Number(before.published) === 1) === published)
        return { changed: false, title: before.title, slug: before.slug };
      const now = new Date().toISOString();
      const firstTime = published && !before.first_published_at;
      const changes = {
        published: published ? (1 as const) : (0 as const),
        ...(firstTime ? { published_at: now, first_published_at: now } : {}),
        updated_at: now,
      };
      await trx.updateTable("posts").set(changes).where("id", "=", id).execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: published ? "post.published" : "post.unpublished",
        subjectType: "post",
        subjectId: String(id),
        before: { published: Number(before.published), published_at: publicDate(before) },
        after: {
          published: changes.published,
          published_at: publicDate({ ...before, ...changes }),
        },
      });
      return { changed: true, title: before.title, slug: before.slug };
    });
}

/** Deletes a post for good; the audit entry keeps what it was. NotFoundError. */
export async function deletePost(actor: Staff, id: number) {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await currentPost(trx, id);
      await trx.deleteFrom("posts").where("id", "=", id).execute();
      await writeAudit(trx, {
        actorUserId: actor.id,
        ip: actor.ip,
        action: "post.deleted",
        subjectType: "post",
        subjectId: String(id),
        before: auditSnapshot(before),
        after: null,
      });
      return { title: before.title };
    });
}
