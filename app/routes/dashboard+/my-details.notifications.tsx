import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { CheckboxField, FormErrors } from "~/components/field";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { ChoiceGroup } from "~/components/field-parts";
import { GIG_ALERT_CHOICES } from "~/db/schema";
import {
  getGigAlerts,
  getNotificationSettings,
  NOTIFICATION_KINDS,
  updateGigAlerts,
  updateNotificationSettings,
} from "~/domain/newsletter/notifications.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import {
  NOTIFICATION_FIELDS,
  NotificationSettingsSchema,
} from "~/validation/notification-settings";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

const PARENT = "/dashboard/my-details";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRegistered(request);
  const [{ t }, settings, gigAlerts] = await Promise.all([
    getT(request),
    getNotificationSettings(user.id),
    getGigAlerts(user.id),
  ]);
  const defaults: Record<string, string | undefined> = { gigAlerts };
  for (const kind of NOTIFICATION_KINDS)
    defaults[NOTIFICATION_FIELDS[kind]] = settings[kind] ? "on" : undefined;
  return {
    defaults,
    // A freelancer has no users to invite.
    kinds: NOTIFICATION_KINDS.filter(
      (kind) => kind !== "invite-accepted" || user.partner_type !== "freelancer",
    ),
    meta: { title: t("notifications.settings.title"), noindex: true },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRegistered(request);
  const submission = parseForm(await request.formData(), NotificationSettingsSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { t } = await getT(request);
  const v = submission.value;
  const current = await getNotificationSettings(user.id);
  await updateNotificationSettings(user.id, {
    "offer-stage": Boolean(v.offerStage),
    "offer-deadline": Boolean(v.offerDeadline),
    // Not on a freelancer's form: a freelancer's stored choice stays as it was.
    "invite-accepted":
      user.partner_type === "freelancer" ? current["invite-accepted"] : Boolean(v.inviteAccepted),
    "gig-question-answered": Boolean(v.gigQuestionAnswered),
    "cv-retention": Boolean(v.cvRetention),
  });
  if (v.gigAlerts) await updateGigAlerts(user.id, v.gigAlerts);
  return redirectWithToast(request, PARENT, {
    type: "success",
    text: t("notifications.settings.saved"),
  });
}

export default function EditNotifications() {
  const { defaults, kinds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(NotificationSettingsSchema, {
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <Modal title={t("notifications.settings.title")} closeTo={PARENT}>
      <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <p>{t("notifications.settings.intro")}</p>
        <fieldset className="stack">
          <legend>{t("notifications.settings.legend")}</legend>
          {kinds.map((kind) => (
            <CheckboxField
              key={kind}
              label={t(`notifications.settings.kinds.${kind}`)}
              meta={fields[NOTIFICATION_FIELDS[kind]]}
            />
          ))}
        </fieldset>
        <ChoiceGroup
          legend={t("notifications.settings.gigAlerts.legend")}
          hint={t("notifications.settings.gigAlerts.hint")}
          type="radio"
          meta={fields.gigAlerts}
          options={GIG_ALERT_CHOICES.map((choice) => ({
            value: choice,
            label: t(`notifications.settings.gigAlerts.choices.${choice}`),
          }))}
        />
        <div className="form-actions">
          <SubmitButton>{t("notifications.settings.save")}</SubmitButton>
          <ModalCancel to={PARENT} />
        </div>
      </Form>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
