import { z } from "zod";
import { inspectCv, type StoredCv } from "~/domain/experts/cv-upload.server";
import { getExpert, type ExpertSummary } from "~/domain/experts/experts.server";
import { ApiError } from "~/api/errors.server";
import {
  CV_MAX_BYTES,
  CV_MESSAGES,
  ExpertCreateSchema,
  ExpertEditSchema,
  expertEmail,
  expertPhone,
} from "~/validation/expert";
import {
  allocationField,
  availableFromField,
  locationsField,
  rateExpectationField,
  skillsField,
  workModesField,
  type ExpertProfileInput,
} from "~/validation/expert-profile";
import { msg, translateMessage } from "~/validation/messages";
import { companyPartnerOf, type ApiContext, type CompanyPartner } from "./frame.server";
import { Expert } from "./schemas/experts";
import type { Sent } from "./schemas/sent";

/*
 * What the experts calls (app/routes/api+/experts*.ts) share: the caller check, the JSON bodies and
 * the expert's shape. The rules are the pages' own: the expert form's zod fields, inspectCv for the
 * CV's bytes and the domain functions of app/domain/experts/experts.server.ts.
 */

export type { CompanyPartner };

/**
 * requireCompanyPartner (app/auth/guards.server.ts) for an API caller: a registered partner of a
 * company. A freelancer (who keeps their own profile), staff and an unfinished registration get
 * 403 where the pages redirect; no caller is 401.
 */
export const companyPartner = companyPartnerOf;

/** One of the caller's company's experts; another company's expert is as missing as no expert. */
export async function ownExpert(user: CompanyPartner, expertId: string | undefined) {
  const expert = await getExpert(user.company_id, expertId ?? "");
  if (!expert) throw new ApiError(404, "not-found");
  return expert;
}

/** The expert as the API sends it (snake_case, spec section 7); the CV's bytes are at `cv`. */
export function apiExpert(expert: ExpertSummary): Sent<typeof Expert> {
  const { candidacy } = expert;
  return {
    id: expert.id,
    name: expert.name,
    // The expert's own (issue 37): how the person is recognised when another partner proposes them.
    email: expert.email,
    phone: expert.phone,
    role: expert.role,
    sales_pitch: expert.salesPitch,
    cv: expert.cv
      ? {
          filename: expert.cv.filename,
          mimetype: expert.cv.mimetype,
          size: expert.cv.size,
          added_at: expert.cv.addedAt,
        }
      : null,
    // What the expert offers (issue 36): skills as the dialog shows them.
    skills: expert.profile.skills.map((skill) => skill.label),
    available_from: expert.profile.availableFrom,
    allocation: expert.profile.allocation,
    rate_expectation: expert.profile.rateExpectation,
    work_modes: expert.profile.workModes,
    locations: expert.profile.locations,
    // The stage the experts page shows: NONE, REVIEW or OFFERED_TO_CUSTOMER with its first gig.
    candidacy:
      candidacy.stage === "OFFERED_TO_CUSTOMER"
        ? {
            stage: candidacy.stage,
            first_gig: candidacy.firstGig,
            offered_count: candidacy.offeredCount,
          }
        : { stage: candidacy.stage, first_gig: null, offered_count: 0 },
    // False once offered to a customer or advanced past evaluation: DELETE answers 409.
    can_delete: !expert.deleteLocked,
  };
}

/** Thrown while the body is validated, before a too-big CV is decoded; answered with 413. */
class CvTooBig extends Error {}

/** A data URL's head (`data:application/pdf;base64,`), as a browser's FileReader gives it. */
const DATA_URL_HEAD = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes the base64 text decodes to, without decoding it. */
function decodedSize(base64: string) {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * `cv: { data, filename, mimetype }` as the File the expert form's own `cv` field checks. The
 * data is standard base64 (line breaks and a data URL head are allowed); the mimetype the client
 * names is ignored like a browser's, since the type is read from the bytes (inspectCv).
 */
const cvJson = z
  .object({
    data: z.string({ required_error: msg("validation.required") }),
    filename: z.string({ required_error: msg("validation.required") }),
    mimetype: z.string().max(255).optional(),
  })
  .transform((cv, ctx) => {
    const base64 = cv.data.replace(DATA_URL_HEAD, "").replace(/\s+/g, "");
    if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "apiExperts.errors.base64" });
      return z.NEVER;
    }
    if (decodedSize(base64) > CV_MAX_BYTES) throw new CvTooBig();
    return new File([Buffer.from(base64, "base64")], cv.filename, { type: cv.mimetype ?? "" });
  });

