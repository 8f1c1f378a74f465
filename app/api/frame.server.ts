import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { bearerToken, checkApiToken } from "~/auth/api-token.server";
import { isRegistered, type RegisteredUser } from "~/auth/guards.server";
import { getSessionUser, sessionUserByKey, type SessionUser } from "~/auth/session.server";
import { isDatabaseUnavailable } from "~/db/errors.server";
import { isDomainError } from "~/domain/shared/errors";
import { getT } from "~/i18n/i18n.server";
import {
  ApiError,
  apiErrorResponse,
  apiJson,
  bearerChallenge,
  codeOfStatus,
} from "~/api/errors.server";
import { readQuery, type QuerySchema } from "~/api/query.server";
import { hasNulCharacter } from "~/server/forms/form-limits.server";
import {
  isDeferredUpload,
  MAX_JSON_UPLOAD_BYTES,
  readBodyWithin,
} from "~/server/forms/request-body.server";
import { takeUploadSlot, UPLOAD_RETRY_AFTER_S } from "~/server/forms/upload-slots.server";
import { describeDomainError } from "~/server/forms/domain-errors.server";
import { checkIfMatch, etagOf, noneMatch } from "~/api/etag.server";
import {
  claimKey,
  IdempotentReplay,
  idempotencyKeyOf,
  replayResponse,
  settleKey,
  type KeyHolder,
} from "~/api/idempotency.server";
import { rateLimitHeaders } from "~/api/rate-limit-headers.server";
import { newRequestId } from "~/utils/request-id.server";
import { currentRequestId } from "~/utils/request-scope.server";
import { logger } from "~/utils/logger.server";
import { translateMessage } from "~/validation/messages";

/*
 * The JSON API's one frame (docs/decisions/013-json-api.md): every /api route is
 * `apiRoute({ GET, POST, ... })`, which answers an unknown method with 405, finds the caller
 * (a bearer token, or the session cookie for same-origin calls), reads and validates a JSON body
 * with the same zod schemas as the pages, and turns every failure into the one error shape.
 */

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Zod issues as the pages' field errors: field name -> translated messages. */
function fieldDetails(error: z.ZodError, t: TFunction, apiName: Record<string, string> = {}) {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const [first, ...rest] = path;
    const field =
      apiName[path.join(".")] ??
      [first === undefined ? "_" : (apiName[first] ?? first), ...rest].join(".");
    (details[field] ??= []).push(translateMessage(t, issue.message));
  }
  return details;
}

export type ApiUser = SessionUser;

export type ApiContext = {
  request: Request;
  params: Params;
  /** The caller, or null when the call carries neither a token nor a session cookie. */
  optionalUser(): Promise<ApiUser | null>;
  /** The caller; 401 without one. */
  user(): Promise<ApiUser>;
  /**
   * The JSON body, validated by `schema`; 400 with field details otherwise. `fields` renames the
   * API's snake_case names to the schema's (the pages' zod schemas), and details name the API's.
   */
  body<S extends z.ZodTypeAny>(schema: S, fields?: Record<string, string>): Promise<z.output<S>>;
  /**
   * The query string, read strictly by `schema` (app/api/query.server.ts): arrays only from
   * repeated names of `queryList` fields; 400 `invalid-query` naming each refused parameter.
   */
  query<S extends QuerySchema>(schema: S): Promise<z.output<S>>;
  t: TFunction;
};

async function resolveUser(request: Request): Promise<ApiUser | null> {
  const token = bearerToken(request);
  if (token === undefined) {
    const user = await getSessionUser(request);
    // A staff session that has not passed its second step is not signed in yet.
    if (user?.role === "staff" && !user.second_factor_at) return null;
    return user;
  }
  const claims = token ? await checkApiToken(token) : "invalid";
  if (claims === "expired")
    throw new ApiError(
      401,
      "invalid-token",
      "api.errors.invalidToken",
      { reason: "expired" },
      {
        "WWW-Authenticate": bearerChallenge("invalid_token", "The token has expired"),
      },
    );
  if (claims === "invalid")
    throw new ApiError(
      401,
      "invalid-token",
      "api.errors.invalidToken",
      { reason: "invalid" },
      {
        "WWW-Authenticate": bearerChallenge(
          "invalid_token",
          "The token is malformed or its signature is not valid",
        ),
      },
    );
  const user = await sessionUserByKey(claims.sessionKey);
  if (!user || user.id !== claims.userId)
    throw new ApiError(401, "revoked-token", "api.errors.revokedToken", null, {
      "WWW-Authenticate": bearerChallenge("invalid_token", "The token's session has ended"),
    });
  return user;
}

function parseJsonBody(request: Request, text: string): unknown {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (text.trim() === "") return {};
  if (type !== "application/json")
    throw new ApiError(415, "unsupported-media-type", "api.errors.unsupportedType");
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "malformed-json", "api.errors.malformedJson");
  }
  // As in forms (app/server/forms/form-limits.server.ts): PostgreSQL refuses NUL in text.
  if (hasNulCharacter(value))
    throw new ApiError(400, "bad-request", "api.errors.nulCharacter", { reason: "nul-byte" });
  return value;
}

