import { z } from "zod";
import { GIG_STATUSES, WORK_MODES } from "~/db/schema";
import { msg } from "./messages";
import { hourlyRate } from "./offer";
import { emailField, phoneField } from "./registration";

export const GIG_TITLE_MAX = 200;
export const GIG_DESCRIPTION_MAX = 20_000;
export const GIG_DURATION_MAX = 100;
export const GIG_LANGUAGE_MAX = 40;
export const GIG_LIST_MAX_ITEMS = 30;
export const GIG_LIST_ITEM_MAX = 80;
export const GIG_CONTACT_NAME_MAX = 100;
/** The largest cap on proposals per partner staff may set; beyond it a cap means nothing. */
export const SUBMISSION_CAP_MAX = 50;
/** Offered in the language field's suggestions; any other language may be typed. */
export const GIG_LANGUAGE_SUGGESTIONS = ["English", "Finnish", "Swedish"] as const;
/** The outcomes "Close" offers: the gig no longer takes offers and says how it ended. */
export const GIG_CLOSE_STATUSES = ["won", "lost", "resolved"] as const;
export type GigCloseStatus = (typeof GIG_CLOSE_STATUSES)[number];

/** The outcomes a gig can be closed with now: all of them, less the one it already has. */
export function closeOutcomesFor(status: string): GigCloseStatus[] {
  return GIG_CLOSE_STATUSES.filter((outcome) => outcome !== status);
}

/** An outcome from the address (`?outcome=won`); anything else is none. */
export function parseCloseOutcome(value: string | null): GigCloseStatus | null {
  return (GIG_CLOSE_STATUSES as readonly (string | null)[]).includes(value)
    ? (value as GigCloseStatus)
    : null;
}

const required = msg("validation.required");

const text = (max: number) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(max, msg("validation.tooLong", max));

/** A calendar day as the date input sends it. */
const day = z
  .string({ required_error: required })
  .trim()
  .min(1, required)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    msg("staffGigs.validation.date"),
  );

/**
 * Skills and locations: one per line in a textarea (a comma may be part of a skill's name).
 * Blank lines and repeats are dropped; each item and the number of items are bounded.
 */
const lines = (requiredList: boolean) =>
  (requiredList ? z.string({ required_error: required }) : z.string().optional())
    .transform((value) => [
      ...new Set(
        (value ?? "")
          .split(/\r\n?|\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ])
    .superRefine((items, ctx) => {
      if (requiredList && items.length === 0)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: required });
      else if (items.length > GIG_LIST_MAX_ITEMS)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: msg("staffGigs.validation.tooManyItems", GIG_LIST_MAX_ITEMS),
        });
      else if (items.some((item) => item.length > GIG_LIST_ITEM_MAX))
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: msg("staffGigs.validation.itemTooLong", GIG_LIST_ITEM_MAX),
        });
    });

const wholeNumber = (min: number, max: number) =>
  z
    .number({ required_error: required, invalid_type_error: msg("staffGigs.validation.number") })
    .refine(
      (value) => Number.isSafeInteger(value) && value >= min && value <= max,
      msg("staffGigs.validation.range", `${min}-${max}`),
    );

/** Every field of a gig (spec section 3) as staff enter it. */
export const GigFormSchema = z
  .object({
    title: text(GIG_TITLE_MAX),
    description: z
      .string({ required_error: required })
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      .pipe(
        z
          .string()
          .min(1, required)
          .max(GIG_DESCRIPTION_MAX, msg("validation.tooLong", GIG_DESCRIPTION_MAX)),
      ),
    duration: text(GIG_DURATION_MAX),
    requiredSkills: lines(true),
    niceToHaveSkills: lines(false),
    locations: lines(false),
    onsite: z.enum(WORK_MODES, { errorMap: () => ({ message: required }) }),
    minExperienceYears: wholeNumber(0, 50),
    rateMin: hourlyRate,
    rateMax: hourlyRate,
    startDate: day,
    offerDeadline: day,
    customerOfferDeadline: day,
    language: text(GIG_LANGUAGE_MAX),
    allocation: wholeNumber(1, 100),
    // Empty: no cap (decision 047).
    submissionCap: wholeNumber(1, SUBMISSION_CAP_MAX).optional(),
    status: z.enum(GIG_STATUSES, { errorMap: () => ({ message: required }) }),
    contactName: text(GIG_CONTACT_NAME_MAX),
    contactEmail: emailField(),
    contactPhone: phoneField,
    /** A checked box is "on"; unchecked, it is absent (decision 048). */
    requiresConsent: z.literal("on").optional(),
  })
  .superRefine((gig, ctx) => {
    if (gig.rateMax < gig.rateMin)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["rateMax"],
        message: msg("staffGigs.validation.rateOrder"),
      });
    if (gig.customerOfferDeadline < gig.offerDeadline)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["customerOfferDeadline"],
        message: msg("staffGigs.validation.deadlineOrder"),
      });
  });

export type GigFormInput = z.output<typeof GigFormSchema>;

/** The buttons beside the form: publish, unpublish, or close with an outcome. */
export const GigStateSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["publish", "unpublish"]) }),
  z.object({
    intent: z.literal("close"),
    outcome: z.enum(GIG_CLOSE_STATUSES, { errorMap: () => ({ message: required }) }),
  }),
]);

export const STAFF_GIG_VISIBILITY = ["all", "published", "unpublished"] as const;
export type StaffGigVisibility = (typeof STAFF_GIG_VISIBILITY)[number];
