import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireCompanyPartner } from "~/auth/guards.server";
import { InviteForm } from "~/components/invite-form";
import { Modal } from "~/components/modal";
import { inviteUser } from "~/domain/company/invites.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { useZodForm } from "~/utils/use-zod-form";
import { InviteSchema, inviteAdminErrorKey } from "~/validation/invite";
import { parseForm } from "~/server/forms/form-submission.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/company-and-users";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCompanyPartner(request);
  const { t } = await getT(request);
  return { meta: { title: t("company.invites.inviteTitle"), noindex: true } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireCompanyPartner(request);
  const submission = parseForm(await request.formData(), InviteSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), resendTo: null }, { status: 400 });
  const { t } = await getT(request);
  const result = await inviteUser(user, submission.value);
  if (!result.ok) {
    return data(
      {
        result: submission.reply({ formErrors: [inviteAdminErrorKey(result.code)] }),
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
  return redirectWithToast(request, PARENT, {
    type: "success",
    text: t("company.invites.created"),
  });
}

export default function NewInvite() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(InviteSchema, { lastResult: actionData?.result });
  return (
    <Modal title={t("company.invites.inviteTitle")} closeTo={PARENT}>
      <InviteForm
        form={form}
        fields={fields}
        closeTo={PARENT}
        resendSuggestion={actionData?.resendTo}
      />
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