/**
 * A "json-upload" body the guard left unread (app/server/forms/request-body.server.ts): read only for
 * an authenticated caller (401 before a byte is read) and within an upload slot (503 when all
 * are taken), under MAX_JSON_UPLOAD_BYTES (413); the slot is held until the body is validated.
 */
async function withUploadBody<T>(
  request: Request,
  caller: () => Promise<ApiUser>,
  parse: (text: string) => T | Promise<T>,
): Promise<T> {
  await caller();
  const release = takeUploadSlot();
  if (!release)
    throw new ApiError(503, "uploads-busy", "api.errors.uploadsBusy", null, {
      "Retry-After": String(UPLOAD_RETRY_AFTER_S),
    });
  try {
    const bytes = await readBodyWithin(request, MAX_JSON_UPLOAD_BYTES, { drain: true });
    if (bytes === null) throw new ApiError(413, "payload-too-large");
    return await parse(new TextDecoder().decode(bytes));
  } finally {
    release();
  }
}

/**
 * What the frame keeps of one call: the API's names for the schema fields the body used (for the
 * domain's field errors), and the Idempotency-Key it claimed when the body was read.
 */
type Names = { apiName: Record<string, string>; idempotencyKey?: string | null; held?: KeyHolder };

function contextOf(request: Request, params: Params, t: TFunction, names: Names): ApiContext {
  let caller: Promise<ApiUser | null> | undefined;
  const optionalUser = () => (caller ??= resolveUser(request));
  const validate = <S extends z.ZodTypeAny>(
    schema: S,
    value: unknown,
    fields: Record<string, string> = {},
  ): z.output<S> => {
    const apiName = Object.fromEntries(Object.entries(fields).map(([api, own]) => [own, api]));
    names.apiName = apiName;
    const renamed =
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, v]) => [fields[key] ?? key, v]))
        : value;
    const parsed = schema.safeParse(renamed);
    if (!parsed.success)
      throw new ApiError(
        400,
        "validation-failed",
        "api.errors.validation",
        fieldDetails(parsed.error, t, apiName),
      );
    return parsed.data;
  };
  const context: ApiContext = {
    request,
    params,
    t,
    optionalUser,
    async user() {
      const user = await optionalUser();
      if (!user) throw new ApiError(401, "unauthorized", "api.errors.unauthorized");
      return user;
    },
    body: async (schema, fields) => {
      const parse = (text: string) => validate(schema, parseJsonBody(request, text), fields);
      // A creating call with a key: claimed (or answered from the store) before anything is written.
      const claimThenParse = async (text: string) => {
        if (names.idempotencyKey && !names.held) {
          const user = await context.user();
          names.held = await claimKey(request, user.id, names.idempotencyKey, text);
        }
        return parse(text);
      };
      if (isDeferredUpload(request)) return withUploadBody(request, context.user, claimThenParse);
      return claimThenParse(await request.text());
    },
    query: async (schema) => readQuery(new URL(request.url), schema, t),
  };
  return context;
}

type Handler = (context: ApiContext) => Promise<unknown>;

/**
 * The caller as a registered partner (the pages' `requireRegistered`): 401 without a caller, 403
 * for an account that has not finished registration and for staff.
 */
export async function partnerOf(
  context: Pick<ApiContext, "user">,
): Promise<ApiUser & RegisteredUser> {
  const user = await context.user();
  if (!isRegistered(user))
    throw new ApiError(403, "not-registered", "api.errors.registrationRequired");
  return user;
}

/** A company partner (the pages' `requireCompanyPartner`): freelancers get 403. */
export type CompanyPartner = ApiUser & RegisteredUser & { partner_type: "company" };

export async function companyPartnerOf(context: Pick<ApiContext, "user">): Promise<CompanyPartner> {
  const user = await partnerOf(context);
  if (user.partner_type !== "company")
    throw new ApiError(403, "company-partner-required", "api.errors.companyOnly");
  return user as CompanyPartner;
}

