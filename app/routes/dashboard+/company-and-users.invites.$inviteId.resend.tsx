import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { InviteForm } from "~/components/invite-form";
import { Modal } from "~/components/modal";
import { getCompanyInvite, resendInvite } from "~/domain/company/invites.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { useZodForm } from "~/utils/use-zod-form";
import { ResendInviteSchema, inviteAdminErrorKey } from "~/validation/invite";
import { parseForm } from "~/server/forms/form-submission.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/company-and-users";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const { t } = await getT(request);
  const invite = await getCompanyInvite(user.company_id, params.inviteId ?? "");
  return {
    invite: { email: invite.email, message: invite.message ?? "" },
    resendable: invite.state === "active" || invite.state === "expired",
    meta: { title: t("company.invites.resendTitle"), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const submission = parseForm(await request.formData(), ResendInviteSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), resendTo: null }, { status: 400 });
  const { t } = await getT(request);
  const result = await resendInvite(user, params.inviteId ?? "", submission.value);
  if (!result.ok) {
    if (result.code === "not-found") throw new Response(null, { status: 404 });
    return data(
      {
        result: submission.reply({ formErrors: [inviteAdminErrorKey(result.code)] }),
        // A newer active invite for the same address: offer to resend that one instead.
        resendTo: result.existingInviteId
          ? `${PARENT}/invites/${result.existingInviteId}/resend`
          : null,
      },
      { status: result.code === "rate-limited" ? 429 : 400 },
    );
  }
  if (!result.mailSent)
    return redirectWithToast(request, PARENT, {
      type: "warning",
      text: t("company.invites.mailFailed"),
    });
  return redirectWithToast(request, PARENT, { type: "success", text: t("company.invites.resent") });
}

export default function ResendInvite() {
  const { invite, resendable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(ResendInviteSchema, {
    lastResult: actionData?.result,
    defaultValue: { message: invite.message },
  });
  return (
    <Modal title={t("company.invites.resendTitle")} closeTo={PARENT}>
      {resendable ? null : (
        <p className="form-error" role="alert">
          {t("company.invites.notResendable")}
        </p>
      )}
      <InviteForm
        form={form}
        fields={fields}
        closeTo={PARENT}
        resendEmail={invite.email}
        resendSuggestion={actionData?.resendTo}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
