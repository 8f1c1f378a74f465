import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { FormErrors, SelectField, TextareaField } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import { DECLINE_REASONS } from "~/db/schema";
import { getPipeline } from "~/domain/pipeline.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { parseDbId } from "~/validation/ids";
import { DeclineCandidateSchema, FEEDBACK_MAX } from "~/validation/staff";
import { badRequest, moveAndRedirect } from "./__staff-move.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

async function candidateOf(params: LoaderFunctionArgs["params"]) {
  const gigId = parseDbId(params.id);
  if (gigId === null) throw new Response(null, { status: 404 });
  const { gig, candidates } = await getPipeline(gigId);
  const candidate = candidates.find((c) => c.id === params.candidateId);
  if (!candidate) throw new Response(null, { status: 404 });
  return { gig, candidate };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const [{ t }, { gig, candidate }] = await Promise.all([getT(request), candidateOf(params)]);
  return {
    gig: { id: gig.id, title: gig.title },
    candidate: { id: candidate.id, stage: candidate.stage, expertName: candidate.expertName },
    meta: { title: t("staff.decline.title", { expert: candidate.expertName }), noindex: true },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const { gig, candidate } = await candidateOf(params);
  const submission = parseForm(await request.formData(), DeclineCandidateSchema);
  if (submission.status !== "success") return badRequest({ result: submission.reply() });
  const { from, reason, feedback } = submission.value;
  return moveAndRedirect(request, user, gig.id, candidate.id, {
    from,
    to: "declined",
    reason,
    feedback,
  });
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function DeclineCandidate() {
  const { gig, candidate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(DeclineCandidateSchema, {
    lastResult: actionData?.result,
    defaultValue: { from: candidate.stage },
  });
  const back = `/staff/gigs/${gig.id}`;
  return (
    <section aria-labelledby="decline-title" className="stack narrow">
      <p>
        <Link to={back}>{t("staff.pipeline.title", { title: gig.title })}</Link>
      </p>
      <h2 id="decline-title">{t("staff.decline.title", { expert: candidate.expertName })}</h2>
      <p>{t("staff.decline.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input {...getInputProps(fields.from, { type: "hidden" })} />
        <SelectField label={t("staff.decline.reason")} meta={fields.reason}>
          <option value="">{t("staff.decline.chooseReason")}</option>
          {DECLINE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`offers.declineReasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={t("staff.decline.feedback")}
          hint={t("staff.decline.feedbackHint")}
          meta={fields.feedback}
          counterMax={FEEDBACK_MAX}
        />
        <div className="form-actions">
          <SubmitButton className="button button-danger">{t("staff.decline.submit")}</SubmitButton>
          <Link to={back} className="button button-secondary">
            {t("modal.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
