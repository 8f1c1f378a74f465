import type { SubmissionResult } from "@conform-to/react";
import { requireCompanyPartner, requireFreelancer } from "~/auth/guards.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { inspectCv, type CvError, type StoredCv } from "~/domain/experts/cv-upload.server";
import { ConflictError, isDomainError } from "~/domain/shared/errors";
import {
  expertFormContext,
  saveExpertForm,
  type ExpertFormTarget,
  type ExpertFormValues,
} from "~/domain/experts/expert-forms.server";
import { pageOfExpert } from "~/domain/experts/experts.server";
import { profileVocabulary } from "~/domain/expert-vocabulary.server";
import { getT } from "~/i18n/i18n.server";
import { readCvForm } from "~/server/forms/cv-form.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { replyForDomainError } from "~/server/forms/domain-errors.server";
import { listHref } from "~/utils/list-href";
import { logger } from "~/utils/logger.server";
import { checkParsedForm } from "~/server/forms/request-body.server";
import type { ToastInput } from "~/server/forms/toast.server";
import {
  CV_MESSAGES,
  ExpertCreateSchema,
  ExpertEditSchema,
  expertsPath,
  freelancerProfileSchema,
  profileFields,
} from "~/validation/expert";
import type { ExpertProfileInput } from "~/validation/expert-profile";

export type { ExpertFormTarget } from "~/domain/experts/expert-forms.server";

/**
 * One handler per expert form, shared by the page action (a plain form post, works without
 * JavaScript) and the upload endpoint the browser uses with JavaScript to show upload progress.
 * Both get the same parsing, limits, schema and domain call; only the answer's shape differs.
 */
export type ExpertFormOutcome =
  /** 400: the user's input; 500: a write that failed for another reason, the form stays filled. */
  | { kind: "invalid"; result: SubmissionResult<string[]>; status: 400 | 500 }
  | { kind: "done"; redirectTo: string; toast: ToastInput };

function cvMessage(error: CvError) {
  return error === "too-big" ? CV_MESSAGES.tooBig : CV_MESSAGES.format;
}

/** The field answer for a body refused before it was parsed: no values to give back. */
function tooBigResult(): SubmissionResult<string[]> {
  return { status: "error", initialValue: {}, error: { cv: [CV_MESSAGES.tooBig] } };
}

/**
 * Where a form returns to: the experts list at the page it was opened from (both doors' URLs
 * carry `page`), except that a new expert is shown on the page that holds it.
 */
async function parentOf(request: Request, companyId: string, created: string | null) {
  if (created) return listHref("/dashboard/experts", {}, await pageOfExpert(companyId, created));
  return expertsPath(request.url);
}

const FAILURE_KEY = {
  "expert-create": "experts.toast.createFailed",
  "expert-edit": "experts.toast.editFailed",
  freelancer: "experts.toast.freelancerFailed",
} as const;

export async function handleExpertForm(
  request: Request,
  target: ExpertFormTarget,
): Promise<ExpertFormOutcome> {
  const user =
    target.kind === "freelancer"
      ? await requireFreelancer(request)
      : await requireCompanyPartner(request);
  // Foreign and missing experts are 404 (NotFoundError) before anything is read.
  const { hasCv } = await expertFormContext(user, target);

  const read = await readCvForm(request);
  if (!read.ok) {
    if (read.error === "too-big") return { kind: "invalid", result: tooBigResult(), status: 400 };
    throw new Response("Bad request", { status: 400 });
  }
  // Streamed past the guard's buffering, so the form limits apply here, before conform parses.
  checkParsedForm(request, read.formData);

  const schema =
    target.kind === "expert-create"
      ? ExpertCreateSchema
      : target.kind === "expert-edit"
        ? ExpertEditSchema
        : freelancerProfileSchema(hasCv);
  const submission = parseForm(read.formData, schema);
  if (submission.status !== "success")
    return { kind: "invalid", result: submission.reply(), status: 400 };

  const file = (submission.value as { cv?: File }).cv;
  let cv: StoredCv | undefined;
  if (file) {
    const inspected = await inspectCv(file);
    if (!inspected.ok)
      return {
        kind: "invalid",
        result: submission.reply({ fieldErrors: { cv: [cvMessage(inspected.error)] } }),
        status: 400,
      };
    cv = inspected.cv;
  }

  const { t } = await getT(request);
  const failureKey = FAILURE_KEY[target.kind];
  const value = submission.value as Omit<ExpertFormValues, "cv" | "profile"> & ExpertProfileInput;
  try {
    const saved = await saveExpertForm(
      user,
      target,
      {
        name: value.name,
        role: value.role,
        // An emptied field removes the stored value; the freelancer's form has neither field.
        ...(target.kind !== "freelancer" && {
          email: value.email ?? null,
          phone: value.phone ?? null,
        }),
        salesPitch: value.salesPitch,
        cv,
        profile: profileFields(value),
      },
      await profileVocabulary(),
    );
    const created = typeof saved === "object" ? saved.created : null;
    const redirectTo =
      target.kind === "freelancer"
        ? "/dashboard/freelancer-information"
        : await parentOf(request, user.company_id, created);
    // "gone": deleted by a colleague while this form was open.
    if (saved === "gone")
      return { kind: "done", redirectTo, toast: { type: "error", text: t(failureKey) } };
    const done = created ? "experts.toast.created" : "experts.toast.saved";
    return { kind: "done", redirectTo, toast: { type: "success", text: t(done) } };
  } catch (error) {
    // The new e-mail or phone is a person already proposed on one of the expert's gigs.
    const refused = error instanceof ConflictError && replyForDomainError(submission, error);
    if (refused) return { kind: "invalid", result: refused, status: 400 };
    if (isDomainError(error) || isDatabaseUnavailable(error)) throw error;
    logger.error("expert form write failed", {
      kind: target.kind,
      error: (error as Error).message,
    });
    return { kind: "invalid", result: submission.reply({ formErrors: [failureKey] }), status: 500 };
  }
}
