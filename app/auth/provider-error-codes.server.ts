import { OAuth2RequestError } from "remix-auth-oauth2";
import { ProviderError } from "./providers.server";

/**
 * The provider codes of spec section 8 that a redirect sign-in can meet (the popup codes cannot
 * occur: sign-in is a full-page redirect), plus the fallback.
 */
export const PROVIDER_ERROR_CODES = [
  "access-denied",
  "network-request-failed",
  "internal-error",
  "invalid-state",
  "unknown-error",
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/** OAuth 2.0 `error` values (RFC 6749 4.1.2.1) the provider sends back in the redirect. */
const OAUTH_ERRORS: Record<string, ProviderErrorCode> = {
  access_denied: "access-denied",
  server_error: "internal-error",
  temporarily_unavailable: "internal-error",
};

/** What remix-auth-oauth2 throws when the state cookie is missing or does not match the URL. */
const STATE_MESSAGES = [/^Missing state on cookie/, /^State in URL doesn't match/];

export function providerErrorCode(error: unknown): ProviderErrorCode {
  if (error instanceof OAuth2RequestError) return OAUTH_ERRORS[error.code] ?? "unknown-error";
  // Discovery or the provider's keys could not be fetched.
  if (error instanceof ProviderError && error.code === "unavailable")
    return "network-request-failed";
  if (error instanceof Error && STATE_MESSAGES.some((pattern) => pattern.test(error.message)))
    return "invalid-state";
  // fetch rejects with a TypeError when the provider cannot be reached at all.
  if (error instanceof TypeError && /fetch failed/i.test(error.message))
    return "network-request-failed";
  if (error instanceof Error && error.name === "TimeoutError") return "network-request-failed";
  return "unknown-error";
}
