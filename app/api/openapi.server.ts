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
import { NewsletterSchema } from "~/validation/newsletter";
import { CompanyPatchBody, MyDetailsPatchBody } from "./company.server";
import { PROVIDERS } from "~/auth/providers.server";
import { MyDataExportSchema } from "./my-data.server";
import { GigSearchQuery } from "./gig-list.server";
import { headersOf, requestHeadersOf, statusesOf } from "./openapi-by-kind.server";
import { LIMIT_DEFAULT, LIMIT_MAX } from "./paging.server";
import { QUESTION_MAX, QUESTION_MIN } from "~/validation/gig-questions";
import { AccountCreated, ConfirmationRequested, ResetRequested, TokenAnswer } from "./schemas/auth";
import { Company, InviteList, InviteLookup, InviteSent } from "./schemas/company";
import { CV_MIMETYPES, Expert, ExpertDeleted, ExpertPage, expertProfile } from "./schemas/experts";
import {
  ExpertMatchList,
  Gig,
  GigContact,
  GigMatchList,
  GigPage,
  GigQuestion,
  GigQuestionList,
} from "./schemas/gigs";
import { GigId, TextId } from "./schemas/ids";
import { GigCandidates, MyGigPage, Offer } from "./schemas/offers";
import {
  CapabilityList,
  CountryList,
  NewsletterRefused,
  NewsletterSignedUp,
} from "./schemas/reference";
import {
  Account,
  CompanyUserList,
  CurrentUser,
  CurrentUserPatched,
  Registered,
  UserRemoved,
} from "./schemas/users";

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
  /** Path parameters, typed as the ids they carry. */
  params?: Record<string, z.ZodTypeAny>;
  query?: z.AnyZodObject;
  /** The success status. */
  ok: number;
  /**
   * The success body's schema: the one the handler's shaping function is typed by (app/api/
   * schemas), so the two cannot differ. None for 204 and 302.
   */
  response?: z.ZodTypeAny;
  /** The success answer is a file of one of these types instead of JSON. */
  file?: readonly string[];
  /** Also answers 204 without a body (users/current before registration is finished). */
  noContent?: true;
  /** An error status that may also answer another body than the Error shape. */
  errorBodies?: Partial<Record<ApiErrorStatus, z.ZodTypeAny>>;
  /** The success answer also comes as CSV, for `Accept: text/csv` (decision 050). */
  csv?: boolean;
  errors?: ApiErrorStatus[];
};

