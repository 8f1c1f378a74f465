import { getFormProps } from "@conform-to/react";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireRegistered } from "~/auth/guards.server";
import { FormErrors, TextareaField } from "~/components/field";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { askGigQuestion } from "~/domain/gig-questions.server";
import { getGig } from "~/domain/gigs.server";
import { ConflictError } from "~/domain/shared/errors";
import { getT } from "~/i18n/i18n.server";
import { privateDocumentHeaders } from "~/server/edge/cache-control.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { AskQuestionSchema, QUESTION_MAX } from "~/validation/gig-questions";
import { parseDbId } from "~/validation/ids";

export { ModalErrorBoundary as ErrorBoundary } from "~/components/error-page";

/*
 * Asking a question on a gig (decision 049): a dialog over the gig page, or the page itself
 * without JavaScript, for registered partners while the gig takes offers. Success goes back to
 * the gig's questions with a toast.
 */

async function load(request: Request, params: LoaderFunctionArgs["params"]) {
  const user = await requireRegistered(request);
  const gig = await getGig(parseDbId(params.id));
  if (!gig) throw new Response(null, { status: 404 });
  const gigPath = `/gigs/${gig.id}/${gig.slug}`;
  // An old or mistyped slug keeps the dialog: the gig page's own redirect would drop `/ask`.
  if (gig.slug !== params.slug || params.id !== String(gig.id))
    throw redirect(`${gigPath}/ask`, 301);
  const back = `${gigPath}#questions`;
  if (!gig.isOpen) {
    const { t } = await getT(request);
    throw await redirectWithToast(request, back, {
      type: "error",
      title: t("gigQuestions.toast.failed"),
      text: t("gigQuestions.errors.gigClosed"),
    });
  }
  return { user, gig, back };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { gig, back } = await load(request, params);
  const { t } = await getT(request);
  return {
    gigTitle: gig.title,
    back,
    meta: { title: `${t("gigQuestions.ask.title")}: ${gig.title}`, noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, gig, back } = await load(request, params);
  const submission = parseForm(await request.formData(), AskQuestionSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let asked;
  try {
    asked = await askGigQuestion(user, gig.id, submission.value.text);
  } catch (error) {
    // The gig closed since the dialog opened.
    if (!(error instanceof ConflictError) || !error.messageKey) throw error;
    return data({ result: submission.reply({ formErrors: [error.messageKey] }) }, { status: 409 });
  }
  if (!asked.ok)
    return data(
      { result: submission.reply({ formErrors: ["gigQuestions.errors.rateLimited"] }) },
      { status: 429 },
    );
  const { t } = await getT(request);
  return redirectWithToast(request, back, {
    type: "success",
    text: t("gigQuestions.toast.asked"),
  });
}

export default function AskQuestion() {
  const { gigTitle, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(AskQuestionSchema, { lastResult: actionData?.result });
  return (
    <Modal title={t("gigQuestions.ask.title")} closeTo={back}>
      <p className="muted">{t("offers.form.gig", { title: gigTitle })}</p>
      <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField
          label={t("gigQuestions.form.label")}
          hint={t("gigQuestions.form.hint")}
          meta={fields.text}
          counterMax={QUESTION_MAX}
        />
        <div className="form-actions">
          <SubmitButton>{t("gigQuestions.form.submit")}</SubmitButton>
          <ModalCancel to={back} />
        </div>
      </Form>
    </Modal>
  );
}

export const headers: HeadersFunction = privateDocumentHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
