import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { clientOf, destroyUserSession } from "~/auth/session.server";
import { Field, FormErrors } from "~/components/field";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { deleteMyAccount, getAccountDeletionImpact } from "~/domain/identity/account.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { pageMeta } from "~/utils/seo";
import { flashToast } from "~/server/forms/toast.server";
import { useZodForm } from "~/utils/use-zod-form";
import { DeleteAccountSchema } from "~/validation/my-details";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { isDomainError } from "~/domain/shared/errors";
import { parseForm } from "~/server/forms/form-submission.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/my-details";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const { t } = await getT(request);
  const impact = await getAccountDeletionImpact(user);
  return { email: user.email, impact, meta: { title: t("account.delete.title"), noindex: true } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRegistered(request);
  const submission = parseForm(
    await request.formData(),
    DeleteAccountSchema.refine((v) => v.confirmEmail.toLowerCase() === user.email.toLowerCase(), {
      path: ["confirmEmail"],
      message: "account.delete.confirmMismatch",
    }),
  );
  if (submission.status !== "success")
    return data({ result: submission.reply(), impact: null }, { status: 400 });
  const result = await deleteMyAccount(
    { ...user, ...clientOf(request) },
    {
      expectCompanyDeletion: submission.value.expectCompanyDeletion === "true",
    },
  ).catch((error: unknown) => {
    if (error instanceof Response || isDomainError(error) || isDatabaseUnavailable(error))
      throw error;
    logger.error("account not deleted", { reason: (error as Error).message });
    return { ok: false as const, code: "failed" as const };
  });
  if (!result.ok) {
    if (result.code === "would-delete-company") {
      // Loaders do not run again after a 400, so the answer carries the new warning itself.
      return data(
        {
          result: submission.reply({ formErrors: ["account.delete.nowLastUser"] }),
          impact: await getAccountDeletionImpact(user),
        },
        { status: 400 },
      );
    }
    return data(
      { result: submission.reply({ formErrors: ["account.delete.failed"] }), impact: null },
      // Not the user's input: a server failure, with the form kept.
      { status: 500 },
    );
  }
  // The session row is gone with the user; this clears the cookie too.
  const headers = new Headers({ "Set-Cookie": await destroyUserSession(request) });
  const { t } = await getT(request);
  await flashToast(request, { type: "success", text: t("account.delete.done") }, headers);
  return redirect("/", { headers });
}

export default function DeleteAccount() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const email = loaderData.email;
  const impact = actionData?.impact ?? loaderData.impact;
  const { t } = useTranslation();
  const [form, fields] = useZodForm(DeleteAccountSchema, { lastResult: actionData?.result });
  const warning = !impact.deletesCompany
    ? t("account.delete.handover", { company: impact.companyName })
    : impact.partnerType === "freelancer"
      ? t("account.delete.lastFreelancer")
      : t("account.delete.lastUser", { company: impact.companyName });
  return (
    <Modal title={t("account.delete.title")} closeTo={PARENT}>
      <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
        <p>{t("account.delete.intro")}</p>
        <p className={impact.deletesCompany ? "form-error" : "banner"}>{warning}</p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input
          type="hidden"
          name="expectCompanyDeletion"
          value={impact.deletesCompany ? "true" : "false"}
        />
        <Field
          label={t("account.delete.confirmLabel", { email })}
          meta={fields.confirmEmail}
          type="email"
          autoComplete="off"
        />
        <div className="form-actions">
          <SubmitButton className="button button-danger">{t("account.delete.submit")}</SubmitButton>
          <ModalCancel to={PARENT} />
        </div>
      </Form>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
