import { GIG_STATUSES, WORK_MODES } from "~/db/schema";
import { GigId } from "./ids";
import { z } from "./openapi-zod";
import { listPage } from "./page";

/** A public gig (apiGig in app/api/shapes.server.ts): the contact person is at contact-info. */
export const Gig = z
  .object({
    id: GigId,
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    duration: z.string(),
    required_skills: z.array(z.string()),
    nice_to_have_skills: z.array(z.string()),
    locations: z.array(z.string()),
    onsite: z.enum(WORK_MODES).describe("The gig's work mode"),
    min_experience_years: z.number().int(),
    rate_min: z.number().int(),
    rate_max: z.number().int(),
    start_date: z.string(),
    customer_offer_deadline: z.string(),
    offer_deadline: z.string().date(),
    language: z.string(),
    allocation: z.number().int(),
    status: z.enum(GIG_STATUSES),
    accepts_offers: z.boolean(),
    published_at: z.string().datetime(),
    updated_at: z.string().datetime(),
  })
  .openapi("Gig");

/** GET /api/gigs: a page of the search, which counts exactly up to 1,000 matches (decision 053). */
export const GigPage = listPage(Gig);

export const GigContact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** A question on a gig (app/api/gig-questions.server.ts, decision 049). */
export const GigQuestion = z
  .object({
    id: z.number().int(),
    question: z.string().describe("The public wording: staff's, or the asker's own words"),
    answer: z.string().nullable().describe("null while the question waits for an answer"),
    status: z.enum(["waiting", "answered"]),
    own: z.boolean().describe("Asked by the caller's company; only then is a waiting one listed"),
    asked_at: z.string().datetime(),
    answered_at: z.string().datetime().nullable(),
  })
  .openapi("GigQuestion");

/** A match's figures and reasons (app/api/matches.server.ts, docs/matching.md). */
const matchFields = {
  score: z.number().int().min(0).max(100),
  required_covered: z.number().int(),
  required_total: z.number().int(),
  available: z.boolean().describe("Free by the gig's start (by today when it is unknown or past)"),
  rate_fit: z.enum(["inside", "under", "above", "unknown"]),
  already_offered: z.boolean(),
  reasons: z.array(
    z.object({
      code: z.string().describe("Stable, e.g. required-skills-partial; listed in docs/matching.md"),
      text: z.string().describe("The reason in the Accept-Language language"),
    }),
  ),
};
export const ExpertMatch = z
  .object({ expert_id: z.string(), name: z.string(), ...matchFields })
  .openapi("ExpertMatch");
export const GigMatch = z
  .object({ gig_id: GigId, title: z.string(), slug: z.string(), ...matchFields })
  .openapi("GigMatch");

export const GigQuestionList = listPage(GigQuestion);
export const ExpertMatchList = listPage(ExpertMatch);
export const GigMatchList = listPage(GigMatch);
