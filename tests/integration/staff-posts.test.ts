import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { NotFoundError, ValidationError } from "~/domain/shared/errors";
import { getPostBySlug, listPosts } from "~/domain/content/posts.server";
import {
  createPost,
  deletePost,
  getStaffPost,
  listStaffPosts,
  setPostPublished,
  updatePost,
  type StaffPostInput,
} from "~/domain/content/staff-posts.server";
import { action as deleteAction } from "~/routes/staff+/posts.$id.delete";
import { action as editAction, loader as editLoader } from "~/routes/staff+/posts.$id.edit";
import { loader as listLoader } from "~/routes/staff+/posts._index";
import { action as newAction } from "~/routes/staff+/posts.new";
import { formRequest, getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeStaff } from "../fixtures/factories";

withAppDatabase();

/** A staff member's session cookie, past the second step of sign-in. */
async function staffCookie() {
  const staff = await makeStaff();
  const cookie = await sessionCookieFor(staff.id);
  await getDb()
    .updateTable("sessions")
    .set({ second_factor_at: new Date().toISOString() })
    .where("user_id", "=", staff.id)
    .execute();
  return { staff, cookie };
}

let serial = 0;
function input(overrides: Partial<StaffPostInput> = {}): StaffPostInput {
  serial += 1;
  return {
    locale: "en",
    title: `Staff post ${serial} about Markdown`,
    category: "news",
    lead: "A lead paragraph.",
    body: "## Heading\n\nSome *text*.",
    ...overrides,
  };
}

const auditOf = async (postId: number) =>
  (
    await getDb()
      .selectFrom("audit_events")
      .select(["action", "actor_user_id", "subject_type", "data"])
      .where("subject_type", "=", "post")
      .where("subject_id", "=", String(postId))
      .orderBy("id")
      .execute()
  ).map((row) => ({ ...row, data: row.data ? JSON.parse(row.data) : null }));

