import { checkFormEntries, checkQuery, type LimitViolation } from "./form-limits.server";
import { logger } from "~/utils/logger.server";
import { CV_MAX_BYTES } from "~/validation/expert";

/**
 * What a route's action reads, declared by the route module as `export const requestBody = …`:
 * - "form" (the default): urlencoded or multipart up to MAX_FORM_BODY_BYTES, buffered and
 *   checked here before the action runs;
 * - "streamed-upload": the route streams its own body under its own limit (the CV upload routes,
 *   app/server/forms/cv-form.server.ts) and applies checkFormEntries to what it parsed;
 * - "json": an API route (app/routes/api+/*) that takes a JSON body, read under the same byte cap;
 * - "json-upload": an API route whose JSON body carries a CV as base64 (app/routes/api+/experts*).
 *   The guard leaves a JSON body unread (see deferJsonUpload); the API frame reads it under
 *   MAX_JSON_UPLOAD_BYTES once the caller is known. Other types get the form cap.
 */
export type RequestBodyPolicy = "form" | "streamed-upload" | "json" | "json-upload";

const POLICIES: readonly RequestBodyPolicy[] = ["streamed-upload", "json", "json-upload"];

export function bodyPolicyOf(module: Record<string, unknown>): RequestBodyPolicy {
  const declared = module.requestBody as RequestBodyPolicy;
  return POLICIES.includes(declared) ? declared : "form";
}

/**
 * Largest body accepted for a form post that is not a file upload. Every form field has a
 * maxLength far below this, so only a misbehaving client reaches it; without the limit a
 * multi-megabyte field would be parsed, validated and echoed back in the error reply.
 */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;

/**
 * Largest JSON body of a "json-upload" route: a CV of CV_MAX_BYTES as base64 (4 characters per
 * 3 bytes) and 64 KB for the other fields. A CV over the limit in a body under this cap is
 * decoded-size checked by the route, which answers with the form's "file too big" message.
 */
