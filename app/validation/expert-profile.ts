import { z } from "zod";
import { WORK_MODES } from "~/db/schema";
import { msg } from "./messages";
import { hourlyRate } from "./offer";

/*
 * What an expert offers (issue 36): the fields of the expert dialog, the freelancer's own
 * profile and the experts API, one schema for all three. Absent fields take their defaults here,
 * as a form with nothing ticked and nothing typed means; the API's edit makes them optional on
 * top (absent: unchanged). The vocabulary's spelling and the skills' keys are the domain's
 * (app/domain/matching/skill-vocabulary.ts): here a list is split, tidied and bounded.
 */

export const EXPERT_SKILLS_MAX = 30;
export const EXPERT_LOCATIONS_MAX = 20;
/** The gigs' own list items are as long (GIG_LIST_ITEM_MAX). */
export const PROFILE_TERM_MAX = 80;
/**
 * Values a list field may post: its ticked boxes and the field to add more. A form shown again
 * for too many items ticks every one of them (the user unticks down to the maximum), so this is
 * well above the maximum; it bounds what the form guard lets through (form-limits.server.ts).
 */
export const PROFILE_LIST_FORM_ITEMS = 100;
export const ALLOCATION_MIN = 10;
export const ALLOCATION_MAX = 100;
export const ALLOCATION_DEFAULT = 100;

const ITEM_SEPARATOR = /[,\n\r]+/;

/**
 * A list field's items: each value (a ticked box, the typed field, a JSON array's item) may
 * hold several, separated by commas or line breaks. Anything but text or a list of text is
 * left for zod to refuse.
 */
function splitItems(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v) => typeof v === "string")) return value;
  return (values as string[])
    .flatMap((v) => v.split(ITEM_SEPARATOR))
    .map((v) => v.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** A list field's items as a form holds them (a re-shown form's value): split, each once. */
export function listItems(value: unknown): string[] {
  const items = splitItems(value);
  return Array.isArray(items) && items.every((v) => typeof v === "string") ? distinct(items) : [];
}

/** Each item once (case aside), in the order given. */
function distinct(items: string[]) {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A list of texts, refused as a whole (not item by item) when it is anything else. */
const textList = z.custom<string[]>(
  (value) => Array.isArray(value) && value.every((item) => typeof item === "string"),
  msg("experts.validation.list"),
);

const termList = (max: number, tooMany: string) =>
  z.preprocess(
    splitItems,
    textList.transform(distinct).superRefine((items, ctx) => {
      const message =
        items.length > max
          ? tooMany
          : items.some((item) => item.length > PROFILE_TERM_MAX)
            ? msg("experts.validation.itemTooLong", PROFILE_TERM_MAX)
            : null;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    }),
  );

export const skillsField = termList(
  EXPERT_SKILLS_MAX,
  msg("experts.validation.tooManySkills", EXPERT_SKILLS_MAX),
);

export const locationsField = termList(
  EXPERT_LOCATIONS_MAX,
  msg("experts.validation.tooManyLocations", EXPERT_LOCATIONS_MAX),
);

/** A real calendar day as the date input sends it (YYYY-MM-DD), from 2000 to 2099. */
export function isCalendarDay(value: string) {
  if (!/^20\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Empty or null: available now. */
export const availableFromField = z
  .string({ invalid_type_error: msg("experts.validation.date") })
  .trim()
  .refine((value) => value === "" || isCalendarDay(value), msg("experts.validation.date"))
  .nullish()
  .transform((value) => value || null);

const allocationMessage = msg(
  "experts.validation.allocation",
  `${ALLOCATION_MIN}-${ALLOCATION_MAX}`,
);

export const allocationField = z
  .number({ invalid_type_error: allocationMessage })
  .refine(
    (value) => Number.isSafeInteger(value) && value >= ALLOCATION_MIN && value <= ALLOCATION_MAX,
    allocationMessage,
  )
  .default(ALLOCATION_DEFAULT);

/** Whole euros per hour, as an offer's rate; empty or null: not given. */
export const rateExpectationField = hourlyRate.nullish().transform((value) => value ?? null);

export const workModesField = z.preprocess(
  (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
  textList
    .refine(
      (modes) => modes.every((mode) => (WORK_MODES as readonly string[]).includes(mode)),
      msg("experts.validation.workMode"),
    )
    // In WORK_MODES's order, each once.
    .transform((modes) => WORK_MODES.filter((mode) => modes.includes(mode))),
);

/** The profile's fields under the forms' names. */
export const ExpertProfileSchema = z.object({
  skills: skillsField,
  availableFrom: availableFromField,
  allocation: allocationField,
  rateExpectation: rateExpectationField,
  workModes: workModesField,
  locations: locationsField,
});

export type ExpertProfileInput = z.output<typeof ExpertProfileSchema>;

/** What the form shows before anything is saved. */
export const EMPTY_PROFILE: ExpertProfileInput = {
  skills: [],
  availableFrom: null,
  allocation: ALLOCATION_DEFAULT,
  rateExpectation: null,
  workModes: [],
  locations: [],
};

/** A saved profile as its form's first values (text fields as text, lists as lists). */
export function profileFormValues(profile: ExpertProfileInput): Record<string, string | string[]> {
  return {
    skills: profile.skills,
    availableFrom: profile.availableFrom ?? "",
    allocation: String(profile.allocation),
    rateExpectation: profile.rateExpectation === null ? "" : String(profile.rateExpectation),
    workModes: profile.workModes,
    locations: profile.locations,
  };
}
