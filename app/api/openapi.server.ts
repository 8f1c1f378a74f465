import {
  extendZodWithOpenApi,
  OpenApiGeneratorV31,
  OpenAPIRegistry,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import apiDocsEn, {
  type ApiCallId,
  type ApiErrorStatus,
  type ApiTagId,
} from "~/i18n/locales/api-docs.en";
import {
  ChangePasswordFields,
  CredentialsSchema,
  EmailSchema,
  RegisterSchema,
  ResetPasswordFields,
} from "./auth.server";
import { ApiOfferSchema, OFFER_FIELDS } from "./offers.server";
import { RegistrationDocSchema, REGISTRATION_FIELDS } from "./registration.server";
import { InviteSchema, ResendInviteSchema } from "~/validation/invite";
import { GIG_LIST_FILTER_KEYS, GIG_LIST_FILTERS } from "~/validation/gig-search-params";
import { NewsletterSchema } from "~/validation/newsletter";
import { CompanyPatchBody, MyDetailsPatchBody } from "./company.server";
import {
  CANDIDATE_CONSENTS,
  CANDIDATE_STAGES,
  CANDIDATE_STATUSES,
  DECLINE_REASONS,
  WORK_MODES,
} from "~/db/schema";
import { MyDataExportSchema } from "./my-data.server";
import {
  ALLOCATION_DEFAULT,
  ALLOCATION_MAX,
  ALLOCATION_MIN,
  EXPERT_LOCATIONS_MAX,
  EXPERT_SKILLS_MAX,
  PROFILE_TERM_MAX,
} from "~/validation/expert-profile";
import { MAX_HOURLY_RATE } from "~/validation/offer";
import { cursorPage, LIMIT_DEFAULT, LIMIT_MAX } from "./paging.server";
import { QUERY_ARRAY_MAX } from "./query.server";
import { QUESTION_MAX, QUESTION_MIN } from "~/validation/gig-questions";

/*
 * The OpenAPI 3.1 document of /api, generated from the same zod schemas the routes validate
 * with (renamed to the API's snake_case names where the pages' schemas use others). A test
 * (tests/api/openapi.test.ts) checks that every path here is routed and every /api route is here.
 */

// Lets the registry name shared schemas (`Error`); it adds `.openapi()` to zod's types.
extendZodWithOpenApi(z);

/** The schema's object fields under the API's names (`fields`: API name -> schema name). */
function apiNamed(schema: z.ZodTypeAny, fields: Record<string, string>): z.ZodTypeAny {
  let inner: z.ZodTypeAny = schema;
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  if (!(inner instanceof z.ZodObject)) return schema;
  const apiName = Object.fromEntries(Object.entries(fields).map(([api, own]) => [own, api]));
  const shape = inner.shape as Record<string, z.ZodTypeAny>;
  return z.object(
    Object.fromEntries(Object.entries(shape).map(([key, value]) => [apiName[key] ?? key, value])),
  );
}

/**
 * What the document shows of a body schema: a strict object where the route refuses unknown
 * fields through a catch-all (which the generator cannot describe).
 */
function forDocs(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodObject && !(schema._def.catchall instanceof z.ZodNever))
    return z.object(schema.shape as z.ZodRawShape).strict();
  return schema;
}

const ErrorBody = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    details: z.unknown(),
  }),
});

type Method = "get" | "post" | "put" | "patch" | "delete";
type Call = {
  /** The operationId; its texts are in app/i18n/locales/api-docs.en.ts. */
  id: ApiCallId;
  method: Method;
  path: string;
  tag: ApiTagId;
  auth?: "required" | "optional" | "none";
  body?: z.ZodTypeAny;
  params?: string[];
  query?: z.AnyZodObject;
  /** The success status. */
  ok: number;
  /** The success body's schema, where the document gives it. */
  response?: z.ZodTypeAny;
  /** The success answer also comes as CSV, for `Accept: text/csv` (decision 050). */
  csv?: boolean;
  errors?: ApiErrorStatus[];
};

const id = z.string();
/** A CV travels as base64 in JSON; its rules are the expert form's (15 MB, PDF/DOC/DOCX/ODT). */
const CvBody = z.object({
  data: z.string().describe("The file's bytes, base64"),
  filename: z.string().describe("With its extension, which must match the bytes"),
  mimetype: z.string().optional(),
});
/**
 * What an expert offers (issue 36), as the expert form's schema checks it (app/validation/
 * expert-profile.ts). `absent` says what leaving a field out means in the body.
 */
