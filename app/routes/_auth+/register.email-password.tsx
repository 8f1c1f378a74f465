import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { configuredProviders } from "~/auth/providers.server";
import { loadRegistration } from "~/auth/registration.server";
import { clientIp } from "~/auth/session.server";
import { Field, FormErrors } from "~/components/field";
import { Honeypot } from "~/components/honeypot";
import { ProviderButtons } from "~/components/provider-buttons";
import { RegisterStep } from "~/components/register-step";
import { SubmitButton } from "~/components/submit-button";
import { sendVerificationEmail } from "~/domain/identity/account-mail.server";
import { checkInvite } from "~/domain/company/invites.server";
import { hitRateLimit } from "~/domain/shared/rate-limit.server";
import { nextRegistrationStep, saveDraft } from "~/domain/identity/registration-draft.server";
import { createPasswordAccount, findUserByEmail } from "~/domain/identity/users.server";
import { getT } from "~/i18n/i18n.server";
import { MailError } from "~/mail/transport.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { addToast, redirectWithToast, type ToastInput } from "~/server/forms/toast.server";
import { getUiSession, uiSessionStorage } from "~/server/forms/ui-session.server";
import { EmailPasswordSchema } from "~/validation/registration";
import { parseForm } from "~/server/forms/form-submission.server";
import styles from "~/styles/register.css";

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const state = await loadRegistration(request);
  if (state.user) throw redirect(nextRegistrationStep(state.draft));
  const { t } = await getT(request);
  const meta = { title: t("register.steps.email-password.title") };
  const ui = await getUiSession(request);
  const pending = ui.get("pendingVerification");
  // After the account is created the page says where the verification e-mail went.
  if (new URL(request.url).searchParams.has("sent") && typeof pending === "string") {
    return { sent: pending, email: null, isInvite: false, providers: [], meta };
  }
  if (!state.draft.partnerType && !state.draft.inviteToken) {
    throw await redirectWithToast(request, "/register/partner-type", {
      type: "warning",
      text: t("register.errors.partnerTypeRequired"),
    });
  }
  // An invite names the address: the account is created for it.
  const invite = state.draft.inviteToken ? await checkInvite(state.draft.inviteToken) : null;
  return {
    sent: null,
    email: invite?.ok ? invite.invite.email : null,
    isInvite: Boolean(state.draft.inviteToken),
    providers: configuredProviders(),
    meta,
  };
}

async function resend(request: Request) {
  const { t } = await getT(request);
  const ui = await getUiSession(request);
  const email = ui.get("pendingVerification") as string | undefined;
  const user = email ? await findUserByEmail(email) : undefined;
  try {
    if (user) await sendVerificationEmail(user.id);
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    return redirectWithToast(request, "/register/email-password?sent", {
      type: "error",
      text: t("auth.verify.sendFailed"),
    });
  }
  return redirectWithToast(request, "/register/email-password?sent", {
    type: "info",
    text: t("auth.verify.resent"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const state = await loadRegistration(request);
  if (state.user) throw redirect(nextRegistrationStep(state.draft));
  const formData = await request.formData();
  if (formData.get("intent") === "resend") return resend(request);

  const submission = parseForm(formData, EmailPasswordSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  // A bot filled the hidden field: the same answer as a new account, and nothing created or sent.
  if (isHoneypotFilled(formData)) return sentPage(request, submission.value.email);
  const ip = clientIp(request);
  if (ip && !(await hitRateLimit("registrationPerIp", ip))) {
    return data(
      {
        result: submission.reply({
          formErrors: ["auth.errors.too-many-requests"],
          hideFields: ["password"],
        }),
      },
      { status: 429 },
    );
  }
  const { t, locale } = await getT(request);
  const created = await createPasswordAccount(
    submission.value.email,
    submission.value.password,
    locale,
  );
  if (!created.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { email: ["register.errors.emailInUse"] },
          hideFields: ["password"],
        }),
        emailInUse: true,
      },
      { status: 400 },
    );
  }
  // From here the draft lives on the server, so verifying in another browser loses nothing.
  await saveDraft(created.userId, state.draft);
  try {
    await sendVerificationEmail(created.userId, state.draft.inviteToken);
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    return sentPage(request, submission.value.email, {
      type: "error",
      text: t("auth.verify.sendFailed"),
    });
  }
  return sentPage(request, submission.value.email);
}

/** To the page that says where the verification e-mail went; the draft now lives on the server. */
async function sentPage(request: Request, email: string, toast?: ToastInput) {
  const ui = await getUiSession(request);
  ui.unset("registrationDraft");
  ui.set("pendingVerification", email);
  if (toast) addToast(ui, toast);
  return redirect("/register/email-password?sent", {
    headers: { "Set-Cookie": await uiSessionStorage().commitSession(ui) },
  });
}

export default function EmailPassword() {
  const { sent, email, isInvite, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(EmailPasswordSchema, {
    lastResult: actionData?.result,
    defaultValue: email ? { email } : undefined,
  });
  if (sent) {
    return (
      <RegisterStep
        titleKey="register.emailPassword.sentTitle"
        textKey="register.steps.email-password.text"
      >
        <p role="status">{t("register.emailPassword.sentText", { email: sent })}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <SubmitButton className="button button-secondary">{t("auth.verify.resend")}</SubmitButton>
        </Form>
        <p>
          <Link to="/sign-in">{t("auth.signIn.title")}</Link>
        </p>
      </RegisterStep>
    );
  }
  return (
    <RegisterStep
      step={isInvite ? undefined : 1}
      counter={false}
      titleKey="register.steps.email-password.title"
      textKey="register.steps.email-password.text"
    >
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={t("auth.fields.email")}
          meta={fields.email}
          type="email"
          autoComplete="email"
        />
        {actionData && "emailInUse" in actionData ? (
          <p>
            <Link to="/sign-in">{t("auth.signIn.title")}</Link>
          </p>
        ) : null}
        <Field
          label={t("auth.fields.password")}
          meta={fields.password}
          type="password"
          autoComplete="new-password"
          hint={t("register.emailPassword.passwordHint")}
        />
        <Honeypot />
        <SubmitButton>{t("register.emailPassword.submit")}</SubmitButton>
      </Form>
      <ProviderButtons providers={providers} />
      <p>
        {t("register.emailPassword.haveAccount")}{" "}
        <Link to="/sign-in">{t("auth.signIn.title")}</Link>
      </p>
    </RegisterStep>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