/** The profile's fields under the API's names: the expert form's own. Absent: the defaults. */
const profileFields = {
  skills: skillsField,
  available_from: availableFromField,
  allocation: allocationField,
  rate_expectation: rateExpectationField,
  work_modes: workModesField,
  locations: locationsField,
};

/** The form's e-mail or phone; null or "" is none (on PUT: removes the stored one). */
const contactField = (field: typeof expertEmail | typeof expertPhone) =>
  z.preprocess((value) => (value === "" ? null : value), field.nullable());

/** POST /api/experts: the new-expert form's fields; the CV is required. */
export const ApiExpertCreateSchema = z.object({
  name: ExpertCreateSchema.shape.name,
  email: contactField(expertEmail),
  phone: contactField(expertPhone),
  sales_pitch: ExpertCreateSchema.shape.salesPitch,
  cv: cvJson.optional().pipe(ExpertCreateSchema.shape.cv),
  ...profileFields,
});

/**
 * PUT /api/experts/{id}: the edit form's fields; without `cv` the stored CV stays, and a profile
 * field left out keeps its value (a client from before the field existed changes nothing).
 */
export const ApiExpertEditSchema = z.object({
  name: ExpertEditSchema.shape.name,
  email: contactField(expertEmail),
  phone: contactField(expertPhone),
  sales_pitch: ExpertEditSchema.shape.salesPitch,
  cv: cvJson.optional().pipe(ExpertEditSchema.shape.cv),
  skills: profileFields.skills.optional(),
  available_from: profileFields.available_from.optional(),
  allocation: profileFields.allocation.optional(),
  rate_expectation: profileFields.rate_expectation.optional(),
  work_modes: profileFields.work_modes.optional(),
  locations: profileFields.locations.optional(),
});

type ApiProfileBody = {
  skills?: string[];
  available_from?: string | null;
  allocation?: number;
  rate_expectation?: number | null;
  work_modes?: ExpertProfileInput["workModes"];
  locations?: string[];
};

/** A body's profile fields under the forms' names; those left out stay out. */
export function profileOfBody(body: ApiProfileBody): Partial<ExpertProfileInput> {
  const profile: Partial<ExpertProfileInput> = {
    skills: body.skills,
    availableFrom: body.available_from,
    allocation: body.allocation,
    rateExpectation: body.rate_expectation,
    workModes: body.work_modes,
    locations: body.locations,
  };
  return Object.fromEntries(
    Object.entries(profile).filter(([, value]) => value !== undefined),
  ) as Partial<ExpertProfileInput>;
}

function cvTooBig(ctx: ApiContext): never {
  throw new ApiError(413, "payload-too-large", CV_MESSAGES.tooBig, {
    cv: [translateMessage(ctx.t, CV_MESSAGES.tooBig)],
  });
}

/** The body, validated by `schema`: 400 with field details, 413 for a CV over the limit. */
export async function readExpertBody<S extends z.ZodTypeAny>(
  ctx: ApiContext,
  schema: S,
): Promise<z.output<S>> {
  try {
    return await ctx.body(schema);
  } catch (error) {
    if (error instanceof CvTooBig) cvTooBig(ctx);
    throw error;
  }
}

/** The CV checked from its bytes as the pages check it; "format" is a 400 on the `cv` field. */
export async function storedCv(ctx: ApiContext, file: File): Promise<StoredCv> {
  const inspected = await inspectCv(file);
  if (inspected.ok) return inspected.cv;
  if (inspected.error === "too-big") cvTooBig(ctx);
  throw new ApiError(400, "validation-failed", "api.errors.validation", {
    cv: [translateMessage(ctx.t, CV_MESSAGES.format)],
  });
}