/** Turns what a handler threw into the error shape; unknown errors are logged, not shown. */
async function answerFailure(request: Request, error: unknown, names: Names): Promise<Response> {
  if (error instanceof IdempotentReplay) return replayResponse(error.answer);
  if (error instanceof ApiError) return apiErrorResponse(request, error, error.headers);
  if (isDomainError(error)) {
    const answer = describeDomainError(error);
    const { t } = await getT(request);
    // A rule that needs the data (an unknown country): the same details as the schema's.
    const details =
      answer.fieldErrors &&
      Object.fromEntries(
        Object.entries(answer.fieldErrors).map(([field, messages]) => [
          names.apiName[field] ?? field,
          messages.map((message) => translateMessage(t, message)),
        ]),
      );
    return apiErrorResponse(request, {
      status: answer.status,
      code: answer.code,
      messageKey:
        answer.messageKey ?? (answer.status === 400 ? "api.errors.validation" : undefined),
      details,
    });
  }
  if (isDatabaseUnavailable(error))
    return apiErrorResponse(request, { status: 503, code: "service-unavailable" });
  if (error instanceof Response) {
    // A guard written for the pages (a redirect to sign-in, a bare 404): the same in JSON.
    const status = error.status >= 300 && error.status < 400 ? 401 : error.status;
    return apiErrorResponse(request, { status, code: codeOfStatus(status) });
  }
  const requestId = currentRequestId() ?? newRequestId();
  logger.error("api call failed", {
    requestId,
    path: new URL(request.url).pathname,
    method: request.method,
    error: error instanceof Error ? error.message : String(error),
  });
  return apiErrorResponse(request, { status: 500, code: "internal-error", details: { requestId } });
}

/** What a route's calls have beyond their handlers (decision 052). */
export type ApiRouteOptions = {
  /** Methods that create, and so take an Idempotency-Key. */
  idempotent?: ApiMethod[];
  /**
   * The single resource's current answer (GET's), for the ETag of GET, PUT and PATCH answers and
   * the If-Match check of PUT, PATCH and DELETE.
   */
  resource?: Handler;
};

/** Sets headers on an answer, copying it when its headers cannot change. */
function withHeaders(response: Response, headers: [string, string][]): Response {
  if (!headers.length) return response;
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Headers(response.headers);
    for (const [name, value] of headers) copy.set(name, value);
    return new Response(response.body, { status: response.status, headers: copy });
  }
}

const isJson = (response: Response) =>
  (response.headers.get("Content-Type") ?? "").startsWith("application/json");

/** The current tag of the route's resource, read as its GET answers it. */
async function currentTag(resource: Handler, context: ApiContext) {
  const current = await resource(context);
  return etagOf(current instanceof Response ? await current.text() : JSON.stringify(current));
}

/**
 * The ETag of a successful answer about a single resource: GET's from its body (304 when
 * If-None-Match names it), a write's from the resource as it is now, since a write may answer
 * more than the resource (a PATCH's `newsletter_refused`).
 */
async function tagged(
  method: string,
  response: Response,
  resource: Handler,
  context: ApiContext,
): Promise<Response> {
  if (response.status !== 200 || !isJson(response)) return response;
  if (method === "GET" || method === "HEAD") {
    const tag = etagOf(await response.clone().text());
    if (noneMatch(context.request, tag))
      return new Response(null, {
        status: 304,
        headers: { ETag: tag, "Cache-Control": "no-store" },
      });
    return withHeaders(response, [["ETag", tag]]);
  }
  if (method !== "PUT" && method !== "PATCH") return response;
  // The write went through: a failed read for its tag must not turn it into an error.
  const tag = await currentTag(resource, context).catch(() => null);
  return tag ? withHeaders(response, [["ETag", tag]]) : response;
}

/**
 * The loader and action of one /api resource route. A handler's result is sent as JSON (200), a
 * Response as it is; HEAD is answered like GET. Beside the handlers, the route's options
 * (`idempotent`, `resource`: ApiRouteOptions).
 */
export function apiRoute(route: Partial<Record<ApiMethod, Handler>> & ApiRouteOptions) {
  const { idempotent, resource, ...handlers } = route;
  const options: ApiRouteOptions = { idempotent, resource };
  const allow = (Object.keys(handlers) as ApiMethod[]).join(", ");
  const answer = async (request: Request, params: Params): Promise<Response> => {
    const method = request.method.toUpperCase();
    const handler = handlers[(method === "HEAD" ? "GET" : method) as ApiMethod];
    if (!handler)
      return apiErrorResponse(
        request,
        { status: 405, code: "method-not-allowed" },
        { Allow: allow },
      );
    const names: Names = { apiName: {} };
    let response: Response | null = null;
    try {
      if (options.idempotent?.includes(method as ApiMethod))
        names.idempotencyKey = idempotencyKeyOf(request);
      const { t } = await getT(request);
      const context = contextOf(request, params, t, names);
      const { resource } = options;
      if (resource && (method === "PUT" || method === "PATCH" || method === "DELETE"))
        await checkIfMatch(request, () => currentTag(resource, context));
      const result = await handler(context);
      response = result instanceof Response ? result : apiJson(result);
      if (resource) response = await tagged(method, response, resource, context);
    } catch (error) {
      response = await answerFailure(request, error, names);
    }
    if (names.held)
      await settleKey(names.held, response).catch((error: unknown) =>
        // The key stays claimed; a retry is refused as in use until the claim is abandoned.
        logger.warn("idempotency key not settled", {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    return response;
  };
  const handle = async ({ request, params }: LoaderFunctionArgs | ActionFunctionArgs) => {
    const response = await answer(request, params);
    return withHeaders(response, rateLimitHeaders(response.status));
  };
  return { loader: handle, action: handle };
}
