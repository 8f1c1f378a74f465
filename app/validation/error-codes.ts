import type { TranslationKey } from "~/i18n/keys";

/** The auth error codes of the specification (section 8); anything else is "unknown-error". */
export const AUTH_ERROR_CODES = [
  "user-exists-with-different-credentials",
  "email-already-in-use",
  "user-not-found",
  "wrong-password",
  "invalid-password",
  "too-many-requests",
  "unverified-email",
  "user-disabled",
  "unknown-error",
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const INVITE_ERROR_CODES = [
  "user-belongs-to-this-company",
  "invite-already-created",
  "invite-not-found",
  "invite-already-consumed",
  "invite-deleted",
  "invite-expired",
  "email-does-not-match",
  "user-belongs-to-other-company",
  "generic-create",
  "generic-remove",
  "generic",
] as const;
export type InviteErrorCodeName = (typeof INVITE_ERROR_CODES)[number];

export function toAuthErrorCode(code: unknown): AuthErrorCode {
  const bare = typeof code === "string" ? code.replace(/^auth\//, "") : "";
  return (AUTH_ERROR_CODES as readonly string[]).includes(bare)
    ? (bare as AuthErrorCode)
    : "unknown-error";
}

/** Translation key of an auth error's message. */
export function authErrorKey(code: unknown): TranslationKey {
  return `auth.errors.${toAuthErrorCode(code)}`;
}

export function isInviteErrorCode(code: unknown): code is InviteErrorCodeName {
  return INVITE_ERROR_CODES.some((known) => known === code);
}

export function inviteErrorKey(code: unknown): TranslationKey {
  return `auth.inviteErrors.${isInviteErrorCode(code) ? code : "generic"}`;
}