/** A CV travels as base64 in JSON; its rules are the expert form's (15 MB, PDF/DOC/DOCX/ODT). */
const CvBody = z.object({
  data: z.string().describe("The file's bytes, base64"),
  filename: z.string().describe("With its extension, which must match the bytes"),
  mimetype: z.string().optional(),
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

/** The gig search's parameters as GET /api/gigs reads them (app/api/gig-list.server.ts). */
const GigQuery = GigSearchQuery;

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

export const API_CALLS: Call[] = [
  {
    id: "signIn",
    method: "post",
    path: "/api/auth/local",
    tag: "signIn",
    auth: "none",
    body: CredentialsSchema,
    ok: 200,
    response: TokenAnswer,
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
    response: Account,
  },
  {
    id: "getUserRecord",
    method: "get",
    path: "/api/users/current",
    tag: "account",
    ok: 200,
    response: CurrentUser,
    noContent: true,
  },
  {
    id: "exportMyData",
    method: "get",
    path: "/api/users/current/export",
    tag: "account",
    ok: 200,
    // Named, so the document shows the export's shape once, as its own schema.
    response: MyDataExportSchema.openapi("MyDataExport"),
    errors: [429],
  },
  {
    id: "finishRegistration",
    method: "post",
    path: "/api/registrations",
    tag: "account",
    body: apiNamed(RegistrationDocSchema, REGISTRATION_FIELDS),
    ok: 201,
    response: Registered,
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
    response: GigPage,
  },
  {
    id: "getGig",
    method: "get",
    path: "/api/gigs/{id}",
    tag: "gigs",
    auth: "optional",
    params: { id: GigId },
    ok: 200,
    response: Gig,
    errors: [404],
  },
  {
    id: "listGigMatches",
    method: "get",
    path: "/api/gigs/{id}/matches",
    tag: "gigs",
    params: { id: GigId },
    ok: 200,
    response: ExpertMatchList,
    errors: [403, 404],
  },
  {
    id: "getGigContact",
    method: "get",
    path: "/api/gigs/{id}/contact-info",
    tag: "gigs",
    params: { id: GigId },
    ok: 200,
    response: GigContact,
    errors: [404],
  },
  {
    id: "listGigQuestions",
    method: "get",
    path: "/api/gigs/{id}/questions",
    tag: "gigs",
    params: { id: GigId },
    query: PageQuery,
    ok: 200,
    response: GigQuestionList,
    errors: [404],
  },
  {
    id: "askGigQuestion",
    method: "post",
    path: "/api/gigs/{id}/questions",
    tag: "gigs",
    params: { id: GigId },
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
    params: { id: GigId },
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
    params: { id: GigId, expertId: TextId },
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
    params: { id: GigId, expertId: TextId },
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
    params: { id: GigId, expertId: TextId },
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
    response: CurrentUserPatched,
    errors: [400, 403],
  },
  {
    id: "getCompany",
    method: "get",
    path: "/api/company",
    tag: "company",
    ok: 200,
    response: Company,
    errors: [403],
  },
  {
    id: "updateCompany",
    method: "patch",
    path: "/api/company",
    tag: "company",
    body: CompanyPatchBody,
    ok: 200,
    response: Company,
    errors: [400, 403, 404, 409],
  },
  {
    id: "listUsers",
    method: "get",
    path: "/api/users",
    tag: "company",
    query: PageQuery,
    ok: 200,
    response: CompanyUserList,
    errors: [403],
  },
  {
    id: "removeUser",
    method: "delete",
    path: "/api/users/{id}",
    tag: "company",
    params: { id: TextId },
    ok: 200,
    response: UserRemoved,
    errors: [403, 404, 409],
  },
  {
    id: "listInvites",
    method: "get",
    path: "/api/invites",
    tag: "company",
    query: PageQuery,
    ok: 200,
    response: InviteList,
    errors: [403],
  },
  {
    id: "createInvite",
    method: "post",
    path: "/api/invites",
    tag: "company",
    body: InviteSchema,
    ok: 201,
    response: InviteSent,
    errors: [400, 403, 409, 429],
  },
  {
    id: "resendInvite",
    method: "put",
    path: "/api/invites/{id}",
    tag: "company",
    params: { id: TextId },
    body: ResendInviteSchema,
    ok: 200,
    response: InviteSent,
    errors: [400, 403, 404, 409, 429],
  },
  {
    id: "deleteInvite",
    method: "delete",
    path: "/api/invites/{id}",
    tag: "company",
    params: { id: TextId },
    ok: 204,
    errors: [403, 404, 409],
  },
  {
    id: "getInvite",
    method: "get",
    path: "/api/invites/token/{token}",
    tag: "company",
    auth: "optional",
    params: { token: z.string() },
    ok: 200,
    response: InviteLookup,
    errors: [400, 404, 409, 410],
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
    params: { id: TextId },
    ok: 200,
    response: Expert,
    errors: [403, 404],
  },
  {
    id: "updateExpert",
    method: "put",
    path: "/api/experts/{id}",
    tag: "experts",
    params: { id: TextId },
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
    params: { id: TextId },
    ok: 200,
    response: ExpertDeleted,
    errors: [403, 404, 409],
  },
  {
    id: "listExpertMatches",
    method: "get",
    path: "/api/experts/{id}/matches",
    tag: "experts",
    params: { id: TextId },
    ok: 200,
    response: GigMatchList,
    errors: [403, 404],
  },
  {
    id: "getExpertCv",
    method: "get",
    path: "/api/experts/{id}/cv",
    tag: "experts",
    params: { id: TextId },
    ok: 200,
    file: CV_MIMETYPES,
    errors: [403, 404],
  },
  {
    id: "listCountries",
    method: "get",
    path: "/api/countries",
    tag: "reference",
    auth: "none",
    ok: 200,
    response: CountryList,
  },
  {
    id: "listCapabilities",
    method: "get",
    path: "/api/capabilities",
    tag: "reference",
    auth: "none",
    ok: 200,
    response: CapabilityList,
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
    response: NewsletterSignedUp,
    errors: [400, 403, 429],
    errorBodies: { 403: NewsletterRefused },
  },
  {
    id: "registerAccount",
    method: "post",
    path: "/api/auth/local/register",
    tag: "signIn",
    auth: "none",
    body: RegisterSchema,
    ok: 200,
    response: AccountCreated,
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
    response: ResetRequested,
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
    response: TokenAnswer,
    errors: [400, 403],
  },
  {
    id: "changePassword",
    method: "post",
    path: "/api/auth/change-password",
    tag: "signIn",
    body: ChangePasswordFields,
    ok: 200,
    response: TokenAnswer,
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
    response: ConfirmationRequested,
    errors: [400, 502],
  },
  {
    id: "connectProvider",
    method: "get",
    path: "/api/connect/{provider}",
    tag: "signIn",
    auth: "none",
    params: { provider: z.enum(PROVIDERS) },
    ok: 302,
    errors: [400, 404, 502],
  },
  {
    id: "providerCallback",
    method: "get",
    path: "/api/auth/{provider}/callback",
    tag: "signIn",
    auth: "none",
    params: { provider: z.enum(PROVIDERS) },
    // Either `code` and `state` (the redirect) or `access_token` (decision 055).
    query: z.object({
      code: z
        .string()
        .optional()
        .describe("The redirect's authorization code; with `state`, instead of `access_token`"),
      state: z
        .string()
        .optional()
        .describe("The redirect's state; the state cookie of the connect call must come along"),
      access_token: z
        .string()
        .max(4096)
        .optional()
        .describe(
          "A provider access token the client obtained itself (scopes openid and email), instead of `code` and `state`; the provider's userinfo endpoint says whose it is",
        ),
    }),
    ok: 200,
    response: TokenAnswer,
    errors: [400, 401, 403, 404, 429, 502],
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
          params: call.params ? z.object(call.params) : undefined,
          query: call.query,
          headers: requestHeadersOf(call),
          body: call.body
            ? { content: { "application/json": { schema: forDocs(call.body) } }, required: true }
            : undefined,
        },
        responses: {
          [call.ok]: {
            description: apiDocsEn.calls[call.id].ok,
            headers: headersOf(call, call.ok),
            ...(call.response || call.file
              ? {
                  content: {
                    ...(call.response ? { "application/json": { schema: call.response } } : {}),
                    ...(call.csv ? { "text/csv": { schema: z.string() } } : {}),
                    ...Object.fromEntries(
                      (call.file ?? []).map((type) => [
                        type,
                        { schema: z.string().openapi({ format: "binary" }) },
                      ]),
                    ),
                  },
                }
              : {}),
          },
          ...(call.noContent ? { 204: { description: apiDocsEn.errors[204] } } : {}),
          ...Object.fromEntries(
            statusesOf(call).map((status) => [
              status,
              {
                description: apiDocsEn.errors[status],
                headers: headersOf(call, status),
                ...(status < 400
                  ? {}
                  : {
                      content: {
                        "application/json": {
                          schema: call.errorBodies?.[status]
                            ? z.union([error, call.errorBodies[status]])
                            : error,
                        },
                      },
                    }),
              },
            ]),
          ),
        },
      });
    }
    document = nullableEnums(
      new OpenApiGeneratorV31(registry.definitions).generateDocument({
        openapi: "3.1.0",
        info: {
          title: "GigPartners API",
          version: "1",
          description: apiDocsEn.intro,
        },
        servers: [{ url: origin }],
      }),
    );
  }
  return document;
}

/**
 * zod-to-openapi 7 writes a nullable enum as `type: [string, null]` with an `enum` that lacks
 * null, which every validator reads as "never null": null is added to such enums.
 */
function nullableEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(nullableEnums);
  else if (node && typeof node === "object") {
    const schema = node as { type?: unknown; enum?: unknown[] };
    if (Array.isArray(schema.type) && schema.type.includes("null") && schema.enum)
      // A new array: the generator shares one enum between a schema's nullable and plain uses.
      if (!schema.enum.includes(null)) schema.enum = [...schema.enum, null];
    Object.values(node).forEach(nullableEnums);
  }
  return node;
}
