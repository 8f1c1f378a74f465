import {
  extendZodWithOpenApi,
  OpenApiGeneratorV31,
  OpenAPIRegistry,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  ChangePasswordFields,
  CredentialsSchema,
  EmailSchema,
  RegisterSchema,
  ResetPasswordFields,
} from "./__api-auth.server";
import { ApiOfferSchema, OFFER_FIELDS } from "./__api-offers.server";
import { RegistrationSchema, REGISTRATION_FIELDS } from "./__api-registration.server";
import { InviteSchema, ResendInviteSchema } from "~/validation/invite";
import { NewsletterSchema } from "~/validation/newsletter";
import { CompanyPatchBody, MyDetailsPatchBody } from "./__api-company.server";

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
  method: Method;
  path: string;
  summary: string;
  tag: string;
  auth?: "required" | "optional" | "none";
  body?: z.ZodTypeAny;
  params?: string[];
  query?: z.AnyZodObject;
  ok: { status: number; description: string };
  errors?: number[];
};

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input: `details` names each field and its messages",
  401: "No token, or a wrong, expired or revoked one",
  403: "Not allowed for this caller",
  404: "No such object, or another company's",
  409: "The data's state refuses it (`code` says why)",
  413: "The body is too large",
  415: "The body is not JSON",
  429: "Too many attempts; wait and retry",
};

const id = z.string();
/** A CV travels as base64 in JSON; its rules are the expert form's (15 MB, PDF/DOC/DOCX/ODT). */
const CvBody = z.object({
  data: z.string().describe("The file's bytes, base64"),
  filename: z.string().describe("With its extension, which must match the bytes"),
  mimetype: z.string().optional(),
});
const ExpertBody = (cvRequired: boolean) =>
  z.object({
    name: z.string().max(100),
    sales_pitch: z.string().max(2000).optional(),
    cv: cvRequired ? CvBody : CvBody.optional().describe("Absent: the stored CV stays"),
  });
const GigQuery = z.object({
  q: z.string().optional(),
  status: z.enum(["all", "open", "closed"]).optional(),
  sort: z.enum(["deadline", "newest"]).optional(),
  page: z.number().int().optional(),
  mode: z.array(z.enum(["onsite", "remote", "hybrid"])).optional(),
  language: z.array(z.string()).optional(),
  location: z.array(z.string()).optional(),
  skill: z.array(z.string()).optional(),
});

const PageQuery = z.object({
  page: z.number().int().optional(),
  page_size: z.number().int().min(1).max(100).optional(),
});

