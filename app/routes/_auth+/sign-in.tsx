import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { authenticator } from "~/auth/authenticator.server";
import { authErrorKey, inviteErrorKey } from "~/validation/error-codes";
import { finishSignIn } from "~/auth/finish-sign-in.server";
import { configuredProviders } from "~/auth/providers.server";
import { homeFor, needsRegistration } from "~/auth/guards.server";
import { getSessionUser } from "~/auth/session.server";
import { admitSignInAttempt, signInSucceeded } from "~/auth/sign-in-throttle.server";
import { FormErrors, PlainField } from "~/components/field-parts";
import { ProviderButtons } from "~/components/provider-buttons";
import { SubmitButton } from "~/components/submit-button";
import { sendVerificationEmail } from "~/domain/identity/account-mail.server";
import { checkInvite } from "~/domain/company/invites.server";
import { parseDraft, saveDraft } from "~/domain/identity/registration-draft.server";
import { findUserByEmail } from "~/domain/identity/users.server";
import { getT } from "~/i18n/i18n.server";
import { MailError } from "~/mail/transport.server";
import { pageMeta } from "~/utils/seo";
import { useLightForm } from "~/utils/use-light-form";
import { EMAIL_MAX } from "~/validation/limits";
import { redirectWithToast } from "~/server/forms/toast.server";
import { getUiSession, uiSessionStorage } from "~/server/forms/ui-session.server";
import { parseResendRequest, parseSignIn } from "./__sign-in.server";
import type { TranslationKey } from "~/i18n/keys";
import type { TranslationHandle } from "~/i18n/sections";

export const handle = {
  i18n: ["auth", "validation", "oauth", "register"],
} satisfies TranslationHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const inviteToken = new URL(request.url).searchParams.get("inviteToken");
  const user = await getSessionUser(request);
  if (user && !needsRegistration(user) && !inviteToken) throw redirect(homeFor(user));

  let invite: { company: string; email: string } | null = null;
  let inviteError: TranslationKey | null = null;
  const headers = new Headers();
  if (inviteToken) {
    const check = await checkInvite(inviteToken, user ?? undefined);
    if (check.ok) {
      invite = { company: check.invite.company_name, email: check.invite.email };
      // The invite rides along through sign-in or sign-up to the personal-information step.
      if (user) {
        await saveDraft(user.id, { inviteToken });
        throw redirect("/register/personal-information");
      }
      const ui = await getUiSession(request);
      ui.set("registrationDraft", { ...parseDraft(ui.get("registrationDraft")), inviteToken });
      headers.append("Set-Cookie", await uiSessionStorage().commitSession(ui));
    } else {
      inviteError = inviteErrorKey(check.code);
    }
  }
  // The address that was just registered or verified in this browser fills the form.
  const pending = (await getUiSession(request)).get("pendingVerification");
  return data(
    {
      invite,
      inviteError,
      email: invite?.email ?? (typeof pending === "string" ? pending : null),
      providers: configuredProviders(),
      meta: { title: t("auth.signIn.title"), description: t("auth.signIn.metaDescription") },
    },
    { headers },
  );
}

async function resendVerification(request: Request, email: string) {
  const { t } = await getT(request);
  const user = await findUserByEmail(email);
  try {
    if (user)
      await sendVerificationEmail(
        user.id,
        parseDraft((await getUiSession(request)).get("registrationDraft")).inviteToken,
      );
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    return redirectWithToast(request, "/sign-in", {
      type: "error",
      text: t("auth.verify.sendFailed"),
    });
  }
  return redirectWithToast(request, "/sign-in", { type: "info", text: t("auth.verify.resent") });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.clone().formData();
  if (formData.get("intent") === "resend-verification") {
    const resend = parseResendRequest(formData);
    if (resend.status !== "success")
      return data(
        { result: resend.reply({ hideFields: ["password"] }), code: null },
        { status: 400 },
      );
    return resendVerification(request, resend.value.email);
  }
  const submission = parseSignIn(formData);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), code: null },
      { status: 400 },
    );
  }
  const { email } = submission.value;

  const admission = await admitSignInAttempt(request, email, "page");
  if (!admission.allowed) {
    return data(
      {
        result: submission.reply({
          formErrors: [authErrorKey("too-many-requests")],
          hideFields: ["password"],
        }),
        code: "too-many-requests",
      },
      { status: 429 },
    );
  }
  const result = await authenticator.authenticate("email-password", request);
  if (!result.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: [authErrorKey(result.code)],
          hideFields: ["password"],
        }),
        code: result.code,
      },
      { status: 400 },
    );
  }
  await signInSucceeded(email, admission);
  return finishSignIn(request, result.userId);
}

export default function SignIn() {
  const { invite, inviteError, email, providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // The rules of SignInSchema, which the action checks.
  const [form, fields] = useLightForm(
    {
      email: {
        valueMissing: "validation.emailRequired",
        typeMismatch: "validation.emailInvalid",
        tooLong: "validation.emailInvalid",
      },
      password: { valueMissing: "validation.passwordRequired" },
    },
    actionData?.result,
  );
  const code = actionData?.code;
  const passwordId = fields.password.id;
  // The server never sends the password back, so without JavaScript the field comes back empty.
  // With it the page stays and so would the refused password: empty it after every answer.
  useEffect(() => {
    if (!actionData) return;
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) input.value = "";
  }, [actionData, passwordId]);
  return (
    <section className="container section narrow">
      <h1>{t("auth.signIn.title")}</h1>
      {invite ? (
        <div className="banner" role="status">
          <h2>{t("auth.invite.title")}</h2>
          <p>{t("auth.invite.text", { company: invite.company, email: invite.email })}</p>
          <Link to="/register/email-password">{t("auth.invite.createAccount")}</Link>
        </div>
      ) : (
        <p className="lead">{t("auth.signIn.lead")}</p>
      )}
      {inviteError ? (
        <p className="form-error" role="alert">
          {t(inviteError)}
        </p>
      ) : null}
      {/* A stack, so the resend button below keeps its distance from Sign in (issue 34). */}
      <div className="stack">
        <Form method="post" {...form.props} className="stack">
          <FormErrors id={form.errorId} errors={form.errors} />
          {code === "user-not-found" ? (
            <p>
              <Link to="/register">{t("auth.registerInstead")}</Link>
            </p>
          ) : null}
          <PlainField
            label={t("auth.fields.email")}
            meta={fields.email}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            defaultValue={fields.email.value ?? email ?? undefined}
          />
          <PlainField
            label={t("auth.fields.password")}
            meta={fields.password}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton>{t("auth.signIn.submit")}</SubmitButton>
        </Form>
        {code === "unverified-email" ? (
          // A form of its own: the sign-in form's checks would ask again for the password that
          // was just emptied, and resending needs only the address.
          <Form method="post">
            <input type="hidden" name="email" value={fields.email.value ?? ""} />
            <button
              type="submit"
              name="intent"
              value="resend-verification"
              className="button button-secondary"
            >
              {t("auth.verify.resend")}
            </button>
          </Form>
        ) : null}
      </div>
      <ProviderButtons providers={providers} />
      <p>
        <Link to="/sign-in/reset-password">{t("auth.signIn.forgotPassword")}</Link>
      </p>
      <p>
        {t("auth.signIn.noAccount")} <Link to="/register">{t("nav.register")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
