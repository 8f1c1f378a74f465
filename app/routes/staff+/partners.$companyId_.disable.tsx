import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { SubmitButton } from "~/components/submit-button";
import { setCompanyDisabled } from "~/domain/company/company-disable.server";
import { getPartner } from "~/domain/company/partners.server";
import { getT } from "~/i18n/i18n.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { pageMeta } from "~/utils/seo";
import { ConfirmSchema } from "~/validation/staff-members";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const [{ t }, { company }] = await Promise.all([
    getT(request),
    getPartner(params.companyId ?? ""),
  ]);
  return {
    company: { id: company.id, name: company.name, disabled: Boolean(company.disabled_at) },
    meta: { title: t("staff.partners.disableCompanyTitle", { name: company.name }), noindex: true },
  };
}

/** The confirmation's only button; the GET above asked the question. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const companyId = params.companyId ?? "";
  const back = `/staff/partners/${companyId}`;
  const { t } = await getT(request);
  if (!ConfirmSchema.safeParse(Object.fromEntries(await request.formData())).success)
    return redirectWithToast(request, back, { type: "error", text: t("staff.partners.invalid") });
  await setCompanyDisabled(user, companyId, true);
  return redirectWithToast(request, back, {
    type: "success",
    text: t("staff.partners.companyDisabled"),
  });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function DisablePartner() {
  const { company } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const back = `/staff/partners/${company.id}`;
  return (
    <section aria-labelledby="tab-title" className="stack narrow">
      <p>
        <Link to={back}>{company.name}</Link>
      </p>
      <h2 id="tab-title">{t("staff.partners.disableCompanyTitle", { name: company.name })}</h2>
      {company.disabled ? (
        <p role="status">{t("staff.partners.companyDisabledNote")}</p>
      ) : (
        <>
          <p>{t("staff.partners.disableCompanyQuestion")}</p>
          <Form method="post" className="form-actions">
            <input type="hidden" name="confirm" value="yes" />
            <SubmitButton className="button button-danger">
              {t("staff.partners.disableCompanyConfirm")}
            </SubmitButton>
            <Link to={back} className="button button-secondary">
              {t("modal.cancel")}
            </Link>
          </Form>
        </>
      )}
    </section>
  );
}