export const API_CALLS: Call[] = [
  {
    method: "post",
    path: "/api/auth/local",
    tag: "Sign-in",
    summary: "Sign in with e-mail and password: `{ jwt, expires_at, user }`",
    auth: "none",
    body: CredentialsSchema,
    ok: {
      status: 200,
      description: "A token for the Authorization header (Bearer) and the account",
    },
    errors: [400, 403, 429],
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Sign-in",
    summary: "End the token's session (every copy of the token stops working)",
    ok: { status: 204, description: "Signed out" },
  },
  {
    method: "get",
    path: "/api/users/me",
    tag: "Account",
    summary: "The signed-in account",
    ok: { status: 200, description: "The account" },
  },
  {
    method: "get",
    path: "/api/users/current",
    tag: "Account",
    summary: "The partner's user record; 204 before registration is finished",
    ok: { status: 200, description: "The user record" },
  },
  {
    method: "post",
    path: "/api/registrations",
    tag: "Account",
    summary: "Finish registration with a company, or join one with an invite token",
    body: apiNamed(RegistrationSchema, REGISTRATION_FIELDS),
    ok: { status: 201, description: "`{ company_id }`" },
    errors: [400, 403, 404, 409, 410],
  },
  {
    method: "get",
    path: "/api/gigs",
    tag: "Gigs",
    summary: "Published gigs with the /gigs filters (arrays as repeated parameters), in `items`",
    auth: "optional",
    query: GigQuery,
    ok: { status: 200, description: "`{ items, total, total_is_capped, page, pages, page_size }`" },
  },
  {
    method: "get",
    path: "/api/gigs/{id}",
    tag: "Gigs",
    summary: "One published gig",
    auth: "optional",
    params: ["id"],
    ok: { status: 200, description: "The gig" },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/gigs/{id}/contact-info",
    tag: "Gigs",
    summary: "The gig's contact person (signed-in callers)",
    params: ["id"],
    ok: { status: 200, description: "`{ name, email, phone }`" },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/gigs/{id}/candidates",
    tag: "Offers",
    summary: "The caller's company's candidates on the gig, in `items`",
    params: ["id"],
    ok: { status: 200, description: "`{ items }`" },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/gigs/{id}/candidates/{expertId}",
    tag: "Offers",
    summary: "Offer an expert (the contact person defaults to the caller)",
    params: ["id", "expertId"],
    body: apiNamed(ApiOfferSchema, OFFER_FIELDS),
    ok: { status: 201, description: "The offer" },
    errors: [400, 403, 404, 409],
  },
  {
    method: "patch",
    path: "/api/gigs/{id}/candidates/{expertId}",
    tag: "Offers",
    summary: "Edit the proposal while it is in evaluation",
    params: ["id", "expertId"],
    body: apiNamed(ApiOfferSchema, OFFER_FIELDS),
    ok: { status: 200, description: "The offer" },
    errors: [400, 403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/gigs/{id}/candidates/{expertId}",
    tag: "Offers",
    summary: "Withdraw the offer while it is in evaluation",
    params: ["id", "expertId"],
    ok: { status: 204, description: "Withdrawn" },
    errors: [403, 404, 409],
  },
  {
    method: "get",
    path: "/api/my-gigs",
    tag: "Offers",
    summary:
      "Gigs with the caller's company's candidates (`?filter=all|pending|closed`), 20 a page in `items`",
    query: PageQuery.extend({ filter: z.enum(["all", "pending", "closed"]).optional() }),
    ok: { status: 200, description: "`{ items, total, page, pages, page_size }`" },
    errors: [403],
  },
  {
    method: "patch",
    path: "/api/users/current",
    tag: "Account",
    summary: "Change the user record's fields (any subset)",
    body: MyDetailsPatchBody,
    ok: { status: 200, description: "The user record" },
    errors: [400, 403],
  },
  {
    method: "get",
    path: "/api/company",
    tag: "Company",
    summary: "The caller's company (or a freelancer's own details)",
    ok: { status: 200, description: "The company" },
    errors: [403],
  },
  {
    method: "patch",
    path: "/api/company",
    tag: "Company",
    summary: "Change the company's details; the partner type stays (only support can change it)",
    body: CompanyPatchBody,
    ok: { status: 200, description: "The company" },
    errors: [400, 403, 404, 409],
  },
  {
    method: "get",
    path: "/api/users",
    tag: "Company",
    summary: "The company's users, in `items`",
    ok: { status: 200, description: "`{ items }`" },
    errors: [403],
  },
  {
    method: "delete",
    path: "/api/users/{id}",
    tag: "Company",
    summary: "Remove a colleague (mailed; the contact person is handed over)",
    params: ["id"],
    ok: { status: 200, description: "`{ id, mail_sent, contact_person_handed_over }`" },
    errors: [403, 404, 409],
  },
  {
    method: "get",
    path: "/api/invites",
    tag: "Company",
    summary: "The company's invites with their state, in `items`",
    ok: { status: 200, description: "`{ items }`" },
    errors: [403],
  },
  {
    method: "post",
    path: "/api/invites",
    tag: "Company",
    summary: "Invite a person by e-mail (valid 14 days)",
    body: InviteSchema,
    ok: { status: 201, description: "The invite, with `mail_sent`" },
    errors: [400, 403, 409, 429],
  },
  {
    method: "put",
    path: "/api/invites/{id}",
    tag: "Company",
    summary: "Send the invite again with a new link (the old one stops working)",
    params: ["id"],
    body: ResendInviteSchema,
    ok: { status: 200, description: "The invite" },
    errors: [400, 403, 404, 409],
  },
  {
    method: "delete",
    path: "/api/invites/{id}",
    tag: "Company",
    summary: "Delete the invite: its link stops working at once",
    params: ["id"],
    ok: { status: 204, description: "Deleted" },
    errors: [403, 404, 409],
  },
  {
    method: "get",
    path: "/api/invites/token/{token}",
    tag: "Company",
    summary: "Who invites, to which company, and the invite's state (`?email=` checks the address)",
    auth: "optional",
    params: ["token"],
    ok: { status: 200, description: "The invite" },
    errors: [404, 409, 410],
  },
  {
    method: "get",
    path: "/api/experts",
    tag: "Experts",
    summary: "The company's experts by name, 25 a page in `items`",
    query: PageQuery,
    ok: { status: 200, description: "`{ items, total, page, pages, page_size }`" },
    errors: [403],
  },
  {
    method: "post",
    path: "/api/experts",
    tag: "Experts",
    summary: "Add an expert with a CV",
    body: ExpertBody(true),
    ok: { status: 201, description: "The expert" },
    errors: [400, 403, 413],
  },
  {
    method: "get",
    path: "/api/experts/{id}",
    tag: "Experts",
    summary: "One expert",
    params: ["id"],
    ok: { status: 200, description: "The expert" },
    errors: [403, 404],
  },
  {
    method: "put",
    path: "/api/experts/{id}",
    tag: "Experts",
    summary: "Change an expert; the CV is optional",
    params: ["id"],
    body: ExpertBody(false),
    ok: { status: 200, description: "The expert" },
    errors: [400, 403, 404, 413],
  },
  {
    method: "delete",
    path: "/api/experts/{id}",
    tag: "Experts",
    summary: "Delete an expert not yet offered beyond evaluation (withdrawn from active gigs)",
    params: ["id"],
    ok: { status: 200, description: "`{ id, deleted, withdrawn }`" },
    errors: [403, 404, 409],
  },
  {
    method: "get",
    path: "/api/experts/{id}/cv",
    tag: "Experts",
    summary: "The CV's bytes, with Content-Type and Content-Disposition (filename)",
    params: ["id"],
    ok: { status: 200, description: "The file" },
    errors: [403, 404],
  },
  {
    method: "get",
    path: "/api/countries",
    tag: "Reference",
    summary: "Countries, named in the Accept-Language language",
    auth: "none",
    ok: { status: 200, description: "`[{ code, name }]`" },
  },
  {
    method: "get",
    path: "/api/capabilities",
    tag: "Reference",
    summary: "Capabilities, named in the Accept-Language language",
    auth: "none",
    ok: { status: 200, description: "`[{ id, name }]`" },
  },
  {
    method: "post",
    path: "/api/gigsletter/subscriptions",
    tag: "Newsletter",
    summary: "Subscribe to the weekday gig newsletter: `SUCCESS`, or 403 `FAILED_INVALID_EMAIL`",
    auth: "none",
    body: NewsletterSchema.pick({ email: true }),
    ok: { status: 200, description: '`{ result: "SUCCESS" }`' },
    errors: [400, 403, 429],
  },
  {
    method: "post",
    path: "/api/auth/local/register",
    tag: "Sign-in",
    summary:
      "Create an e-mail and password account and mail its verification link: `{ user, email_confirmation_sent }`, no token (sign-in waits for the link)",
    auth: "none",
    body: RegisterSchema,
    ok: { status: 200, description: "The new, unverified account" },
    errors: [400, 409, 429],
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    tag: "Sign-in",
    summary:
      "Mail a password reset link (its `token` is the reset `code`); the same answer whether or not the account exists",
    auth: "none",
    body: EmailSchema,
    ok: { status: 200, description: "`{ ok: true }`" },
    errors: [400, 429],
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    tag: "Sign-in",
    summary:
      "Set a new password with the e-mailed code: every session ends, then `{ jwt, expires_at, user }`",
    auth: "none",
    body: ResetPasswordFields,
    ok: { status: 200, description: "A token for the new session and the account" },
    errors: [400, 403],
  },
  {
    method: "post",
    path: "/api/auth/change-password",
    tag: "Sign-in",
    summary:
      "Change the password: every other session ends (their tokens stop working); a fresh token for this one",
    body: ChangePasswordFields,
    ok: { status: 200, description: "`{ jwt, expires_at, user }`" },
    errors: [400, 403, 429],
  },
  {
    method: "post",
    path: "/api/auth/send-email-confirmation",
    tag: "Sign-in",
    summary:
      "Send the verification link again to an unverified account; the same answer for every address",
    auth: "none",
    body: EmailSchema,
    ok: { status: 200, description: "`{ email, sent: true }`" },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/connect/{provider}",
    tag: "Sign-in",
    summary:
      "Start sign-in with `google` or `microsoft` (OpenID Connect, PKCE): a redirect to the provider, which returns to the callback",
    auth: "none",
    params: ["provider"],
    ok: { status: 302, description: "To the provider's authorization endpoint" },
    errors: [404, 502],
  },
  {
    method: "get",
    path: "/api/auth/{provider}/callback",
    tag: "Sign-in",
    summary:
      "Where the provider returns (`code`, `state`; the state cookie of the connect call must come along): `{ jwt, expires_at, user }`",
    auth: "none",
    params: ["provider"],
    query: z.object({ code: z.string(), state: z.string() }),
    ok: { status: 200, description: "A token and the account" },
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
        summary: call.summary,
        tags: [call.tag],
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
          [call.ok.status]: { description: call.ok.description },
          ...Object.fromEntries(
            [...(auth === "required" ? [401] : []), ...(call.errors ?? [])].map((status) => [
              status,
              {
                description: ERROR_TEXT[status] ?? "Refused",
                content: { "application/json": { schema: error } },
              },
            ]),
          ),
        },
      });
    }
    document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "GigPartners API",
        version: "1",
        description:
          "The partner marketplace's JSON API. Sign in with `POST /api/auth/local`, then send `Authorization: Bearer <jwt>`. Every error is `{ error: { status, code, message, details } }`.",
      },
      servers: [{ url: origin }],
    });
  }
  return document;
}
