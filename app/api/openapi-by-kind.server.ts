import { z } from "zod";
import type { ApiCallId, ApiErrorStatus } from "~/i18n/locales/api-docs.en";

/*
 * What calls share by kind (decision 052), added by rule rather than listed in each entry of
 * API_CALLS: the statuses any call may answer (405, 503; 400, 413 and 415 with a body; 401 with a
 * token), the headers of 401, 429, 201 and 503 answers, X-Request-Id on every answer, and the
 * Idempotency-Key of creating calls and the ETag / If-Match of single resources.
 */

/** What these rules read of a call (an entry of API_CALLS, app/api/openapi.server.ts). */
export type CallKind = {
  id: ApiCallId;
  method: "get" | "post" | "put" | "patch" | "delete";
  auth?: "required" | "optional" | "none";
  body?: unknown;
  ok: number;
  errors?: readonly ApiErrorStatus[];
};

/** Creating calls that take an Idempotency-Key (their routes' `idempotent`). */
const IDEMPOTENT_CALLS: ReadonlySet<ApiCallId> = new Set<ApiCallId>([
  "createExpert",
  "offerExpert",
  "createInvite",
  "finishRegistration",
  "askGigQuestion",
]);

/** Calls about a single resource, with ETags (their routes' `resource`). */
const RESOURCE_CALLS: ReadonlySet<ApiCallId> = new Set<ApiCallId>([
  "getCompany",
  "updateCompany",
  "getUserRecord",
  "updateUserRecord",
  "getExpert",
  "updateExpert",
  "deleteExpert",
  "editOffer",
  "withdrawOffer",
]);

/** Statuses a call answers beyond its entry's `errors` (decision 052's one status per code). */
const MORE_STATUSES: Partial<Record<ApiCallId, ApiErrorStatus[]>> = {
  getUserRecord: [204],
  getInvite: [403],
  resendInvite: [410],
  deleteInvite: [410],
};

const text = { type: "string" } as const;
const integer = { type: "integer" } as const;
const REQUEST_ID = {
  "X-Request-Id": {
    description:
      "The request's id, in every log line about it; a caller's own id (1–128 of `A-Za-z0-9._:-`) is kept",
    schema: text,
  },
};
const RATE_LIMIT = {
  "RateLimit-Limit": { description: "Attempts the window allows", schema: integer },
  "RateLimit-Remaining": { description: "Attempts left in the window", schema: integer },
  "RateLimit-Reset": { description: "Seconds until the window ends", schema: integer },
  "RateLimit-Policy": { description: "`<limit>;w=<window in seconds>`", schema: text },
};
const RETRY_AFTER = {
  "Retry-After": { description: "Seconds to wait before trying again", schema: integer },
};
const ETAG = {
  ETag: {
    description: "The resource's entity tag, for If-Match (and If-None-Match)",
    schema: text,
  },
};

/** The statuses of a call: its entry's, and those every call of its kind may answer. */
export function statusesOf(call: CallKind): ApiErrorStatus[] {
  const auth = call.auth ?? "required";
  const statuses = new Set<ApiErrorStatus>([
    ...(call.errors ?? []),
    ...(MORE_STATUSES[call.id] ?? []),
  ]);
  if (auth !== "none") statuses.add(401);
  if (call.body) for (const status of [400, 413, 415] as const) statuses.add(status);
  // Every GET reads its query strictly: 400 `invalid-query` (decision 053).
  if (call.method === "get") statuses.add(400);
  if (IDEMPOTENT_CALLS.has(call.id)) for (const status of [409, 422] as const) statuses.add(status);
  if (RESOURCE_CALLS.has(call.id)) statuses.add(call.method === "get" ? 304 : 412);
  for (const status of [405, 503] as const) statuses.add(status);
  statuses.delete(call.ok as ApiErrorStatus);
  return [...statuses].sort((a, b) => a - b);
}

/** The headers an answer of this status carries. */
export function headersOf(call: CallKind, status: number) {
  const rateLimited = call.errors?.includes(429) ?? false;
  return {
    ...REQUEST_ID,
    ...(status === 401
      ? {
          "WWW-Authenticate": {
            description:
              '`Bearer` without a token; `Bearer error="invalid_token", error_description="..."` for a refused one (expired, or malformed or forged, or its session ended)',
            schema: text,
          },
        }
      : {}),
    ...(status === 429 ? { ...RETRY_AFTER, ...RATE_LIMIT } : {}),
    ...(status === 503 ? RETRY_AFTER : {}),
    ...(status === 409 && IDEMPOTENT_CALLS.has(call.id) ? RETRY_AFTER : {}),
    ...(status === 201
      ? { Location: { description: "The address of what was created", schema: text } }
      : {}),
    ...(status < 300 && rateLimited ? RATE_LIMIT : {}),
    ...(status < 300 && IDEMPOTENT_CALLS.has(call.id)
      ? {
          "Idempotent-Replayed": {
            description: "`true` when this is the kept answer of an earlier call with the same key",
            schema: text,
          },
        }
      : {}),
    ...(RESOURCE_CALLS.has(call.id) &&
    (status === 200 || status === 304 || status === 412) &&
    call.method !== "delete"
      ? ETAG
      : {}),
  };
}

/** The request headers of a call by its kind. */
export function requestHeadersOf(call: CallKind) {
  const headers: Record<string, z.ZodTypeAny> = {};
  if (IDEMPOTENT_CALLS.has(call.id))
    headers["Idempotency-Key"] = z
      .string()
      .min(1)
      .max(255)
      .optional()
      .describe(
        "1–255 printable ASCII characters; a retry with the same key and body answers the first success (kept 24 hours) without creating again; the key with another body is 422 `idempotency-key-reused`, while the first call runs 409 `idempotency-key-in-use`",
      );
  if (RESOURCE_CALLS.has(call.id) && call.method !== "get")
    headers["If-Match"] = z
      .string()
      .optional()
      .describe(
        "The ETag the change is based on, or `*`; another one is 412 `precondition-failed`",
      );
  if (RESOURCE_CALLS.has(call.id) && call.method === "get")
    headers["If-None-Match"] = z
      .string()
      .optional()
      .describe("An ETag the client holds: 304 without a body while it is current");
  headers["X-Request-Id"] = z
    .string()
    .optional()
    .describe("An id for the request (1–128 of `A-Za-z0-9._:-`), answered back and logged");
  return z.object(headers);
}
