import type { ExpertProfileInput } from "~/validation/expert-profile";
import type { Partner } from "../shared/actor";
import type { StoredCv } from "./cv-upload.server";
import { normaliseProfile, type ProfileVocabulary } from "./expert-profile.server";
import { NotFoundError } from "../shared/errors";
import {
  createExpert,
  getExpert,
  type ExpertContact,
  getFreelancerProfile,
  updateExpert,
  updateFreelancerProfile,
} from "./experts.server";

/**
 * The rules behind the three expert forms (a new expert, an expert's edit, the freelancer's own
 * profile), whichever door they come through: the page action or the upload endpoint
 * (app/routes/dashboard+/__expert-form.server.ts reads and answers the request).
 */
export type ExpertFormTarget =
  { kind: "expert-create" } | { kind: "expert-edit"; expertId: string } | { kind: "freelancer" };

/**
 * What the form needs to know before its body is read: foreign and missing experts are
 * NotFoundError, so nothing of a foreign form is parsed; the freelancer's CV is optional once one
 * is on file.
 */
export async function expertFormContext(
  actor: Partner,
  target: ExpertFormTarget,
): Promise<{ hasCv: boolean }> {
  if (target.kind === "expert-edit") {
    if (!(await getExpert(actor.company_id, target.expertId))) throw new NotFoundError("expert");
    return { hasCv: true };
  }
  if (target.kind === "freelancer") {
    const profile = await getFreelancerProfile(actor.company_id, actor.id);
    if (!profile) throw new NotFoundError("freelancer profile");
    return { hasCv: profile.cv !== null };
  }
  return { hasCv: false };
}

export type ExpertFormValues = ExpertContact & {
  name?: string;
  role?: string;
  salesPitch?: string;
  /** Required for a new expert (the form schema makes it so); otherwise replaces the stored CV. */
  cv?: StoredCv;
  /** Validated; normalised here against the vocabulary. A field left out keeps its value. */
  profile?: Partial<ExpertProfileInput>;
};

/**
 * Saves a validated form; a new expert's id comes back as `created`. "gone": the expert was
 * deleted by a colleague while the form was open, which the page reports as a failed save rather
 * than as a 404.
 */
export async function saveExpertForm(
  actor: Partner,
  target: ExpertFormTarget,
  value: ExpertFormValues,
  vocabulary: ProfileVocabulary,
): Promise<{ created: string } | "saved" | "gone"> {
  const profile = normaliseProfile(value.profile ?? {}, vocabulary);
  if (target.kind === "expert-create") {
    const created = await createExpert(actor.company_id, {
      name: value.name!,
      email: value.email,
      phone: value.phone,
      salesPitch: value.salesPitch,
      cv: value.cv!,
      profile,
    });
    return { created };
  }
  const saved =
    target.kind === "expert-edit"
      ? await updateExpert(actor.company_id, target.expertId, {
          name: value.name!,
          email: value.email,
          phone: value.phone,
          salesPitch: value.salesPitch,
          cv: value.cv,
          profile,
        })
      : await updateFreelancerProfile(actor.company_id, actor.id, {
          role: value.role,
          salesPitch: value.salesPitch,
          cv: value.cv,
          profile,
        });
  return saved ? "saved" : "gone";
}
