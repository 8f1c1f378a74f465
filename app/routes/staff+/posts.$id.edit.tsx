import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff, type StaffUser } from "~/auth/guards.server";
import { StaffPostEditor } from "~/components/staff-post-editor";
import { SubmitButton } from "~/components/submit-button";
import { isPostCategory } from "~/validation/post-categories";
import { getStaffPost, setPostPublished } from "~/domain/content/staff-posts.server";
import { getT } from "~/i18n/i18n.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { parseDbId } from "~/validation/ids";
import { PostStateIntentSchema } from "~/validation/staff-post";
import { postEditorAction } from "./__staff-post-editor.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

function postIdOf(params: LoaderFunctionArgs["params"]) {
  const id = parseDbId(params.id);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const [{ t }, post] = await Promise.all([getT(request), getStaffPost(postIdOf(params))]);
  return {
    post,
    meta: { title: t("staffPosts.form.editTitle", { title: post.title }), noindex: true },
  };
}

async function publishOrUnpublish(
  request: Request,
  user: StaffUser,
  id: number,
  intent: "publish" | "unpublish",
) {
  const published = intent === "publish";
  const result = await setPostPublished(user, id, published);
  const { t } = await getT(request);
  const key = published
    ? result.changed
      ? "staffPosts.toast.published"
      : "staffPosts.toast.alreadyPublished"
    : result.changed
      ? "staffPosts.toast.unpublished"
      : "staffPosts.toast.alreadyUnpublished";
  return redirectWithToast(request, `/staff/posts/${id}/edit`, {
    type: result.changed ? "success" : "info",
    text: t(key, { title: result.title }),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const id = postIdOf(params);
  // An unknown post is a 404 whichever form was sent.
  await getStaffPost(id);
  const formData = await request.formData();
  const state = PostStateIntentSchema.safeParse(formData.get("intent"));
  if (state.success) return publishOrUnpublish(request, user, id, state.data);
  return postEditorAction(request, user, formData, { kind: "edit", id });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function EditPost() {
  const { post } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const date = post.publishedAt ? formatDate(post.publishedAt, i18n.language) : "";
  return (
    <section aria-labelledby="tab-title" className="stack narrow">
      <p>
        <Link to="/staff/posts">{t("staffPosts.form.back")}</Link>
      </p>
      <h2 id="tab-title">{t("staffPosts.form.editTitle", { title: post.title })}</h2>
      <section aria-labelledby="publishing-title" className="staff-post-state stack">
        <h3 id="publishing-title">{t("staffPosts.publishing.title")}</h3>
        <p>
          {post.published
            ? t("staffPosts.publishing.published", { date })
            : post.publishedAt
              ? t("staffPosts.publishing.unpublished", { date })
              : t("staffPosts.publishing.draft")}
        </p>
        <div className="row">
          <Form method="post">
            <input type="hidden" name="intent" value={post.published ? "unpublish" : "publish"} />
            <SubmitButton className={post.published ? "button button-secondary" : "button"}>
              {t(
                post.published
                  ? "staffPosts.publishing.unpublish"
                  : "staffPosts.publishing.publish",
              )}
            </SubmitButton>
          </Form>
          {post.published ? (
            <Link to={`/posts/${encodeURIComponent(post.slug)}`}>
              {t("staffPosts.publishing.viewOnSite")}
            </Link>
          ) : null}
          <Link to={`/staff/posts/${post.id}/delete`} className="button button-danger">
            {t("staffPosts.publishing.delete")}
          </Link>
        </div>
      </section>
      <StaffPostEditor
        key={post.id}
        fixedSlug={post.publishedAt ? post.slug : undefined}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        preview={actionData && "preview" in actionData ? actionData.preview : null}
        defaultValue={{
          locale: post.locale,
          title: post.title,
          slug: post.slug,
          category: isPostCategory(post.category) ? post.category : undefined,
          lead: post.lead,
          body: post.body,
        }}
      />
    </section>
  );
}
