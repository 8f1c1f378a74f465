import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { SubmitButton } from "~/components/submit-button";
import { deletePost, getStaffPost } from "~/domain/content/staff-posts.server";
import { getT } from "~/i18n/i18n.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { pageMeta } from "~/utils/seo";
import { parseDbId } from "~/validation/ids";

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
    post: { id: post.id, title: post.title, published: post.published },
    meta: { title: t("staffPosts.delete.title", { title: post.title }), noindex: true },
  };
}

/** The confirmation's only button; the GET above asked the question. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const { title } = await deletePost(user, postIdOf(params));
  const { t } = await getT(request);
  return redirectWithToast(request, "/staff/posts", {
    type: "success",
    text: t("staffPosts.toast.deleted", { title }),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function DeletePost() {
  const { post } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const back = `/staff/posts/${post.id}/edit`;
  return (
    <section aria-labelledby="tab-title" className="stack narrow">
      <p>
        <Link to={back}>{t("staffPosts.form.editTitle", { title: post.title })}</Link>
      </p>
      <h2 id="tab-title">{t("staffPosts.delete.title", { title: post.title })}</h2>
      <p>{t("staffPosts.delete.question")}</p>
      <Form method="post" className="form-actions">
        <SubmitButton className="button button-danger">
          {t("staffPosts.delete.confirm")}
        </SubmitButton>
        <Link to={back} className="button button-secondary">
          {t("modal.cancel")}
        </Link>
      </Form>
    </section>
  );
}