describe(`posts in the back office (${process.env.TEST_ENGINE})`, () => {
  it("creates an unpublished post with a slug made from the title, audited", async () => {
    const staff = await makeStaff();
    const created = await createPost(staff, input({ title: "Hyvää päivää: Ärrä & Öljy!" }));
    expect(created.slug).toBe("hyvaa-paivaa-arra-oljy");
    const post = await getStaffPost(created.id);
    expect(post).toMatchObject({ slug: created.slug, published: false, publishedAt: null });
    expect(await getPostBySlug(created.slug)).toBeNull();
    const audit = await auditOf(created.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: "post.created", actor_user_id: staff.id }),
    ]);
    expect(audit[0]!.data).toMatchObject({
      before: null,
      after: { slug: created.slug, title: "Hyvää päivää: Ärrä & Öljy!", published: 0 },
    });
  });

  it("cuts a generated slug to 120 characters without a trailing hyphen, and refuses a title without letters", async () => {
    const staff = await makeStaff();
    const long = await createPost(staff, input({ title: `${"abcd ".repeat(23)}efghijk lmn` }));
    expect(long.slug.length).toBeLessThanOrEqual(120);
    expect(long.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await expect(createPost(staff, input({ title: "!!! ???" }))).rejects.toMatchObject({
      fieldErrors: { slug: ["staffPosts.validation.slugFromTitle"] },
    });
  });

  it("refuses a slug another post has, on create and on edit", async () => {
    const staff = await makeStaff();
    const first = await createPost(staff, input({ slug: "taken-slug" }));
    const refused = createPost(staff, input({ slug: "taken-slug" }));
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      fieldErrors: { slug: ["staffPosts.validation.slugTaken"] },
    });
    // A title that makes the same slug is refused the same way.
    await expect(createPost(staff, input({ title: "Taken slug" }))).rejects.toBeInstanceOf(
      ValidationError,
    );
    const second = await createPost(staff, input());
    await expect(updatePost(staff, second.id, input({ slug: "taken-slug" }))).rejects.toMatchObject(
      { fieldErrors: { slug: ["staffPosts.validation.slugTaken"] } },
    );
    // Keeping its own slug is fine.
    await expect(updatePost(staff, first.id, input({ slug: "taken-slug" }))).resolves.toEqual({
      id: first.id,
      slug: "taken-slug",
    });
  });

  it("edits a post and audits before and after", async () => {
    const staff = await makeStaff();
    const { id } = await createPost(staff, input({ slug: "before-edit" }));
    await updatePost(
      staff,
      id,
      input({
        locale: "fi",
        title: "Muokattu otsikko",
        slug: "after-edit",
        category: "guides",
        lead: "Uusi ingressi.",
        body: "Uusi teksti.",
      }),
    );
    expect(await getStaffPost(id)).toMatchObject({
      locale: "fi",
      title: "Muokattu otsikko",
      slug: "after-edit",
      category: "guides",
      lead: "Uusi ingressi.",
      body: "Uusi teksti.",
      published: false,
    });
    const [, updated] = await auditOf(id);
    expect(updated).toMatchObject({
      action: "post.updated",
      data: {
        before: { slug: "before-edit", locale: "en" },
        after: { slug: "after-edit", locale: "fi", title: "Muokattu otsikko" },
      },
    });
    expect(updated!.data.before.body_sha256).not.toBe(updated!.data.after.body_sha256);
  });

  it("keeps the address of a post that was ever published, whatever the form sends", async () => {
    const staff = await makeStaff();
    const { id } = await createPost(staff, input({ slug: "first-address" }));
    await setPostPublished(staff, id, true);
    await setPostPublished(staff, id, false);
    await updatePost(staff, id, input({ title: "New title", slug: "second-address" }));
    expect(await getStaffPost(id)).toMatchObject({ title: "New title", slug: "first-address" });
  });

  it("publishes (dated now, then public), unpublishes (hidden) and republishes keeping the first date", async () => {
    const staff = await makeStaff();
    const { id, slug } = await createPost(staff, input({ locale: "fi", category: "stories" }));
    const before = Date.now();
    expect(await setPostPublished(staff, id, true)).toMatchObject({ changed: true });
    const published = await getStaffPost(id);
    expect(published.published).toBe(true);
    const publishedAt = published.publishedAt!;
    expect(Date.parse(publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await getPostBySlug(slug)).toMatchObject({ id, published_at: publishedAt });
    expect((await listPosts({ category: "stories" })).map((p) => p.slug)).toContain(slug);
    expect(await setPostPublished(staff, id, true)).toMatchObject({ changed: false });

    expect(await setPostPublished(staff, id, false)).toMatchObject({ changed: true });
    expect(await getPostBySlug(slug)).toBeNull();
    expect((await listPosts()).map((p) => p.slug)).not.toContain(slug);
    expect(await getStaffPost(id)).toMatchObject({ published: false, publishedAt });

    // Pushed back in time, so a new date would differ from the first one.
    await getDb()
      .updateTable("posts")
      .set({
        published_at: "2020-01-01T00:00:00.000Z",
        first_published_at: "2020-01-01T00:00:00.000Z",
      })
      .where("id", "=", id)
      .execute();
    await setPostPublished(staff, id, true);
    expect((await getPostBySlug(slug))?.published_at).toBe("2020-01-01T00:00:00.000Z");

    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      "post.created",
      "post.published",
      "post.unpublished",
      "post.published",
    ]);
    const [, first] = await auditOf(id);
    expect(first!.data).toEqual({
      before: { published: 0, published_at: null },
      after: { published: 1, published_at: publishedAt },
    });
  });

  it("deletes a post, keeping what it was in the audit log", async () => {
    const staff = await makeStaff();
    const { id, slug } = await createPost(staff, input());
    await setPostPublished(staff, id, true);
    expect(await deletePost(staff, id)).toEqual({ title: expect.any(String) });
    await expect(getStaffPost(id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await getPostBySlug(slug)).toBeNull();
    const deleted = (await auditOf(id)).at(-1);
    expect(deleted).toMatchObject({
      action: "post.deleted",
      data: { before: { slug, published: 1 }, after: null },
    });
  });

  it("answers an unknown id with NotFoundError and writes nothing", async () => {
    const staff = await makeStaff();
    const missing = 2_000_000_000;
    await expect(getStaffPost(missing)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updatePost(staff, missing, input())).rejects.toBeInstanceOf(NotFoundError);
    await expect(setPostPublished(staff, missing, true)).rejects.toBeInstanceOf(NotFoundError);
    await expect(deletePost(staff, missing)).rejects.toBeInstanceOf(NotFoundError);
    expect(await auditOf(missing)).toEqual([]);
  });

  it("lists every post, filtered by language, state and title", async () => {
    const staff = await makeStaff();
    const tag = `Zebra${Date.now()}`;
    const en = await createPost(staff, input({ title: `${tag} English draft` }));
    const fi = await createPost(staff, input({ title: `${tag} Finnish`, locale: "fi" }));
    await setPostPublished(staff, fi.id, true);
    const all = await listStaffPosts({
      q: tag.toLowerCase(),
      locale: "all",
      state: "all",
      page: 1,
    });
    expect(all.posts.map((p) => p.id)).toEqual([fi.id, en.id]);
    expect(all.total).toBe(2);
    const drafts = await listStaffPosts({ q: tag, locale: "all", state: "unpublished", page: 1 });
    expect(drafts.posts.map((p) => p.id)).toEqual([en.id]);
    const finnish = await listStaffPosts({ q: tag, locale: "fi", state: "all", page: 1 });
    expect(finnish.posts).toEqual([
      expect.objectContaining({ id: fi.id, published: true, publishedAt: expect.any(String) }),
    ]);
    expect(
      (await listStaffPosts({ q: tag, locale: "en", state: "published", page: 1 })).total,
    ).toBe(0);
  });
});

