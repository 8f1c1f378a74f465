import type { JWTPayload } from "jose";
import {
  resolveProviderIdentity,
  type ProviderIdentityResult,
} from "~/domain/identity/identities.server";
import {
  discoverIssuer,
  profileClaims,
  providerConfig,
  ProviderError,
  type ProviderName,
} from "./providers.server";

/*
 * Sign-in with a provider access token the client obtained itself (spec section 7's
 * `auth/{provider}/callback?access_token=`, decision 055). The token is never read: it may be
 * opaque or a JWT, and a JWT's claims would be the token's word about itself. The provider's
 * userinfo endpoint (from its discovery document) says whose it is; the account is then found or
 * created by provider + subject exactly as the redirect flow does.
 */

export const USERINFO_TIMEOUT_MS = 5000;
/** A userinfo answer is a few hundred bytes; more is not a profile. */
export const USERINFO_MAX_BYTES = 64 * 1024;
const ACCESS_TOKEN_MAX = 4096;
/** RFC 6750's b64token: anything else cannot be a bearer token and is not sent on. */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

export function isPlausibleAccessToken(token: string) {
  return token.length <= ACCESS_TOKEN_MAX && B64TOKEN.test(token);
}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get("Content-Length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new ProviderError(`userinfo answer is over ${maxBytes} bytes`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ProviderError(`userinfo answer is over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The provider's userinfo answer for a token. A refusal of the token (400, 401, 403: RFC 6750's
 * invalid_request, invalid_token, insufficient_scope) throws ProviderError "invalid-access-token";
 * no answer within the timeout, another status, an oversized or non-JSON body "unavailable".
 */
export async function fetchUserinfo(
  endpoint: string,
  accessToken: string,
  { timeoutMs = USERINFO_TIMEOUT_MS, maxBytes = USERINFO_MAX_BYTES } = {},
): Promise<JWTPayload> {
  let text: string;
  try {
    // The signal covers reading the body too: a provider that stops answering cannot hold us.
    const response = await fetch(endpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    if ([400, 401, 403].includes(response.status)) {
      await response.body?.cancel();
      throw new ProviderError(
        `userinfo refused the access token (HTTP ${response.status})`,
        "invalid-access-token",
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError(`userinfo answered HTTP ${response.status}`);
    }
    text = await readBounded(response, maxBytes);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const e = error as Error;
    throw new ProviderError(
      e?.name === "TimeoutError"
        ? `userinfo: no answer within ${timeoutMs / 1000} s`
        : `userinfo failed: ${e?.message ?? String(error)}`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError("userinfo answer is not JSON");
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new ProviderError("userinfo answer is not a JSON object");
  return body as JWTPayload;
}

/** The account a provider access token belongs to, by the redirect flow's rules. */
export async function resolveAccessTokenIdentity(
  provider: ProviderName,
  accessToken: string,
  locale: string,
): Promise<ProviderIdentityResult> {
  if (!isPlausibleAccessToken(accessToken))
    throw new ProviderError("not a bearer token", "invalid-access-token");
  const config = providerConfig(provider);
  if (!config) throw new ProviderError(`${provider} sign-in is not configured`);
  const { discovery } = await discoverIssuer(config.issuer);
  if (!discovery.userinfo_endpoint)
    throw new ProviderError(`${provider}'s discovery document names no userinfo endpoint`);
  const payload = await fetchUserinfo(discovery.userinfo_endpoint, accessToken);
  const claims = profileClaims(payload, provider, discovery.issuer);
  if (!claims) throw new ProviderError("userinfo answer has no usable sub");
  if (!claims.email) throw new ProviderError(`${provider} sent no e-mail address`, "missing-email");
  return resolveProviderIdentity({
    provider,
    subject: claims.subject,
    email: claims.email,
    emailVerified: claims.emailVerified,
    name: claims.name,
    locale,
  });
}
