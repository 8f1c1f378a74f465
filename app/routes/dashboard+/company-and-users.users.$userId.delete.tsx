import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { clientOf } from "~/auth/session.server";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { getCompanyDetails } from "~/domain/company/company.server";
import { deleteCompanyUser, getOtherCompanyUser } from "~/domain/company/company-users.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/company-and-users";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t, locale } = await getT(request);
  const target = await getOtherCompanyUser(user.company_id, user.id, params.userId ?? "");
  const company = await getCompanyDetails(user.company_id, locale);
  return {
    target: { name: target.name ?? target.email, email: target.email },
    isContactPerson: target.isContactPerson,
    companyName: company.name,
    meta: { title: t("company.users.deleteTitle"), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t } = await getT(request);
  const result = await deleteCompanyUser({ ...user, ...clientOf(request) }, params.userId ?? "");
  if (!result.ok) throw new Response(null, { status: 404 });
  if (!result.mailSent)
    return redirectWithToast(request, PARENT, {
      type: "warning",
      text: t("company.users.mailFailed"),
    });
  return redirectWithToast(request, PARENT, { type: "success", text: t("company.users.deleted") });
}

export default function DeleteUser() {
  const { target, isContactPerson, companyName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Modal title={t("company.users.deleteTitle")} closeTo={PARENT}>
      <Form method="post" className="stack" preventScrollReset>
        <p>
          {t("company.users.deleteQuestion", {
            name: target.name,
            email: target.email,
            company: companyName,
          })}
        </p>
        {isContactPerson ? (
          <p className="banner">{t("company.users.deleteContactNote", { name: target.name })}</p>
        ) : null}
        <div className="form-actions">
          <SubmitButton className="button button-danger">
            {t("company.users.deleteConfirm")}
          </SubmitButton>
          <ModalCancel to={PARENT} />
        </div>
      </Form>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
