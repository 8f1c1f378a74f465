import { getFormProps } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { homeFor, isStaff, STAFF_HOME } from "~/auth/guards.server";
import { clientOf, requireUser } from "~/auth/session.server";
import { Field, FormErrors } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import {
  confirmEnrolment,
  enrolment,
  hasSecondFactor,
  verifySecondFactor,
} from "~/domain/second-factor.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/form-submission.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { SecondFactorSchema } from "~/validation/second-factor";

// STAFF_HOME, for the component: the guards module is server-only.
const STAFF_HOME_PATH = "/staff";

/** Staff whose session has not passed the second step yet; everyone else is sent on. */
async function pendingStaff(request: Request) {
  const user = await requireUser(request);
  if (!isStaff(user)) throw redirect(homeFor(user));
  if (user.second_factor_at) throw redirect(STAFF_HOME);
  return user;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await pendingStaff(request);
  const { t } = await getT(request);
  const enrolled = await hasSecondFactor(user.id);
  const title = t(enrolled ? "staff.secondFactor.title" : "staff.secondFactor.enrolTitle");
  return {
    enrol: enrolled ? null : await enrolment(user),
    meta: { title, noindex: true },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await pendingStaff(request);
  const submission = parseForm(await request.formData(), SecondFactorSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), recoveryCodes: null }, { status: 400 });
  const refuse = (key: "staff.secondFactor.invalid" | "staff.secondFactor.throttled") =>
    data(
      { result: submission.reply({ fieldErrors: { code: [key] } }), recoveryCodes: null },
      { status: key === "staff.secondFactor.throttled" ? 429 : 400 },
    );
  if (await hasSecondFactor(user.id)) {
    const outcome = await verifySecondFactor(user, user.session_id, submission.value.code);
    if (outcome === "ok") return redirect(STAFF_HOME);
    return refuse(`staff.secondFactor.${outcome}`);
  }
  const outcome = await confirmEnrolment({ ...user, ...clientOf(request) }, submission.value.code);
  if (outcome.result !== "ok") return refuse(`staff.secondFactor.${outcome.result}`);
  // Shown once, in this answer; only their hashes are kept.
  return data({ result: null, recoveryCodes: outcome.recoveryCodes }, { status: 200 });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function SecondFactor() {
  const { enrol } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(SecondFactorSchema, { lastResult: actionData?.result });

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
  return (
    <div className="container section narrow stack">
      <h1>{t(enrol ? "staff.secondFactor.enrolTitle" : "staff.secondFactor.title")}</h1>
      {enrol ? (
        <>
          <p>{t("staff.secondFactor.enrolIntro")}</p>
          <div
            className="qr-code"
            role="img"
            aria-label={t("staff.secondFactor.qrLabel")}
            // Our own server-made SVG of the otpauth URI; it holds no markup from elsewhere.
            dangerouslySetInnerHTML={{ __html: enrol.qrSvg }}
          />
          <p>
            {t("staff.secondFactor.secretLabel")}:{" "}
            <code data-testid="totp-secret">{enrol.secret}</code>
          </p>
        </>
      ) : (
        <p>{t("staff.secondFactor.verifyIntro")}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
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
