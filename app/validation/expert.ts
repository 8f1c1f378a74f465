import { z } from "zod";
import type { TranslationKey } from "~/i18n/keys";
import { listHref } from "~/utils/list-href";
import { ExpertProfileSchema, type ExpertProfileInput } from "./expert-profile";
import { msg } from "./messages";
import { parsePage } from "./paging";
import { emailField, phoneField } from "./registration";
import { multilineText } from "./text";

/** One CV per expert, at most 15 MB (spec section 9). 1 MB = 1024 * 1024 bytes here. */
export const CV_MAX_MB = 15;
export const CV_MAX_BYTES = CV_MAX_MB * 1024 * 1024;
/**
 * A whole expert form may be this much larger than its CV (names, sales pitch, multipart
 * boundaries); a request whose Content-Length exceeds CV_MAX_BYTES + this is refused unread.
 */
export const CV_FORM_OVERHEAD_BYTES = 256 * 1024;

export const EXPERT_NAME_MAX = 100;
export const EXPERT_ROLE_MAX = 100;
export const SALES_PITCH_MAX = 2000;
export const CV_FILENAME_MAX = 200;

/** Accepted CV formats: the file's extension must match the type detected from its bytes. */
export const CV_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
} as const;
export type CvExtension = keyof typeof CV_TYPES;
export const CV_EXTENSIONS = Object.keys(CV_TYPES) as CvExtension[];
/** For the file input's `accept`: a hint for the browser's picker, never the check itself. */
export const CV_ACCEPT = [...CV_EXTENSIONS.map((e) => `.${e}`), ...Object.values(CV_TYPES)].join(
  ",",
);

export const CV_MESSAGES = {
  requiredExpert: msg("experts.validation.cvRequired"),
  requiredSelf: msg("experts.validation.cvRequiredSelf"),
  tooBig: msg("experts.validation.cvTooBig", CV_MAX_MB),
  format: msg("experts.validation.cvFormat"),
} as const;

export function cvExtension(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

export function isAcceptedCvExtension(ext: string): ext is CvExtension {
  return (CV_EXTENSIONS as string[]).includes(ext);
}

/**
 * What the browser and the server can both check before looking at the bytes: size and
 * extension. An empty file (a name but no bytes) is "format not supported": it is not a
 * document of any accepted type. The server then sniffs the bytes (cv-upload.server.ts).
 */
const cvFile = (requiredKey: TranslationKey) =>
  z
    .instanceof(File, { message: requiredKey })
    .refine((file) => file.size <= CV_MAX_BYTES, CV_MESSAGES.tooBig)
    .refine(
      (file) => file.size > 0 && isAcceptedCvExtension(cvExtension(file.name)),
      CV_MESSAGES.format,
    );

const name = z
  .string({ required_error: msg("validation.required") })
  .trim()
  .min(1, msg("validation.required"))
  .max(EXPERT_NAME_MAX, msg("validation.tooLong", EXPERT_NAME_MAX));

const salesPitch = multilineText(SALES_PITCH_MAX);

const role = z
  .string()
  .trim()
  .max(EXPERT_ROLE_MAX, msg("validation.tooLong", EXPERT_ROLE_MAX))
  .optional();

/**
 * The expert's own e-mail and phone (issue 37), both optional: how the person is recognised when
 * another partner proposes them too (decision 047). Each is checked as the registration's fields
 * are; an empty field is none.
 */
export const expertEmail = emailField().optional();
export const expertPhone = phoneField.optional();

/** Create: the CV is required. */
export const ExpertCreateSchema = ExpertProfileSchema.extend({
  name,
  email: expertEmail,
  phone: expertPhone,
  salesPitch,
  cv: cvFile(CV_MESSAGES.requiredExpert),
});

/** Edit: without a new file the old CV stays; an emptied e-mail or phone is removed. */
export const ExpertEditSchema = ExpertProfileSchema.extend({
  name,
  email: expertEmail,
  phone: expertPhone,
  salesPitch,
  cv: cvFile(CV_MESSAGES.requiredExpert).optional(),
});

/**
 * The freelancer's own profile. The CV is optional once one is stored; a profile without a CV
 * (as registration creates it) must get one, with the "your CV" wording.
 */
export function freelancerProfileSchema(hasCv: boolean) {
  const cv = cvFile(CV_MESSAGES.requiredSelf);
  return ExpertProfileSchema.extend({ role, salesPitch, cv: hasCv ? cv.optional() : cv });
}

/** A validated form's profile fields, apart from its other fields. */
export function profileFields<V extends ExpertProfileInput>(value: V): ExpertProfileInput {
  const { skills, availableFrom, allocation, rateExpectation, workModes, locations } = value;
  return { skills, availableFrom, allocation, rateExpectation, workModes, locations };
}

/** The experts tab at the page of the URL a modal was opened from. */
export function expertsPath(url: string): string {
  return listHref("/dashboard/experts", {}, parsePage(new URL(url).searchParams));
}

/**
 * The script-driven twin of an expert form's action (dashboard.cv-upload), given the URL of the
 * form's page, so that both doors return to the same page of the list.
 */
export function expertUploadUrl(
  pageUrl: string,
  form: "expert-create" | "expert-edit",
  expertId?: string,
): string {
  const params = new URLSearchParams({ form });
  if (expertId) params.set("expertId", expertId);
  const page = parsePage(new URL(pageUrl).searchParams);
  if (page > 1) params.set("page", String(page));
  return `/dashboard/cv-upload?${params}`;
}
