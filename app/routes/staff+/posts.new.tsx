import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { StaffPostEditor } from "~/components/staff-post-editor";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { postEditorAction } from "./__staff-post-editor.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { t } = await getT(request);
  return { meta: { title: t("staffPosts.form.createTitle"), noindex: true } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  return postEditorAction(request, user, await request.formData(), { kind: "create" });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function NewPost() {
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="tab-title" className="stack narrow">
      <p>
        <Link to="/staff/posts">{t("staffPosts.form.back")}</Link>
      </p>
      <h2 id="tab-title">{t("staffPosts.form.createTitle")}</h2>
      <StaffPostEditor
        lastResult={actionData?.result}
        preview={actionData?.preview ?? null}
        defaultValue={{ locale: i18n.language === "fi" ? "fi" : "en" }}
      />
    </section>
  );
}