const expertProfile = (absent: (otherwise: string) => string) => ({
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
const onCreate = (text: string) => text;
const onEdit = (text: string) => text.replace(/ Absent: .*$/, " Absent: unchanged");

/** The expert's own e-mail and phone (issue 37, decision 047). */
const expertContact = (absent: string) => ({
  email: z
    .string()
    .email()
    .max(254)
    .nullable()
    .describe(
      `The expert's own e-mail: the person is recognised by it (else by the phone) when another partner proposes them; null or "": none. Absent: ${absent}`,
    ),
  phone: z
    .string()
    .max(30)
    .nullable()
    .describe(
      `The expert's own phone (digits, spaces, +, -, parentheses; 040… is read as +35840…); null or "": none. Absent: ${absent}`,
    ),
});

const ExpertBody = (cvRequired: boolean) =>
  z.object({
    name: z.string().max(100),
    ...Object.fromEntries(
      Object.entries(expertContact(cvRequired ? "none" : "unchanged")).map(([name, schema]) => [
        name,
        schema.optional(),
      ]),
    ),
    sales_pitch: z.string().max(2000).optional(),
    cv: cvRequired ? CvBody : CvBody.optional().describe("Absent: the stored CV stays"),
    ...Object.fromEntries(
      Object.entries(expertProfile(cvRequired ? onCreate : onEdit)).map(([name, schema]) => [
        name,
        schema.optional(),
      ]),
    ),
  });

/** An expert as the experts calls answer it (app/api/experts.server.ts, apiExpert). */
const Expert = z
  .object({
    id: z.string(),
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
      first_gig: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable(),
      offered_count: z.number().int(),
    }),
    can_delete: z.boolean(),
  })
  // Named, so the document holds it once and each call refers to it.
  .openapi("Expert");
/** The expert's consent to be represented on an offer (decision 048). */
const offerConsent = {
  consent: z
    .enum(CANDIDATE_CONSENTS)
    .describe(
      "not-asked: the expert has no e-mail address (or the offer predates consent); waiting: a consent link was mailed; agreed (a freelancer offering themselves has agreed); declined: the proposal is withdrawn (status DECLINED) and the expert may be offered again",
    ),
  consent_at: z.string().datetime().nullable().describe("When the expert answered"),
};
/** An offer as the offer calls answer it (app/routes/api+/gigs_.$id_.candidates_.$expertId.ts). */
const Offer = z
  .object({
    id: z.string(),
    gig_id: z.number().int(),
    status: z.enum(CANDIDATE_STATUSES),
    stage: z.enum(CANDIDATE_STAGES),
    rate: z.number().int(),
    additional_description: z.string(),
    contact_id: z.string().nullable(),
    can_change: z.boolean(),
    ...offerConsent,
  })
  .openapi("Offer");
const GigCandidate = z
  .object({
    id: z.string(),
    expert_id: z.string(),
    expert_name: z.string(),
    status: z.enum(CANDIDATE_STATUSES),
    stage: z.enum(CANDIDATE_STAGES),
    rate: z.number().int(),
    can_change: z.boolean(),
    ...offerConsent,
  })
  .openapi("GigCandidate");
const MyGigPage = cursorPage(
  z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    offer_deadline: z.string().date(),
    accepts_offers: z.boolean(),
    pending: z.boolean(),
    candidates: z.array(
      z.object({
        id: z.string(),
        expert_name: z.string(),
        status: z.enum(CANDIDATE_STATUSES),
        stage: z.enum(CANDIDATE_STAGES),
        rate: z.number().int(),
        contact_name: z.string().nullable(),
        decline_reason: z.enum(DECLINE_REASONS).nullable(),
        can_change: z.boolean(),
        ...offerConsent,
      }),
    ),
  }),
);
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
const ExpertMatch = z
  .object({ expert_id: z.string(), name: z.string(), ...matchFields })
  .openapi("ExpertMatch");
const GigMatch = z
  .object({ gig_id: z.number().int(), title: z.string(), slug: z.string(), ...matchFields })
  .openapi("GigMatch");

/** A question on a gig (app/api/gig-questions.server.ts, decision 049). */
const GigQuestion = z
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
/**
 * The body AskQuestionSchema (app/validation/gig-questions.ts) reads; its lengths count the text
 * trimmed and with LF line breaks, which a generated schema cannot say.
 */
const AskQuestionBody = z.object({
  text: z
    .string()
    .min(QUESTION_MIN)
    .max(QUESTION_MAX)
    .describe("The question, trimmed; line breaks count as one character"),
});

