import { getT } from "~/i18n/i18n.server";
import type { TranslationKey } from "~/i18n/keys";
import { translateMessage } from "~/validation/messages";

/*
 * The JSON API's one error shape, `{ "error": { "status", "code", "message", "details" } }`, the
 * message in the caller's language (Accept-Language), never a stack trace. Here, below the
 * routes, so that the request guards answer their own refusals of /api calls the same way
 * (docs/decisions/013-json-api.md).
 */

/** A refusal an API handler throws; `messageKey` is translated, `details` sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey?: string,
    readonly details?: unknown,
    readonly headers?: HeadersInit,
  ) {
    super(code);
    this.name = "ApiError";
  }
}

const STATUS_MESSAGE: Record<number, TranslationKey> = {
  400: "api.errors.badRequest",
  401: "api.errors.unauthorized",
  403: "api.errors.forbidden",
  404: "api.errors.notFound",
  405: "api.errors.methodNotAllowed",
  409: "api.errors.conflict",
  410: "api.errors.gone",
  412: "api.errors.preconditionFailed",
  413: "api.errors.tooLarge",
  415: "api.errors.unsupportedType",
  422: "api.errors.unprocessable",
  429: "auth.errors.too-many-requests",
  500: "api.errors.internal",
  503: "api.errors.unavailable",
};

const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
};

export function apiJson(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(JSON_HEADERS))
    if (!headers.has(name)) headers.set(name, value);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

type ErrorFields = { status: number; code: string; messageKey?: string; details?: unknown };

/** The error shape's body, its message in the caller's language. */
export async function apiErrorBody(request: Request, error: ErrorFields) {
  const { t } = await getT(request);
  const key = error.messageKey ?? STATUS_MESSAGE[error.status] ?? "api.errors.badRequest";
  return {
    error: {
      status: error.status,
      code: error.code,
      message: translateMessage(t, key),
      details: error.details ?? null,
    },
  };
}

/**
 * A WWW-Authenticate challenge for bearer tokens (RFC 6750): bare when the call had no token,
 * with `error` and `error_description` when its token was refused.
 */
export function bearerChallenge(error?: "invalid_token", description?: string) {
  if (!error) return "Bearer";
  return `Bearer error="${error}"${description ? `, error_description="${description}"` : ""}`;
}

export async function apiErrorResponse(
  request: Request,
  error: ErrorFields,
  headers?: HeadersInit,
) {
  const all = new Headers(headers);
  // Every 401 names the scheme that would let the caller in.
  if (error.status === 401 && !all.has("WWW-Authenticate"))
    all.set("WWW-Authenticate", bearerChallenge());
  return apiJson(await apiErrorBody(request, error), { status: error.status, headers: all });
}

export function codeOfStatus(status: number) {
  return (
    {
      400: "bad-request",
      401: "unauthorized",
      403: "forbidden",
      404: "not-found",
      405: "method-not-allowed",
      409: "conflict",
      410: "gone",
      412: "precondition-failed",
      413: "payload-too-large",
      415: "unsupported-media-type",
      429: "too-many-requests",
      503: "service-unavailable",
    }[status] ?? "error"
  );
}

/** Whether a request is one for the JSON API (its refusals are answered in its error shape). */
export function isApiRequest(request: Request) {
  const path = new URL(request.url).pathname;
  return path === "/api" || path.startsWith("/api/");
}
