import { getFormProps } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requirePendingStaff } from "~/auth/guards.server";
import { clientOf } from "~/auth/session.server";
import { Field, FormErrors } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import { confirmEnrolment, openEnrolment } from "~/domain/identity/second-factor.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { EnrolmentSchema } from "~/validation/second-factor";

// The page the enrolment link opens: only in a session signed in as the link's owner (a link
// opened signed out goes through sign-in and comes back), so neither the password nor the
// mailbox alone shows the secret.

const SECOND_FACTOR_PATH = "/sign-in/second-factor";
const STAFF_HOME_PATH = "/staff";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePendingStaff(request);
  const { t } = await getT(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const enrol = await openEnrolment(user, token);
  const title = t(enrol ? "staff.secondFactor.enrolTitle" : "staff.secondFactor.linkInvalidTitle");
  return data(
    { enrol, token: enrol ? token : null, meta: { title, noindex: true } },
    { status: enrol ? 200 : 404, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePendingStaff(request);
  const submission = parseForm(await request.formData(), EnrolmentSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), recoveryCodes: null }, { status: 400 });
  const outcome = await confirmEnrolment(
    { ...user, ...clientOf(request) },
    submission.value.token,
    submission.value.code,
  );
  if (outcome.result === "link-invalid")
    return data(
      {
        result: submission.reply({ formErrors: ["staff.secondFactor.linkInvalid"] }),
        recoveryCodes: null,
      },
      { status: 400 },
    );
  if (outcome.result !== "ok")
    return data(
      {
        result: submission.reply({ fieldErrors: { code: ["staff.secondFactor.invalid"] } }),
        recoveryCodes: null,
      },
      { status: 400 },
    );
  // Shown once, in this answer; only their hashes are kept.
  return data(
    { result: null, recoveryCodes: outcome.recoveryCodes },
    { status: 200, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function Enrol() {
  const { enrol, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(EnrolmentSchema, { lastResult: actionData?.result });

  if (actionData?.recoveryCodes) {
    return (
      <div className="container section narrow stack">
        <h1>{t("staff.secondFactor.recoveryTitle")}</h1>
        <p>{t("staff.secondFactor.recoveryIntro")}</p>
        <ul className="recovery-codes">
          {actionData.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <Link to={STAFF_HOME_PATH} className="button">
            {t("staff.secondFactor.continue")}
          </Link>
        </p>
      </div>
    );
  }
  if (!enrol || !token) {
    return (
      <div className="container section narrow stack">
        <h1>{t("staff.secondFactor.linkInvalidTitle")}</h1>
        <p>{t("staff.secondFactor.linkInvalid")}</p>
        <p>
          <Link to={SECOND_FACTOR_PATH}>{t("staff.secondFactor.backToSecondFactor")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container section narrow stack">
      <h1>{t("staff.secondFactor.enrolTitle")}</h1>
      <p>{t("staff.secondFactor.enrolIntro")}</p>
      <div
        className="qr-code"
        role="img"
        aria-label={t("staff.secondFactor.qrLabel")}
        // Our own server-made SVG of the otpauth URI; it holds no markup from elsewhere.
        dangerouslySetInnerHTML={{ __html: enrol.qrSvg }}
      />
      <p>
        {t("staff.secondFactor.secretLabel")}: <code data-testid="totp-secret">{enrol.secret}</code>
      </p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <Field
          label={t("staff.secondFactor.code")}
          meta={fields.code}
          autoComplete="one-time-code"
        />
        <div className="form-actions">
          <SubmitButton>{t("staff.secondFactor.submit")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