const ExpertPage = cursorPage(Expert);
const GigQuery = z.object({
  q: z.string().optional(),
  status: z.enum(["all", "open", "closed"]).optional(),
  sort: z.enum(["deadline", "newest"]).optional(),
  // Each list filter of the page (repeated parameter), documented from the page's own table.
  ...Object.fromEntries(
    GIG_LIST_FILTER_KEYS.map((key) => {
      const filter: { values?: readonly [string, ...string[]] } = GIG_LIST_FILTERS[key];
      const item = filter.values ? z.enum(filter.values) : z.string().min(1).max(100);
      return [key, z.array(item).max(QUERY_ARRAY_MAX).optional()];
    }),
  ),
});

/** The caller's candidates on a gig (app/routes/api+/gigs_.$id_.candidates.ts). */
const GigCandidates = cursorPage(GigCandidate)
  .extend({
    submission_cap: z
      .number()
      .int()
      .nullable()
      .describe("How many candidates one partner may propose on the gig; null: no cap"),
    proposals_left: z
      .number()
      .int()
      .nullable()
      .describe("How many more the caller's company may propose; null: no cap"),
  })
  .openapi("GigCandidates");

/** `limit` and `cursor` of every paged list (app/api/paging.server.ts, decision 053). */
const PageQuery = z.object({
  limit: z
    .number()
    .int()
    .min(1)
    .max(LIMIT_MAX)
    .default(LIMIT_DEFAULT)
    .optional()
    .describe("Items per page"),
  cursor: z
    .string()
    .optional()
    .describe("Opaque: the previous page's next_cursor; absent for the first page"),
});
/** The gig list's own query with paging; the newsletter's saved search is its filters alone. */
const GigListQuery = GigQuery.merge(PageQuery);
/** Short ranked lists: one page, next_cursor always null (app/api/paging.server.ts topList). */
const ExpertMatchList = cursorPage(ExpertMatch);
const GigMatchList = cursorPage(GigMatch);
const GigQuestionPage = cursorPage(GigQuestion);

