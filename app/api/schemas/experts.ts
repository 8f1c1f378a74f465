import { WORK_MODES } from "~/db/schema";
import {
  ALLOCATION_DEFAULT,
  ALLOCATION_MAX,
  ALLOCATION_MIN,
  EXPERT_LOCATIONS_MAX,
  EXPERT_SKILLS_MAX,
  PROFILE_TERM_MAX,
} from "~/validation/expert-profile";
import { MAX_HOURLY_RATE } from "~/validation/offer";
import { CV_TYPES } from "~/validation/expert";
import { GigId, TextId } from "./ids";
import { z } from "./openapi-zod";
import { listPage } from "./page";

/**
 * What an expert offers (issue 36), as the expert form's schema checks it (app/validation/
 * expert-profile.ts). `absent` says what leaving a field out means in a body.
 */
export const expertProfile = (absent: (otherwise: string) => string) => ({
  skills: z
    .array(z.string().max(PROFILE_TERM_MAX))
    .max(EXPERT_SKILLS_MAX)
    .describe(
      absent(
        'Skills, in the vocabulary\'s spelling when a gig names them ("spring boot" is saved as "Spring Boot"); a comma separates two, and a skill given twice (a version aside: "Java 17+" and "Java") is kept once. Absent: none',
      ),
    ),
  available_from: z
    .string()
    .date()
    .nullable()
    .describe(absent("The first day the expert can start (YYYY-MM-DD); null: now. Absent: now")),
  allocation: z
    .number()
    .int()
    .min(ALLOCATION_MIN)
    .max(ALLOCATION_MAX)
    .describe(absent(`Percent of full time. Absent: ${ALLOCATION_DEFAULT}`)),
  rate_expectation: z
    .number()
    .int()
    .min(1)
    .max(MAX_HOURLY_RATE)
    .nullable()
    .describe(absent("Whole euros per hour; null: not given. Absent: not given")),
  work_modes: z
    .array(z.enum(WORK_MODES))
    .describe(absent("The gigs' work modes the expert accepts; none: not said. Absent: none")),
  locations: z
    .array(z.string().max(PROFILE_TERM_MAX))
    .max(EXPERT_LOCATIONS_MAX)
    .describe(
      absent(
        "Places the expert accepts, in the gigs' spelling when a gig names them. Absent: none",
      ),
    ),
});

/** An expert as the experts calls answer it (apiExpert in app/api/experts.server.ts). */
export const Expert = z
  .object({
    id: TextId,
    name: z.string(),
    email: z.string().nullable().describe("The expert's own e-mail; null: none"),
    phone: z.string().nullable().describe("The expert's own phone, as entered; null: none"),
    role: z.string().nullable(),
    sales_pitch: z.string().nullable(),
    cv: z
      .object({
        filename: z.string(),
        mimetype: z.string(),
        size: z.number().int(),
        added_at: z.string().datetime(),
      })
      .nullable(),
    ...expertProfile((text) => text.replace(/ Absent: .*$/, "")),
    candidacy: z.object({
      stage: z.enum(["NONE", "REVIEW", "OFFERED_TO_CUSTOMER"]),
      first_gig: z.object({ id: GigId, title: z.string(), slug: z.string() }).nullable(),
      offered_count: z.number().int(),
    }),
    can_delete: z.boolean(),
  })
  // Named, so the document holds it once and each call refers to it.
  .openapi("Expert");

/** DELETE experts/{id}: the offers withdrawn with it are counted. */
export const ExpertDeleted = z.object({
  id: TextId,
  deleted: z.literal(true),
  withdrawn: z.number().int(),
});

/** The CV's types, as stored and sent back (GET experts/{id}/cv). */
export const CV_MIMETYPES = [...new Set(Object.values(CV_TYPES))];

export const ExpertPage = listPage(Expert);
