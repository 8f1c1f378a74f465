import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { loadRegistration, saveRegistration } from "~/auth/registration.server";
import { ChoiceGroup } from "~/components/field";
import { RegisterStep } from "~/components/register-step";
import { SubmitButton } from "~/components/submit-button";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { PartnerTypeSchema } from "~/validation/registration";
import { parseForm } from "~/server/forms/form-submission.server";
import styles from "~/styles/register.css";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const state = await loadRegistration(request);
  // The invite flow skips the partner type: the inviting company has one.
  if (state.draft.inviteToken) throw redirect("/register/personal-information");
  const { t } = await getT(request);
  return {
    partnerType: state.draft.partnerType ?? null,
    meta: { title: t("register.steps.partner-type.title") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const state = await loadRegistration(request);
  const submission = parseForm(await request.formData(), PartnerTypeSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const headers = await saveRegistration(request, state, {
    partnerType: submission.value.partnerType,
  });
  return redirect(state.user ? "/register/company-information" : "/register/email-password", {
    headers,
  });
}

export default function PartnerType() {
  const { partnerType } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // No validation in the browser: conform's own report of a radio group that sends nothing left
  // the error unshown. The server's answer is as quick here and shows it, with JS as without.
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { partnerType: partnerType ?? undefined },
    constraint: getZodConstraint(PartnerTypeSchema),
  });
  return (
    <RegisterStep
      step={1}
      titleKey="register.steps.partner-type.title"
      textKey="register.steps.partner-type.text"
    >
      <Form method="post" {...getFormProps(form)} className="stack">
        <ChoiceGroup
          legend={t("register.partnerType.legend")}
          meta={fields.partnerType}
          type="radio"
          options={(["company", "freelancer"] as const).map((value) => ({
            value,
            label: t(`register.partnerType.${value}.label`),
            description: t(`register.partnerType.${value}.text`),
          }))}
        />
        <p className="field-hint">{t("register.partnerType.fixed")}</p>
        <SubmitButton>{t("register.continue")}</SubmitButton>
      </Form>
    </RegisterStep>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