describe(`post routes (${process.env.TEST_ENGINE})`, () => {
  const valid = {
    intent: "save",
    locale: "en",
    title: "A post from the route",
    slug: "",
    category: "guides",
    lead: "Lead.",
    body: "Body.",
  };

  it("creates a draft and redirects to its editor; bad input is a 400 with field errors", async () => {
    const { cookie } = await staffCookie();
    const bad = await routeAnswer(
      newAction({
        request: formRequest("/staff/posts/new", cookie, {
          ...valid,
          locale: "sv",
          title: "x".repeat(201),
          slug: "Not A Slug",
          category: "gossip",
          lead: "",
          body: "y".repeat(50_001),
        }),
        params: {},
        context: {},
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.preview).toBeNull();
    expect(bad.data.result.error).toEqual({
      locale: ["staffPosts.validation.locale"],
      title: ["validation.tooLong:200"],
      slug: ["staffPosts.validation.slugPattern"],
      category: ["staffPosts.validation.category"],
      lead: ["validation.required"],
      body: ["validation.tooLong:50000"],
    });

    const created = await routeAnswer(
      newAction({
        request: formRequest("/staff/posts/new", cookie, valid),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(302);
    const id = Number(/^\/staff\/posts\/(\d+)\/edit$/.exec(created.location ?? "")?.[1]);
    expect(await getStaffPost(id)).toMatchObject({
      slug: "a-post-from-the-route",
      published: false,
    });

    // The same slug again is the slug field's error, with the form given back.
    const taken = await routeAnswer(
      newAction({
        request: formRequest("/staff/posts/new", cookie, valid),
        params: {},
        context: {},
      }),
    );
    expect(taken.status).toBe(400);
    expect(taken.data.result.error).toEqual({ slug: ["staffPosts.validation.slugTaken"] });
    expect(taken.data.result.initialValue).toMatchObject({ title: valid.title });
  });

  it("previews the body without saving, giving a long body back whole", async () => {
    const { cookie } = await staffCookie();
    const body = `# Title\n\nSome **bold** text.<script>alert(1)</script>\n\n${"word ".repeat(2000)}`;
    const before = await getDb()
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    const previewed = await routeAnswer(
      newAction({
        request: formRequest("/staff/posts/new", cookie, { intent: "preview", body }),
        params: {},
        context: {},
      }),
    );
    expect(previewed.status).toBe(200);
    expect(previewed.data.preview).toContain("<strong>bold</strong>");
    expect(previewed.data.preview).not.toContain("<script");
    // Multipart form data sends line breaks as CRLF.
    expect(previewed.data.result.initialValue.body.replace(/\r\n/g, "\n")).toBe(body);
    const after = await getDb()
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("publishes and unpublishes from the edit page, and deletes from the confirmation", async () => {
    const { staff, cookie } = await staffCookie();
    const { id, slug } = await createPost(staff, input());
    const path = `/staff/posts/${id}/edit`;
    const published = await routeAnswer(
      editAction({
        request: formRequest(path, cookie, { intent: "publish" }),
        params: { id: String(id) },
        context: {},
      }),
    );
    await expect(published).toRedirectTo(path);
    expect(await getPostBySlug(slug)).not.toBeNull();

    const unknownIntent = await routeAnswer(
      editAction({
        request: formRequest(path, cookie, { intent: "archive" }),
        params: { id: String(id) },
        context: {},
      }),
    );
    expect(unknownIntent.status).toBe(400);

    await routeAnswer(
      editAction({
        request: formRequest(path, cookie, { intent: "unpublish" }),
        params: { id: String(id) },
        context: {},
      }),
    );
    expect(await getPostBySlug(slug)).toBeNull();

    const deleted = await routeAnswer(
      deleteAction({
        request: formRequest(`/staff/posts/${id}/delete`, cookie, {}),
        params: { id: String(id) },
        context: {},
      }),
    );
    await expect(deleted).toRedirectTo("/staff/posts");
    await expect(getStaffPost(id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("answers an unknown or malformed id with 404", async () => {
    const { cookie } = await staffCookie();
    for (const id of ["2000000000", "abc", "99999999999"]) {
      const loaded = await routeAnswer(
        editLoader({
          request: getRequest(`/staff/posts/${id}/edit`, cookie),
          params: { id },
          context: {},
        }),
      );
      expect(loaded.status).toBe(404);
      const saved = await routeAnswer(
        editAction({
          request: formRequest(`/staff/posts/${id}/edit`, cookie, valid),
          params: { id },
          context: {},
        }),
      );
      expect(saved.status).toBe(404);
    }
  });

  it("refuses partners (403) and sends visitors to sign-in, writing nothing", async () => {
    const partner = await makeCompany();
    const partnerCookie = await sessionCookieFor(partner.userId);
    const request = (cookie: string) =>
      formRequest("/staff/posts/new", cookie, { ...valid, title: "Not by staff" });
    const refused = await routeAnswer(
      newAction({ request: request(partnerCookie), params: {}, context: {} }),
    );
    expect(refused.status).toBe(403);
    const anonymous = await routeAnswer(
      newAction({ request: request(""), params: {}, context: {} }),
    );
    await expect(anonymous).toRedirectTo(/^\/sign-in/);
    const listed = await routeAnswer(
      listLoader({ request: getRequest("/staff/posts", partnerCookie), params: {}, context: {} }),
    );
    expect(listed.status).toBe(403);
    const rows = await getDb()
      .selectFrom("posts")
      .select("id")
      .where("title", "=", "Not by staff")
      .execute();
    expect(rows).toEqual([]);
  });
});
