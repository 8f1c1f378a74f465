import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { deleteExpert, getExpert } from "~/domain/experts/experts.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { expertsPath } from "~/validation/expert";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const expert = await getExpert(user.company_id, params.expertId ?? "");
  if (!expert) throw new Response(null, { status: 404 });
  const { t } = await getT(request);
  // The list shows Delete disabled with its reason; a dialog with only Cancel would say less.
  // The action checks again inside its transaction.
  if (expert.deleteLocked) throw await refused(request, t);
  return {
    expert: {
      name: expert.name,
      inReview: expert.candidacy.stage === "REVIEW",
    },
    back: expertsPath(request.url),
    meta: { title: t("experts.delete.title"), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const expert = await getExpert(user.company_id, params.expertId ?? "");
  if (!expert) throw new Response(null, { status: 404 });
  const result = await deleteExpert(user.company_id, expert.id);
  const { t } = await getT(request);
  // Back to the page the dialog was opened from; if it is now past the end, the list shows the last.
  const back = expertsPath(request.url);
  if (!result.ok && result.code === "not-found") throw new Response(null, { status: 404 });
  if (!result.ok) return refused(request, t);
  return redirectWithToast(request, back, {
    type: "success",
    text: t("experts.toast.deleted"),
  });
}

/** Back to the list with the failure toast: the expert has been offered and stays. */
function refused(request: Request, t: Awaited<ReturnType<typeof getT>>["t"]) {
  return redirectWithToast(request, expertsPath(request.url), {
    type: "error",
    title: t("experts.toast.deleteFailed"),
    text: t("experts.toast.deleteRefused"),
  });
}

export default function DeleteExpert() {
  const { expert, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Modal title={t("experts.delete.title")} closeTo={back}>
      <Form method="post" className="stack" preventScrollReset>
        <p>{t("experts.delete.question", { name: expert.name })}</p>
        {expert.inReview ? (
          <p className="banner">{t("experts.delete.withdrawn", { name: expert.name })}</p>
        ) : null}
        <div className="form-actions">
          <SubmitButton className="button button-danger">
            {t("experts.delete.confirm")}
          </SubmitButton>
          <ModalCancel to={back} />
        </div>
      </Form>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
