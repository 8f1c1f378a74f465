import qs from "qs";
import { z } from "zod";
import { bearerToken, issueApiToken, verifyApiToken } from "~/auth/api-token.server";
import { grantListedStaff } from "~/auth/finish-sign-in.server";
import { configuredProviders, isProviderName, type ProviderName } from "~/auth/providers.server";
import {
  clientOf,
  createSessionRow,
  endSessionByKey,
  getSessionId,
  sessionUserByKey,
} from "~/auth/session.server";
import { ApiError } from "~/api/errors.server";
import { hashToken } from "~/utils/ids.server";
import { authErrorKey } from "~/validation/error-codes";
import { msg } from "~/validation/messages";
import { EmailPasswordSchema, emailField } from "~/validation/registration";
import { apiAccount } from "./shapes.server";
import type { ApiUser } from "./frame.server";
import { TokenAnswer } from "./schemas/auth";
import type { Sent } from "./schemas/sent";
import { Account } from "./schemas/users";

/*
 * The content backend's login endpoints (`/api/auth/*`, `/api/connect/*`): the same accounts,
 * rules, rate limits and auth error codes (spec section 8) as the sign-in and registration
 * pages, answering JSON and API tokens instead of cookies and redirects.
 */

/** `auth/local`: the content backend's names, the sign-in page's messages. */
export const CredentialsSchema = z.object({
  identifier: z
    .string({ required_error: msg("validation.emailRequired") })
    .trim()
    .min(1, msg("validation.emailRequired"))
    .max(254, msg("validation.emailInvalid")),
  password: z
    .string({ required_error: msg("validation.passwordRequired") })
    .min(1, msg("validation.passwordRequired"))
    .max(200, msg("validation.tooLong", 200)),
});

/** The registration page's password policy (minimum 6 characters, spec section 9). */
const newPassword = EmailPasswordSchema.shape.password;
const confirmation = z
  .string({ required_error: msg("validation.passwordRequired") })
  .max(200, msg("validation.tooLong", 200));
const currentPassword = CredentialsSchema.shape.password;

/** `auth/local/register`: the registration page's fields; the content backend's `username` is ignored. */
export const RegisterSchema = z.object({
  email: emailField(),
  password: newPassword,
  username: z.string().max(200).optional().describe("Accepted for compatibility and ignored"),
});

/** `auth/forgot-password` and `auth/send-email-confirmation`. */
export const EmailSchema = z.object({ email: emailField() });

export const ResetPasswordFields = z.object({
  code: z
    .string({ required_error: msg("validation.required") })
    .trim()
    .min(1, msg("validation.required"))
    .max(200, msg("validation.tooLong", 200))
    .describe("The token of the link in the password reset e-mail (`?token=`)"),
  password: newPassword,
  passwordConfirmation: confirmation,
});

export const ChangePasswordFields = z.object({
  currentPassword,
  password: newPassword,
  passwordConfirmation: confirmation,
});

function confirmed<T extends { password: string; passwordConfirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.passwordConfirmation)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["passwordConfirmation"],
      message: msg("apiAuth.errors.passwordsDoNotMatch"),
    });
}

export const ResetPasswordSchema = ResetPasswordFields.superRefine(confirmed);
export const ChangePasswordSchema = ChangePasswordFields.superRefine(confirmed);

/**
 * A body that breaks only the password policy is the spec's `invalid-password` (with the same
 * field details); any other invalid body stays validation-failed.
 */
export async function withPasswordPolicyCode<T>(parsing: Promise<T>): Promise<T> {
  try {
    return await parsing;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.code === "validation-failed" &&
      error.details &&
      typeof error.details === "object" &&
      Object.keys(error.details).every((field) => field === "password")
    )
      throw new ApiError(400, "invalid-password", authErrorKey("invalid-password"), error.details);
    throw error;
  }
}

/** HTTP status of each sign-in refusal (spec section 8's codes). */
export const STATUS_OF_AUTH_CODE: Record<string, number> = {
  "user-not-found": 400,
  "wrong-password": 400,
  "user-exists-with-different-credentials": 400,
  "unverified-email": 403,
  "user-disabled": 403,
};

export function authRefusal(code: string) {
  return new ApiError(STATUS_OF_AUTH_CODE[code] ?? 400, code, authErrorKey(code));
}

export function tooManyRequests() {
  return new ApiError(429, "too-many-requests", authErrorKey("too-many-requests"));
}

/**
 * The query string of these endpoints, parsed bracket-style (`a[b][c]=1`, `a[]=1`) with `qs` and
 * the spec's limits (section 9: depth 5, array limit 20, parameter limit 1000). Going over a limit
 * is refused (400 `query-too-complex`) instead of being cut silently; the HTTP edge already
 * refuses most such queries (app/server/forms/form-limits.server.ts).
 */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export function parseAuthQuery(request: Request): Record<string, unknown> {
  const search = new URL(request.url).search.replace(/^\?/, "");
  try {
    return qs.parse(search, {
      ...QUERY_LIMITS,
      strictDepth: true,
      throwOnLimitExceeded: true,
      allowPrototypes: false,
      plainObjects: true,
    }) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RangeError)
      throw new ApiError(400, "query-too-complex", "apiAuth.errors.queryTooComplex");
    throw error;
  }
}

/** The session row (its key) the caller's credential names: the token's, or the cookie's. */
export async function callerSessionKey(request: Request): Promise<string | null> {
  const token = bearerToken(request);
  if (token !== undefined)
    return token ? ((await verifyApiToken(token))?.sessionKey ?? null) : null;
  const id = await getSessionId(request);
  return id ? hashToken(id) : null;
}

/** The token answer of every sign-in: `{ jwt, expires_at, user }`. */
export async function tokenAnswer(
  sessionKey: string,
  user: ApiUser,
): Promise<Sent<typeof TokenAnswer>> {
  const { jwt, expiresAt } = await issueApiToken(sessionKey, user.id);
  return { jwt, expires_at: new Date(expiresAt * 1000).toISOString(), user: apiAccount(user) };
}

/**
 * Signs a user in for an API client whose identity has been proven (password, reset code,
 * provider): a session of its own, which the token names. Staff (also those STAFF_EMAILS names)
 * pass a second step in the back office, so a token is never issued to them; a disabled user
 * gets none either.
 */
export async function apiSignIn(request: Request, userId: string) {
  await grantListedStaff(userId, clientOf(request));
  const session = await createSessionRow(userId, request);
  const user = await sessionUserByKey(session.key);
  if (!user || user.role === "staff") {
    await endSessionByKey(session.key);
    if (!user) throw authRefusal("user-disabled");
    throw new ApiError(403, "staff-second-factor", "api.errors.staffNoToken");
  }
  return tokenAnswer(session.key, user);
}

/** A just-created password account as `users/me` shows it (not registered, no company yet). */
export function newAccount(user: {
  id: string;
  email: string;
  name: string | null;
}): Sent<typeof Account> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: "partner",
    company_id: null,
    partner_type: null,
    is_registered: false,
  };
}

/** The provider a URL names, when it is one of ours and configured; 404 otherwise. */
export function configuredProvider(name: string | undefined): ProviderName {
  if (!isProviderName(name) || !configuredProviders().includes(name))
    throw new ApiError(404, "unknown-provider", "apiAuth.errors.unknownProvider");
  return name;
}
