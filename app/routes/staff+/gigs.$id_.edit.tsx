import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { StaffGigForm } from "~/components/staff-gig-form";
import { getStaffGig, updateGig } from "~/domain/staff-gigs.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { pageMeta } from "~/utils/seo";
import { GigFormSchema } from "~/validation/staff-gig";
import { staffGigIdOf } from "./__staff-gig.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const [{ t }, gig] = await Promise.all([getT(request), getStaffGig(staffGigIdOf(params))]);
  return {
    gig,
    meta: { title: t("staffGigs.editTitle", { title: gig.form.title }), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const id = staffGigIdOf(params);
  const submission = parseForm(await request.formData(), GigFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await updateGig(user, id, submission.value);
  const { t } = await getT(request);
  return redirectWithToast(request, `/staff/gigs/${id}`, {
    type: "success",
    text: t("staffGigs.toast.updated"),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function EditGig() {
  const { gig } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const back = `/staff/gigs/${gig.id}`;
  return (
    <section aria-labelledby="tab-title" className="stack">
      <p>
        <Link to={back}>{t("staffGigs.back")}</Link>
      </p>
      <h2 id="tab-title">{t("staffGigs.editTitle", { title: gig.form.title })}</h2>
      {gig.firstPublishedAt ? <p className="muted">{t("staffGigs.state.addressFixed")}</p> : null}
      <StaffGigForm gig={gig.form} lastResult={actionData?.result} cancelTo={back} />
    </section>
  );
}
