import { createHmac } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { getEnv } from "~/env.server";
import { newId } from "~/utils/ids.server";

/**
 * API tokens: short-lived HS256 JWTs that name a session row (`sid`, the row's key), so ending the
 * session (sign-out, a new password, account deletion, a disabled user) revokes the token at once;
 * the row is checked on every call. The signing key is derived from SESSION_SECRET (the first
 * signs, every one verifies, as for the cookies), under its own label so no key serves two uses.
 */
export const API_TOKEN_TTL_S = 60 * 60;
/** How far the clocks of the servers behind one load balancer may disagree. */
const CLOCK_SKEW_S = 60;
const ISSUER = "gigpartners";
const AUDIENCE = "gigpartners-api";

function keyOf(secret: string) {
  return new Uint8Array(createHmac("sha256", secret).update("api-token/v1").digest());
}

export async function issueApiToken(sessionKey: string, userId: string) {
  const [secret] = getEnv().SESSION_SECRETS;
  const expiresAt = Math.floor(Date.now() / 1000) + API_TOKEN_TTL_S;
  const jwt = await new SignJWT({ sid: sessionKey })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    // Every token is its own, even two for one session within the same second.
    .setJti(newId())
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret!));
  return { jwt, expiresAt };
}

export type ApiTokenClaims = { sessionKey: string; userId: string };

/**
 * Whether a token lives no longer than the ones issueApiToken makes: with `exp` and `iat`, the
 * lifetime between them and the time left both within API_TOKEN_TTL_S (and the clock skew), so a
 * token forged or minted with a far `exp` (or none) cannot outlive its signing secret's rotation.
 */
function withinLifetime(payload: JWTPayload, now = Math.floor(Date.now() / 1000)) {
  const { exp, iat } = payload;
  if (typeof exp !== "number" || typeof iat !== "number") return false;
  const longest = API_TOKEN_TTL_S + CLOCK_SKEW_S;
  return exp - iat <= longest && exp - now <= longest;
}

/** The claims of a valid, unexpired token signed with one of the secrets; null otherwise. */
export async function verifyApiToken(token: string): Promise<ApiTokenClaims | null> {
  const checked = await checkApiToken(token);
  return typeof checked === "string" ? null : checked;
}

/**
 * As verifyApiToken, but says why a token is refused: "expired" only for a token we signed whose
 * `exp` has passed (the signature is checked first, so a forged token is never "expired"), for
 * the 401's WWW-Authenticate error_description (decision 052).
 */
export async function checkApiToken(
  token: string,
): Promise<ApiTokenClaims | "expired" | "invalid"> {
  if (token.length > 2000) return "invalid";
  for (const secret of getEnv().SESSION_SECRETS) {
    try {
      const { payload } = await jwtVerify(token, keyOf(secret), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ["HS256"],
        requiredClaims: ["exp", "iat"],
      });
      if (!withinLifetime(payload)) return "invalid";
      if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return "invalid";
      return { sessionKey: payload.sid, userId: payload.sub };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return "expired";
      // Another secret may have signed it; anything but a bad signature is final.
      if (!(error instanceof joseErrors.JWSSignatureVerificationFailed)) return "invalid";
    }
  }
  return "invalid";
}

/** The token of an `Authorization: Bearer …` header; undefined when there is no such header. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("Authorization");
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : "";
}
