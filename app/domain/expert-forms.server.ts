import type { SubmissionResult } from "@conform-to/react";
import { requireCompanyPartner, requireFreelancer } from "~/auth/guards.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { getT } from "~/i18n/i18n.server";
import { logger } from "~/utils/logger.server";
import { checkParsedForm } from "~/utils/request-body.server";
import type { ToastInput } from "~/utils/toast.server";
import {
  CV_MESSAGES,
  ExpertCreateSchema,
  ExpertEditSchema,
  freelancerProfileSchema,
} from "~/validation/expert";
import { inspectCv, readCvForm, type CvError, type StoredCv } from "./cv-upload.server";
import {
  createExpert,
  getExpert,
  getFreelancerProfile,
  updateExpert,
  updateFreelancerProfile,
} from "./experts.server";
import {} from "~/utils/form-submission.server";
import { parseForm } from "~/utils/form-submission.server";

/**
 * One handler per expert form, shared by the page action (a plain form post, works without
 * JavaScript) and the upload endpoint the browser uses with JavaScript to show upload progress.
 * Both get the same parsing, limits, schema and domain call; only the answer's shape differs.
 */
export type ExpertFormTarget =
  { kind: "expert-create" } | { kind: "expert-edit"; expertId: string } | { kind: "freelancer" };

export type ExpertFormOutcome =
  | { kind: "invalid"; result: SubmissionResult<string[]> }
  | { kind: "done"; redirectTo: string; toast: ToastInput };

const notFound = () => new Response(null, { status: 404 });

function cvMessage(error: CvError) {
  return error === "too-big" ? CV_MESSAGES.tooBig : CV_MESSAGES.format;
}

/** The field answer for a body refused before it was parsed: no values to give back. */
function tooBigResult(): SubmissionResult<string[]> {
  return { status: "error", initialValue: {}, error: { cv: [CV_MESSAGES.tooBig] } };
}

export function parentOf(target: ExpertFormTarget) {
  return target.kind === "freelancer" ? "/dashboard/freelancer-information" : "/dashboard/experts";
}

export async function handleExpertForm(
  request: Request,
  target: ExpertFormTarget,
): Promise<ExpertFormOutcome> {
  const user =
    target.kind === "freelancer"
      ? await requireFreelancer(request)
      : await requireCompanyPartner(request);
  const companyId = user.company_id;

  // Foreign and missing experts are 404 before anything is read.
  let freelancerHasCv = false;
  if (target.kind === "expert-edit") {
    if (!(await getExpert(companyId, target.expertId))) throw notFound();
  } else if (target.kind === "freelancer") {
    const profile = await getFreelancerProfile(companyId, user.id);
    if (!profile) throw notFound();
    freelancerHasCv = profile.cv !== null;
  }

  const read = await readCvForm(request);
  if (!read.ok) {
    if (read.error === "too-big") return { kind: "invalid", result: tooBigResult() };
    throw new Response("Bad request", { status: 400 });
  }
  // Streamed past the guard's buffering, so the form limits apply here, before conform parses.
  checkParsedForm(request, read.formData);

  const schema =
    target.kind === "expert-create"
      ? ExpertCreateSchema
      : target.kind === "expert-edit"
        ? ExpertEditSchema
        : freelancerProfileSchema(freelancerHasCv);
  const submission = parseForm(read.formData, schema);
  if (submission.status !== "success") return { kind: "invalid", result: submission.reply() };

  const file = (submission.value as { cv?: File }).cv;
  let cv: StoredCv | undefined;
  if (file) {
    const inspected = await inspectCv(file);
    if (!inspected.ok)
      return {
        kind: "invalid",
        result: submission.reply({ fieldErrors: { cv: [cvMessage(inspected.error)] } }),
      };
    cv = inspected.cv;
  }

  const { t } = await getT(request);
  const failureKey =
    target.kind === "expert-create"
      ? "experts.toast.createFailed"
      : target.kind === "expert-edit"
        ? "experts.toast.editFailed"
        : "experts.toast.freelancerFailed";
  try {
    const value = submission.value as { name?: string; role?: string; salesPitch?: string };
    if (target.kind === "expert-create") {
      await createExpert(companyId, { name: value.name!, salesPitch: value.salesPitch, cv: cv! });
      return {
        kind: "done",
        redirectTo: parentOf(target),
        toast: { type: "success", text: t("experts.toast.created") },
      };
    }
    const saved =
      target.kind === "expert-edit"
        ? await updateExpert(companyId, target.expertId, {
            name: value.name!,
            salesPitch: value.salesPitch,
            cv,
          })
        : await updateFreelancerProfile(companyId, user.id, {
            role: value.role,
            salesPitch: value.salesPitch,
            cv,
          });
    // Deleted by a colleague while this form was open.
    if (!saved)
      return {
        kind: "done",
        redirectTo: parentOf(target),
        toast: { type: "error", text: t(failureKey) },
      };
    return {
      kind: "done",
      redirectTo: parentOf(target),
      toast: { type: "success", text: t("experts.toast.saved") },
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error("expert form write failed", {
      kind: target.kind,
      error: (error as Error).message,
    });
    return { kind: "invalid", result: submission.reply({ formErrors: [failureKey] }) };
  }
}