export const MAX_JSON_UPLOAD_BYTES = Math.ceil((CV_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * After a refusal for size, the client usually keeps sending. What still comes is read and
 * dropped, up to these bounds, so that the answer reaches it instead of a connection reset; the
 * HTTP edge does the same for an announced Content-Length (app/server/edge/http-edge.server.ts).
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const JSON_TYPE = "application/json";

/** A refusal answered with the normal error page (app/components/error-page.tsx). */
export function refuseInput(status: 400 | 413 | 415, reason: string): never {
  const statusText =
    status === 413
      ? "Payload Too Large"
      : status === 415
        ? "Unsupported Media Type"
        : "Bad Request";
  throw new Response(statusText, { status, statusText, headers: { "X-Refused": reason } });
}

function refuseViolation(request: Request, violation: LimitViolation): never {
  logger.info("request refused by input limits", {
    method: request.method,
    path: new URL(request.url).pathname,
    violation,
  });
  refuseInput(400, violation);
}

export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The byte cap of a body of this policy and media type. */
export function bodyLimitOf(policy: RequestBodyPolicy, type: string): number {
  return policy === "json-upload" && type === JSON_TYPE
    ? MAX_JSON_UPLOAD_BYTES
    : MAX_FORM_BODY_BYTES;
}

/** An announced Content-Length over the cap is refused before a byte is read. */
export function isOversizedForm(request: Request, policy: RequestBodyPolicy = "form"): boolean {
  if (policy === "streamed-upload" || READS.has(request.method.toUpperCase())) return false;
  const length = Number(request.headers.get("Content-Length") ?? 0);
  return Number.isFinite(length) && length > bodyLimitOf(policy, mediaType(request));
}

/**
 * Reads and drops what is left of a refused body, within DRAIN_MAX_BYTES and DRAIN_MAX_MS (a
 * client that stops sending is cut at the time bound too, not left holding the connection).
 */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const stop = () => void reader.cancel().catch(() => {});
  const timer = setTimeout(stop, DRAIN_MAX_MS);
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > DRAIN_MAX_BYTES) return stop();
    }
  } catch {
    // The client went away.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The whole body, or null as soon as it grows over `limit` bytes (the rest is not kept: with
 * `drain`, read and dropped within the drain bounds, otherwise left unread for the guard's
 * drainUnread). Counted while streaming, so a chunked body without Content-Length is held to
 * the same cap.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
  { drain: drainRest = false }: { drain?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        if (drainRest) await drain(reader);
        else reader.releaseLock();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken chunked encoding.
    refuseInput(400, "unreadable-body");
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads and drops what is left unread of a request's body, within the drain bounds, so that a
 * client still sending gets the answer instead of a reset. A body that a reader still holds (read
 * to its end, or being drained) is left alone.
 */
export async function drainUnread(request: Request) {
  const body = request.body;
  if (!body || body.locked) return;
  await drain(body.getReader());
}

/**
 * The JSON bodies of "json-upload" routes, up to MAX_JSON_UPLOAD_BYTES each, that the guard did
 * not read: anyone could send one, so it is read only for an authenticated caller and within an
 * upload slot (the API frame's `body`, app/api/frame.server.ts).
 */
const deferredUploads = new WeakSet<Request>();

export function isDeferredUpload(request: Request) {
  return deferredUploads.has(request);
}

/** Refuses a URL whose query or path breaks the input limits; returns nothing otherwise. */
export function checkRequestUrl(request: Request) {
  const url = new URL(request.url);
  // A NUL in a path parameter reaches SQL as text; PostgreSQL refuses it with an error.
  if (/%00/.test(url.pathname)) refuseViolation(request, "nul-byte");
  const violation = checkQuery(url.searchParams);
  if (violation) refuseViolation(request, violation);
}

/**
 * Reads and checks an action's body before the action sees it; returns a request carrying the
 * buffered body (the original stream is consumed). Throws a 400/413/415 Response otherwise.
 */
export async function bufferActionBody(
  request: Request,
  policy: RequestBodyPolicy,
): Promise<Request> {
  if (policy === "streamed-upload" || request.body === null) return request;
  if (isOversizedForm(request, policy)) refuseInput(413, "too-large");
  const type = mediaType(request);
  const known =
    type === URLENCODED ||
    type === MULTIPART ||
    ((policy === "json" || policy === "json-upload") && type === JSON_TYPE);
  // A body without a type is fine only when it is empty (a bare POST from a non-browser client).
  if (!known && type !== "") refuseInput(415, "unsupported-type");
  if (policy === "json-upload" && type === JSON_TYPE) {
    deferredUploads.add(request);
    return request;
  }

  // A chunked body over the cap is drained, so the client reads the 413 rather than a reset.
  const bytes = await readBodyWithin(request, bodyLimitOf(policy, type), { drain: true });
  if (bytes === null) refuseInput(413, "too-large");
  if (type === "" && bytes.byteLength > 0) refuseInput(415, "unsupported-type");

  // An empty body without a type is read by the action as an empty form, not a TypeError.
  const headers = new Headers(request.headers);
  if (type === "") headers.set("Content-Type", URLENCODED);
  const buffered = () =>
    new Request(request.url, {
      method: request.method,
      headers,
      body: bytes,
      signal: request.signal,
    });

  if (type === URLENCODED) {
    const violation = checkFormEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
    if (violation) refuseViolation(request, violation);
  } else if (type === MULTIPART) {
    let formData: FormData;
    try {
      formData = await buffered().formData();
    } catch {
      refuseInput(400, "malformed-multipart");
    }
    const violation = checkFormEntries(formData);
    if (violation) refuseViolation(request, violation);
  }
  return buffered();
}

/** For routes that parse their own (streamed) form data: the same limits, after parsing. */
export function checkParsedForm(request: Request, formData: FormData) {
  const violation = checkFormEntries(formData);
  if (violation) refuseViolation(request, violation);
}