export const API_CALLS: Call[] = [
  {
    id: "signIn",
    method: "post",
    path: "/api/auth/local",
    tag: "signIn",
    auth: "none",
    body: CredentialsSchema,
    ok: 200,
    errors: [400, 403, 429],
  },
  {
    id: "signOut",
    method: "post",
    path: "/api/auth/logout",
    tag: "signIn",
    ok: 204,
  },
  {
    id: "getMe",
    method: "get",
    path: "/api/users/me",
    tag: "account",
    ok: 200,
  },
  {
    id: "getUserRecord",
    method: "get",
    path: "/api/users/current",
    tag: "account",
    ok: 200,
  },
  {
    id: "exportMyData",
    method: "get",
    path: "/api/users/current/export",
    tag: "account",
    ok: 200,
    // Named, so the document shows the export's shape once, as its own schema.
    response: MyDataExportSchema.openapi("MyDataExport"),
  },
  {
    id: "finishRegistration",
    method: "post",
    path: "/api/registrations",
    tag: "account",
    body: apiNamed(RegistrationDocSchema, REGISTRATION_FIELDS),
    ok: 201,
    errors: [400, 403, 404, 409, 410],
  },
  {
    id: "listGigs",
    method: "get",
    path: "/api/gigs",
    tag: "gigs",
    auth: "optional",
    query: GigListQuery,
    ok: 200,
  },
  {
    id: "getGig",
    method: "get",
    path: "/api/gigs/{id}",
    tag: "gigs",
    auth: "optional",
    params: ["id"],
    ok: 200,
    errors: [404],
  },
  {
    id: "listGigMatches",
    method: "get",
    path: "/api/gigs/{id}/matches",
    tag: "gigs",
    params: ["id"],
    ok: 200,
    response: ExpertMatchList,
    errors: [403, 404],
  },
  {
    id: "getGigContact",
    method: "get",
    path: "/api/gigs/{id}/contact-info",
    tag: "gigs",
    params: ["id"],
    ok: 200,
    errors: [404],
  },
  {
    id: "listGigQuestions",
    method: "get",
    path: "/api/gigs/{id}/questions",
    tag: "gigs",
    params: ["id"],
    query: PageQuery,
    ok: 200,
    response: GigQuestionPage,
    errors: [404],
  },
  {
    id: "askGigQuestion",
    method: "post",
    path: "/api/gigs/{id}/questions",
    tag: "gigs",
    params: ["id"],
    body: AskQuestionBody,
    ok: 201,
    response: GigQuestion,
    errors: [400, 403, 404, 409, 429],
  },
  {
    id: "listGigCandidates",
    method: "get",
    path: "/api/gigs/{id}/candidates",
    tag: "offers",
    params: ["id"],
    query: PageQuery,
    ok: 200,
    response: GigCandidates,
    errors: [403, 404],
  },
  {
    id: "offerExpert",
    method: "post",
    path: "/api/gigs/{id}/candidates/{expertId}",
    tag: "offers",
    params: ["id", "expertId"],
    body: apiNamed(ApiOfferSchema, OFFER_FIELDS),
    ok: 201,
    response: Offer,
    errors: [400, 403, 404, 409],
  },
  {
    id: "editOffer",
    method: "patch",
    path: "/api/gigs/{id}/candidates/{expertId}",
    tag: "offers",
    params: ["id", "expertId"],
    body: apiNamed(ApiOfferSchema, OFFER_FIELDS),
    ok: 200,
    response: Offer,
    errors: [400, 403, 404, 409],
  },
  {
    id: "withdrawOffer",
    method: "delete",
    path: "/api/gigs/{id}/candidates/{expertId}",
    tag: "offers",
    params: ["id", "expertId"],
    ok: 204,
    errors: [403, 404, 409],
  },
  {
    id: "listMyGigs",
    method: "get",
    path: "/api/my-gigs",
    tag: "offers",
    query: PageQuery.extend({ filter: z.enum(["all", "pending", "closed"]).optional() }),
    ok: 200,
    response: MyGigPage,
    csv: true,
    errors: [403],
  },
  {
    id: "updateUserRecord",
    method: "patch",
    path: "/api/users/current",
    tag: "account",
    body: MyDetailsPatchBody,
    ok: 200,
    errors: [400, 403],
  },
  {
    id: "getCompany",
    method: "get",
    path: "/api/company",
    tag: "company",
    ok: 200,
    errors: [403],
  },
  {
    id: "updateCompany",
    method: "patch",
    path: "/api/company",
    tag: "company",
    body: CompanyPatchBody,
    ok: 200,
    errors: [400, 403, 404, 409],
  },
  {
    id: "listUsers",
    method: "get",
    path: "/api/users",
    tag: "company",
    query: PageQuery,
    ok: 200,
    errors: [403],
  },
  {
    id: "removeUser",
    method: "delete",
    path: "/api/users/{id}",
    tag: "company",
    params: ["id"],
    ok: 200,
    errors: [403, 404, 409],
  },
  {
    id: "listInvites",
    method: "get",
    path: "/api/invites",
    tag: "company",
    query: PageQuery,
    ok: 200,
    errors: [403],
  },
  {
    id: "createInvite",
    method: "post",
    path: "/api/invites",
    tag: "company",
    body: InviteSchema,
    ok: 201,
    errors: [400, 403, 409, 429],
  },
  {
    id: "resendInvite",
    method: "put",
    path: "/api/invites/{id}",
    tag: "company",
    params: ["id"],
    body: ResendInviteSchema,
    ok: 200,
    errors: [400, 403, 404, 409],
  },
  {
    id: "deleteInvite",
    method: "delete",
    path: "/api/invites/{id}",
    tag: "company",
    params: ["id"],
    ok: 204,
    errors: [403, 404, 409],
  },
  {
    id: "getInvite",
    method: "get",
    path: "/api/invites/token/{token}",
    tag: "company",
    auth: "optional",
    params: ["token"],
    ok: 200,
    errors: [404, 409, 410],
  },
  {
    id: "listExperts",
    method: "get",
    path: "/api/experts",
    tag: "experts",
    query: PageQuery,
    ok: 200,
    response: ExpertPage,
    errors: [403],
  },
  {
    id: "createExpert",
    method: "post",
    path: "/api/experts",
    tag: "experts",
    body: ExpertBody(true),
    ok: 201,
    response: Expert,
    errors: [400, 403, 413],
  },
  {
    id: "getExpert",
    method: "get",
    path: "/api/experts/{id}",
    tag: "experts",
    params: ["id"],
    ok: 200,
    response: Expert,
    errors: [403, 404],
  },
  {
    id: "updateExpert",
    method: "put",
    path: "/api/experts/{id}",
    tag: "experts",
    params: ["id"],
    body: ExpertBody(false),
    ok: 200,
    response: Expert,
    errors: [400, 403, 404, 409, 413],
  },
  {
    id: "deleteExpert",
    method: "delete",
    path: "/api/experts/{id}",
    tag: "experts",
    params: ["id"],
    ok: 200,
    errors: [403, 404, 409],
  },
  {
    id: "listExpertMatches",
    method: "get",
    path: "/api/experts/{id}/matches",
    tag: "experts",
    params: ["id"],
    ok: 200,
    response: GigMatchList,
    errors: [403, 404],
  },
  {
    id: "getExpertCv",
    method: "get",
    path: "/api/experts/{id}/cv",
    tag: "experts",
    params: ["id"],
    ok: 200,
    errors: [403, 404],
  },
  {
    id: "listCountries",
    method: "get",
    path: "/api/countries",
    tag: "reference",
    auth: "none",
    ok: 200,
  },
  {
    id: "listCapabilities",
    method: "get",
    path: "/api/capabilities",
    tag: "reference",
    auth: "none",
    ok: 200,
  },
  {
    id: "subscribeGigsletter",
    method: "post",
    path: "/api/gigsletter/subscriptions",
    tag: "newsletter",
    auth: "none",
    body: NewsletterSchema.pick({ email: true }).extend({
      search: GigQuery.omit({ status: true, sort: true })
        .optional()
        .describe("A gig search to keep: the newsletter then lists only its new gigs"),
    }),
    ok: 200,
    errors: [400, 403, 429],
  },
  {
    id: "registerAccount",
    method: "post",
    path: "/api/auth/local/register",
    tag: "signIn",
    auth: "none",
    body: RegisterSchema,
    ok: 200,
    errors: [400, 409, 429],
  },
  {
    id: "forgotPassword",
    method: "post",
    path: "/api/auth/forgot-password",
    tag: "signIn",
    auth: "none",
    body: EmailSchema,
    ok: 200,
    errors: [400, 429],
  },
  {
    id: "resetPassword",
    method: "post",
    path: "/api/auth/reset-password",
    tag: "signIn",
    auth: "none",
    body: ResetPasswordFields,
    ok: 200,
    errors: [400, 403],
  },
  {
    id: "changePassword",
    method: "post",
    path: "/api/auth/change-password",
    tag: "signIn",
    body: ChangePasswordFields,
    ok: 200,
    errors: [400, 403, 429],
  },
  {
    id: "sendEmailConfirmation",
    method: "post",
    path: "/api/auth/send-email-confirmation",
    tag: "signIn",
    auth: "none",
    body: EmailSchema,
    ok: 200,
    errors: [400, 502],
  },
  {
    id: "connectProvider",
    method: "get",
    path: "/api/connect/{provider}",
    tag: "signIn",
    auth: "none",
    params: ["provider"],
    ok: 302,
    errors: [404, 502],
  },
  {
    id: "providerCallback",
    method: "get",
    path: "/api/auth/{provider}/callback",
    tag: "signIn",
    auth: "none",
    params: ["provider"],
    query: z.object({ code: z.string(), state: z.string() }),
    ok: 200,
    errors: [400, 403, 404, 502],
  },
];

