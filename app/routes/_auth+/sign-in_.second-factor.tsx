import { getFormProps } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { issueSecondFactorDeviceCookie, readSecondFactorDevice } from "~/auth/device-cookie.server";
import { requirePendingStaff, STAFF_HOME } from "~/auth/guards.server";
import { clientOf, createUserSession } from "~/auth/session.server";
import { Field, FormErrors } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import {
  hasSecondFactor,
  mailEnrolmentLink,
  verifySecondFactor,
} from "~/domain/identity/second-factor.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { nowIso } from "~/utils/ids.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { SecondFactorSchema } from "~/validation/second-factor";

const SEND_LINK = "send-link";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePendingStaff(request);
  const { t } = await getT(request);
  const enrolled = await hasSecondFactor(user.id);
  const title = t(enrolled ? "staff.secondFactor.title" : "staff.secondFactor.enrolTitle");
  return { enrolled, email: user.email, meta: { title, noindex: true } };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePendingStaff(request);
  const form = await request.formData();
  const { t } = await getT(request);
  if (!(await hasSecondFactor(user.id))) {
    // Not enrolled: the only thing this page does is mail a set-up link to the staff address.
    if (form.get("intent") !== SEND_LINK) throw data(null, { status: 400 });
    const sent = await mailEnrolmentLink({ ...user, ...clientOf(request) });
    if (sent === "rate-limited")
      return redirectWithToast(request, "/sign-in/second-factor", {
        type: "error",
        text: t("staff.secondFactor.linkThrottled"),
      });
    return redirectWithToast(request, "/sign-in/second-factor", {
      type: "success",
      text: t("staff.secondFactor.linkSent", { email: user.email }),
    });
  }
  const submission = parseForm(form, SecondFactorSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const device = await readSecondFactorDevice(request);
  const trustedDevice = device?.userId === user.id ? device.nonce : null;
  const outcome = await verifySecondFactor(
    { ...user, ...clientOf(request) },
    submission.value.code,
    trustedDevice,
  );
  if (outcome !== "ok") {
    const key = `staff.secondFactor.${outcome}` as const;
    return data(
      { result: submission.reply({ fieldErrors: { code: [key] } }) },
      { status: outcome === "throttled" ? 429 : 400 },
    );
  }
  // A new session id once the second step is passed, as at sign-in.
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(user.id, request, nowIso()));
  headers.append("Set-Cookie", await issueSecondFactorDeviceCookie(user.id));
  return redirect(STAFF_HOME, { headers });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function SecondFactor() {
  const { enrolled, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(SecondFactorSchema, { lastResult: actionData?.result });

  if (!enrolled) {
    return (
      <div className="container section narrow stack">
        <h1>{t("staff.secondFactor.enrolTitle")}</h1>
        <p>{t("staff.secondFactor.linkIntro", { email })}</p>
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value={SEND_LINK} />
          <div className="form-actions">
            <SubmitButton>{t("staff.secondFactor.sendLink")}</SubmitButton>
          </div>
        </Form>
        <CancelSignIn />
      </div>
    );
  }
  return (
    <div className="container section narrow stack">
      <h1>{t("staff.secondFactor.title")}</h1>
      <p>{t("staff.secondFactor.verifyIntro")}</p>
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
      <CancelSignIn />
    </div>
  );
}

/** The header shows no account links before the second step, so the way out is on the page. */
function CancelSignIn() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/sign-out">
      <button type="submit" className="button button-secondary">
        {t("staff.secondFactor.cancel")}
      </button>
    </Form>
  );
}
