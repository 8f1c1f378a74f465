import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { deleteCompanyInvite, getCompanyInvite } from "~/domain/company/invites.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/company-and-users";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t } = await getT(request);
  const invite = await getCompanyInvite(user.company_id, params.inviteId ?? "");
  return {
    email: invite.email,
    meta: { title: t("company.invites.deleteTitle"), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t } = await getT(request);
  const result = await deleteCompanyInvite(user.company_id, params.inviteId ?? "");
  if (!result.ok) {
    if (result.code === "not-found") throw new Response(null, { status: 404 });
    return redirectWithToast(request, PARENT, {
      type: "error",
      text: t("company.invites.deleteFailed"),
    });
  }
  return redirectWithToast(request, PARENT, {
    type: "success",
    text: t("company.invites.deleted"),
  });
}

export default function DeleteInvite() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Modal title={t("company.invites.deleteTitle")} closeTo={PARENT}>
      <Form method="post" className="stack" preventScrollReset>
        <p>{t("company.invites.deleteQuestion", { email })}</p>
        <div className="form-actions">
          <SubmitButton className="button button-danger">
            {t("company.invites.deleteConfirm")}
          </SubmitButton>
          <ModalCancel to={PARENT} />
        </div>
      </Form>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
