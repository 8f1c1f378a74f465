import { createHash } from "node:crypto";
import {
  claimIdempotencyKey,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  type KeptAnswer,
} from "~/domain/idempotency-keys.server";
import { ApiError, apiJson } from "./errors.server";

/*
 * Idempotency-Key on the API's creating calls (decision 052; draft-ietf-httpapi-idempotency-key-
 * header): a retry with the same key and the same call from the same caller gets the first
 * answer (status, body, Location) and creates nothing; the key with another call is 422
 * `idempotency-key-reused`; while the first call runs, 409 `idempotency-key-in-use`. Only a
 * successful answer is kept: a refused call created nothing, so it may be retried with its key.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Printable ASCII, as the draft's sf-string; long enough for a UUID with a prefix. */
const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
/** How long a client is asked to wait when the first call with its key is still running. */
const IN_FLIGHT_RETRY_AFTER_S = 1;

/** The call's key, null without one; 400 for a header that cannot be one. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!VALID_KEY.test(key) || key.trim() === "")
    throw new ApiError(400, "invalid-idempotency-key", "api.errors.invalidIdempotencyKey");
  return key;
}

/** Thrown to stop a call whose key already has an answer; the frame sends `answer`. */
export class IdempotentReplay extends Error {
  constructor(readonly answer: KeptAnswer) {
    super("idempotent replay");
    this.name = "IdempotentReplay";
  }
}

export type KeyHolder = { userId: string; key: string };

/**
 * Claims the key for this call (the body as read): the holder to keep the answer with, or a
 * thrown replay or refusal.
 */
export async function claimKey(
  request: Request,
  userId: string,
  key: string,
  body: string,
): Promise<KeyHolder> {
  const fingerprint = createHash("sha256")
    .update(`${request.method.toUpperCase()} ${new URL(request.url).pathname}\n`)
    .update(body)
    .digest("base64url");
  const claim = await claimIdempotencyKey(userId, key, fingerprint);
  if (claim.kind === "replay") throw new IdempotentReplay(claim.answer);
  if (claim.kind === "mismatch")
    throw new ApiError(422, "idempotency-key-reused", "api.errors.idempotencyKeyReused");
  if (claim.kind === "in-flight")
    throw new ApiError(409, "idempotency-key-in-use", "api.errors.idempotencyKeyInUse", null, {
      "Retry-After": String(IN_FLIGHT_RETRY_AFTER_S),
    });
  return { userId, key };
}

/** After the call: its answer kept when it succeeded, the key released otherwise. */
export async function settleKey(holder: KeyHolder, response: Response | null) {
  if (response && response.status >= 200 && response.status < 300)
    await keepIdempotentAnswer(holder.userId, holder.key, {
      status: response.status,
      body: await response.clone().text(),
      location: response.headers.get("Location"),
    });
  else await releaseIdempotencyKey(holder.userId, holder.key);
}

export function replayResponse(answer: KeptAnswer): Response {
  const headers: Record<string, string> = { "Idempotent-Replayed": "true" };
  if (answer.location) headers.Location = answer.location;
  if (!answer.body) return new Response(null, { status: answer.status, headers });
  return new Response(answer.body, {
    status: answer.status,
    headers: apiJson(null, { headers }).headers,
  });
}
