import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { Field, FormErrors } from "~/components/field";
import { Honeypot } from "~/components/honeypot";
import { SubmitButton } from "~/components/submit-button";
import { requestPasswordReset } from "~/domain/identity/account-mail.server";
import { checkToken } from "~/domain/shared/tokens.server";
import { resetPasswordWithToken } from "~/domain/identity/users.server";
import { getT } from "~/i18n/i18n.server";
import { isHoneypotFilled } from "~/utils/honeypot";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { redirectWithToast } from "~/server/forms/toast.server";
import { NewPasswordSchema, ResetRequestSchema } from "~/validation/registration";
import { parseForm } from "~/server/forms/form-submission.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const url = new URL(request.url);
  // After the request: a page of its own says where to look (the same whatever the address).
  if (url.searchParams.has("sent"))
    return {
      sent: true,
      token: null,
      tokenError: null,
      meta: { title: t("auth.reset.sentTitle") },
    };
  const token = url.searchParams.get("token");
  if (!token)
    return { sent: false, token: null, tokenError: null, meta: { title: t("auth.reset.title") } };
  const check = await checkToken("reset-password", token);
  const tokenError = check.ok
    ? null
    : check.reason === "expired"
      ? ("auth.reset.expired" as const)
      : ("auth.reset.invalid" as const);
  return {
    sent: false,
    token: check.ok ? token : null,
    tokenError,
    meta: { title: t(check.ok ? "auth.reset.newTitle" : "auth.reset.title") },
  };
}

async function requestLink(request: Request, formData: FormData) {
  const submission = parseForm(formData, ResetRequestSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { locale } = await getT(request);
  const sent = () => redirect("/sign-in/reset-password?sent");
  // A bot filled the hidden field: the usual answer, and no token, mail or counted attempt.
  if (isHoneypotFilled(formData)) return sent();
  const outcome = await requestPasswordReset(submission.value.email, locale);
  if (outcome === "rate-limited") {
    return data(
      {
        result: submission.reply({ formErrors: ["auth.errors.too-many-requests"] }),
        sent: false,
      },
      { status: 429 },
    );
  }
  // The same answer whether or not the account exists; the mail goes out after it.
  return sent();
}

async function setNewPassword(request: Request, formData: FormData) {
  const submission = parseForm(formData, NewPasswordSchema);
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ hideFields: ["password"] }), sent: false },
      { status: 400 },
    );
  const { t } = await getT(request);
  const used = await resetPasswordWithToken(submission.value.token, submission.value.password);
  if (!used.ok) {
    return redirectWithToast(request, "/sign-in/reset-password", {
      type: "error",
      text: t(used.reason === "expired" ? "auth.reset.expired" : "auth.reset.invalid"),
    });
  }
  return redirectWithToast(request, "/sign-in", { type: "success", text: t("auth.reset.success") });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  return formData.has("token") ? setNewPassword(request, formData) : requestLink(request, formData);
}

function RequestForm() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(ResetRequestSchema, { lastResult: actionData?.result });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("auth.fields.email")} meta={fields.email} type="email" autoComplete="email" />
      <Honeypot />
      <SubmitButton>{t("auth.reset.submit")}</SubmitButton>
    </Form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(NewPasswordSchema, {
    lastResult: actionData?.result,
    defaultValue: { token },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="token" value={token} />
      <Field
        label={t("auth.fields.newPassword")}
        meta={fields.password}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton>{t("auth.reset.newSubmit")}</SubmitButton>
    </Form>
  );
}

export default function ResetPassword() {
  const { sent, token, tokenError } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (sent) {
    return (
      <section className="container section narrow">
        <h1>{t("auth.reset.sentTitle")}</h1>
        <p role="status">{t("auth.reset.sent")}</p>
        <p>
          <Link to="/sign-in/reset-password">{t("auth.reset.again")}</Link>
        </p>
        <p>
          <Link to="/sign-in">{t("auth.reset.back")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="container section narrow">
      <h1>{t(token ? "auth.reset.newTitle" : "auth.reset.title")}</h1>
      {tokenError ? (
        <p className="form-error" role="alert">
          {t(tokenError)}
        </p>
      ) : null}
      <p className="lead">{t(token ? "auth.reset.newText" : "auth.reset.text")}</p>
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
      <p>
        <Link to="/sign-in">{t("auth.reset.back")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { ...(args.data?.meta ?? {}), noindex: true });
