import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { StaffGigForm } from "~/components/staff-gig-form";
import { createGig } from "~/domain/staff-gigs.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { pageMeta } from "~/utils/seo";
import { GigFormSchema } from "~/validation/staff-gig";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { t } = await getT(request);
  return { meta: { title: t("staffGigs.newTitle"), noindex: true } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const submission = parseForm(await request.formData(), GigFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = await createGig(user, submission.value);
  const { t } = await getT(request);
  return redirectWithToast(request, `/staff/gigs/${id}`, {
    type: "success",
    text: t("staffGigs.toast.created"),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function NewGig() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tab-title" className="stack">
      <p>
        <Link to="/staff/gigs">{t("staffGigs.backToList")}</Link>
      </p>
      <h2 id="tab-title">{t("staffGigs.newTitle")}</h2>
      <StaffGigForm gig={null} lastResult={actionData?.result} cancelTo="/staff/gigs" />
    </section>
  );
}
