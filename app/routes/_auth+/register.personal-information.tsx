import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { inviteErrorKey } from "~/validation/error-codes";
import { loadRegistration, type RegistrationState } from "~/auth/registration.server";
import { requireUser } from "~/auth/session.server";
import { CheckboxField, FormErrors } from "~/components/field";
import { PersonalFields } from "~/components/personal-fields";
import { RegisterStep } from "~/components/register-step";
import { SubmitButton } from "~/components/submit-button";
import { checkInvite } from "~/domain/company/invites.server";
import { completeRegistration } from "~/domain/identity/registration.server";
import { nextRegistrationStep } from "~/domain/identity/registration-draft.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { redirectWithToast } from "~/server/forms/toast.server";
import { PersonalInformationSchema } from "~/validation/registration";
import { parseForm } from "~/server/forms/form-submission.server";
import type { TranslationKey } from "~/i18n/keys";
import styles from "~/styles/register.css";

async function load(request: Request) {
  await requireUser(request);
  const state = (await loadRegistration(request)) as RegistrationState & {
    user: NonNullable<RegistrationState["user"]>;
  };
  const step = nextRegistrationStep(state.draft);
  if (step !== "/register/personal-information") throw redirect(step);
  return state;
}

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const state = await load(request);
  const { t } = await getT(request);
  let joining: string | null = null;
  let inviteError: TranslationKey | null = null;
  if (state.draft.inviteToken) {
    const check = await checkInvite(state.draft.inviteToken, {
      ...state.user,
      registered_at: state.user.registered_at,
    });
    if (check.ok) joining = check.invite.company_name;
    else inviteError = inviteErrorKey(check.code);
  }
  return {
    joining,
    inviteError,
    isInvite: Boolean(state.draft.inviteToken),
    freelancer: state.draft.partnerType === "freelancer",
    defaults: { name: state.user.name ?? "" },
    meta: { title: t("register.steps.personal-information.title") },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const state = await load(request);
  const submission = parseForm(await request.formData(), PersonalInformationSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const result = await completeRegistration(state.user.id, state.draft, {
    name: v.name,
    phoneNumber: v.phoneNumber,
    jobTitle: v.jobTitle || undefined,
    marketingConsent: Boolean(v.marketingConsent),
    subscribeToGigsletter: Boolean(v.subscribeToGigsletter),
  });
  if (!result.ok) {
    const key =
      result.code === "invite-token-and-company-null"
        ? "register.errors.inviteAndCompanyNull"
        : result.code === "already-registered"
          ? "register.errors.alreadyRegistered"
          : inviteErrorKey(result.code);
    return data({ result: submission.reply({ formErrors: [key] }) }, { status: 400 });
  }
  const { t } = await getT(request);
  return redirectWithToast(request, "/register/ready", {
    type: "success",
    text: t("register.completed"),
  });
}

export default function PersonalInformation() {
  const { joining, inviteError, isInvite, freelancer, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(PersonalInformationSchema, {
    lastResult: actionData?.result,
    defaultValue: defaults,
  });
  return (
    <RegisterStep
      step={isInvite ? undefined : 3}
      freelancer={freelancer}
      titleKey="register.steps.personal-information.title"
      textKey="register.steps.personal-information.text"
    >
      {joining ? (
        <p className="banner">{t("register.personal.joining", { company: joining })}</p>
      ) : null}
      {inviteError ? (
        <p className="form-error" role="alert">
          {t(inviteError)}
        </p>
      ) : null}
      <p className="field-hint">{t("register.required")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <PersonalFields fields={fields} />
        <CheckboxField meta={fields.acceptTerms} label={t("register.personal.terms")} />
        <p className="field-hint">
          <Link to="/terms-of-use" target="_blank">
            {t("register.personal.termsLink")}
          </Link>{" "}
          ·{" "}
          <Link to="/privacy-policy" target="_blank">
            {t("register.personal.privacyLink")}
          </Link>
        </p>
        <div className="row">
          {isInvite ? null : (
            <Link to="/register/company-information" className="button button-secondary">
              {t("register.back")}
            </Link>
          )}
          <SubmitButton>{t("register.personal.submit")}</SubmitButton>
        </div>
      </Form>
    </RegisterStep>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