/** The document, built once per process. */
let document: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

export function openApiDocument(origin: string) {
  if (!document) {
    const registry = new OpenAPIRegistry();
    const bearer = registry.registerComponent("securitySchemes", "bearer", {
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    const error = registry.register("Error", ErrorBody);
    for (const call of API_CALLS) {
      const auth = call.auth ?? "required";
      registry.registerPath({
        method: call.method,
        path: call.path,
        operationId: call.id,
        summary: apiDocsEn.calls[call.id].summary,
        tags: [apiDocsEn.tags[call.tag]],
        security:
          auth === "none"
            ? []
            : auth === "optional"
              ? [{}, { [bearer.name]: [] }]
              : [{ [bearer.name]: [] }],
        request: {
          params: call.params
            ? z.object(Object.fromEntries(call.params.map((name) => [name, id])))
            : undefined,
          query: call.query,
          body: call.body
            ? { content: { "application/json": { schema: forDocs(call.body) } }, required: true }
            : undefined,
        },
        responses: {
          [call.ok]: {
            description: apiDocsEn.calls[call.id].ok,
            ...(call.response || call.csv
              ? {
                  content: {
                    ...(call.response
                      ? { "application/json": { schema: call.response } }
                      : call.csv
                        ? { "application/json": { schema: z.unknown() } }
                        : {}),
                    ...(call.csv ? { "text/csv": { schema: z.string() } } : {}),
                  },
                }
              : {}),
          },
          ...Object.fromEntries(
            [...(auth === "required" ? [401 as const] : []), ...(call.errors ?? [])].map(
              (status) => [
                status,
                {
                  description: apiDocsEn.errors[status],
                  content: { "application/json": { schema: error } },
                },
              ],
            ),
          ),
        },
      });
    }
    document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "GigPartners API",
        version: "1",
        description: apiDocsEn.intro,
      },
      servers: [{ url: origin }],
    });
  }
  return document;
}
