import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { deleteExpert, getExpert } from "~/domain/experts.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/toast.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const expert = await getExpert(user.company_id, params.expertId ?? "");
  if (!expert) throw new Response(null, { status: 404 });
  const { t } = await getT(request);
  return {
    expert: {
      name: expert.name,
      // Shown up front; the action checks again inside its transaction.
      locked: expert.deleteLocked,
      inReview: !expert.deleteLocked && expert.candidacy.stage === "REVIEW",
    },
    meta: { title: t("experts.delete.title"), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const expert = await getExpert(user.company_id, params.expertId ?? "");
  if (!expert) throw new Response(null, { status: 404 });
  const result = await deleteExpert(user.company_id, expert.id);
  const { t } = await getT(request);
  if (!result.ok && result.code === "not-found") throw new Response(null, { status: 404 });
  if (!result.ok)
    return redirectWithToast(request, "/dashboard/experts", {
      type: "error",
      title: t("experts.toast.deleteFailed"),
      text: t("experts.toast.deleteRefused"),
    });
  return redirectWithToast(request, "/dashboard/experts", {
    type: "success",
    text: t("experts.toast.deleted"),
  });
}

export default function DeleteExpert() {
  const { expert } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Modal title={t("experts.delete.title")} closeTo="/dashboard/experts">
      {expert.locked ? (
        <div className="stack">
          <p className="banner" role="status">
            {t("experts.delete.refused", { name: expert.name })}
          </p>
          <div className="form-actions">
            <ModalCancel to="/dashboard/experts" />
          </div>
        </div>
      ) : (
        <Form method="post" className="stack" preventScrollReset>
          <p>{t("experts.delete.question", { name: expert.name })}</p>
          {expert.inReview ? (
            <p className="banner">{t("experts.delete.withdrawn", { name: expert.name })}</p>
          ) : null}
          <div className="form-actions">
            <SubmitButton className="button button-danger">
              {t("experts.delete.confirm")}
            </SubmitButton>
            <ModalCancel to="/dashboard/experts" />
          </div>
        </Form>
      )}
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
