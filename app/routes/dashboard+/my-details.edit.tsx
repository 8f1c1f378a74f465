import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { FormErrors } from "~/components/field";
import { PersonalFields } from "~/components/personal-fields";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { getMyDetails, updateMyDetails } from "~/domain/identity/account.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { pageMeta } from "~/utils/seo";
import { redirectWithToast } from "~/server/forms/toast.server";
import { useZodForm } from "~/utils/use-zod-form";
import { MyDetailsSchema } from "~/validation/my-details";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { isDomainError } from "~/domain/shared/errors";
import { parseForm } from "~/server/forms/form-submission.server";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/my-details";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const [{ t }, details] = await Promise.all([getT(request), getMyDetails(user.id)]);
  return {
    email: details.email,
    defaults: {
      name: details.name ?? "",
      phoneNumber: details.phoneNumber ?? "",
      jobTitle: details.jobTitle ?? "",
      marketingConsent: details.marketingConsent ? "on" : undefined,
      subscribeToGigsletter: details.newsletter ? "on" : undefined,
    },
    meta: { title: t("account.details.editTitle"), noindex: true },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRegistered(request);
  const submission = parseForm(await request.formData(), MyDetailsSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { t } = await getT(request);
  const v = submission.value;
  let saved = { newsletterRefused: false, newsletterConfirmationSent: false };
  try {
    saved = await updateMyDetails(user.id, {
      name: v.name,
      phoneNumber: v.phoneNumber,
      jobTitle: v.jobTitle || undefined,
      marketingConsent: Boolean(v.marketingConsent),
      subscribeToGigsletter: Boolean(v.subscribeToGigsletter),
    });
  } catch (error) {
    if (error instanceof Response || isDomainError(error) || isDatabaseUnavailable(error))
      throw error;
    logger.error("my details not saved", { reason: (error as Error).message });
    return data(
      { result: submission.reply({ formErrors: ["account.details.failed"] }) },
      // Not the user's input: a server failure, with the form kept.
      { status: 500 },
    );
  }
  return redirectWithToast(
    request,
    PARENT,
    saved.newsletterRefused
      ? { type: "warning", text: t("account.details.savedNewsletterRefused") }
      : saved.newsletterConfirmationSent
        ? { type: "success", text: t("account.details.savedNewsletterConfirm") }
        : { type: "success", text: t("account.details.saved") },
  );
}

export default function EditMyDetails() {
  const { email, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(MyDetailsSchema, {
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <Modal title={t("account.details.editTitle")} closeTo={PARENT}>
      <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
        <p className="field-hint">{t("register.required")}</p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <PersonalFields
          fields={fields}
          afterName={
            <div className="field">
              <label htmlFor="my-email">{t("account.details.email")}</label>
              <p id="my-email-note" className="field-hint">
                {t("account.details.emailNote")}
              </p>
              <input
                id="my-email"
                type="email"
                value={email}
                readOnly
                aria-describedby="my-email-note"
              />
            </div>
          }
        />
        <div className="form-actions">
          <SubmitButton>{t("account.details.save")}</SubmitButton>
          <ModalCancel to={PARENT} />
        </div>
      </Form>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
