import type { TFunction } from "i18next";
import { z } from "zod";
import { isRegistered, type RegisteredUser } from "~/auth/guards.server";
import { getMyDetails, updateMyDetails } from "~/domain/identity/account.server";
import {
  getCompanyDetails,
  getCompanyForEdit,
  updateCompany,
} from "~/domain/company/company.server";
import type { CompanyUserRow } from "~/domain/company/company-users.server";
import { NotFoundError, ValidationError, type FieldErrors } from "~/domain/shared/errors";
import { getGigAlerts, updateGigAlerts } from "~/domain/newsletter/notifications.server";
import { GIG_ALERT_CHOICES } from "~/db/schema";
import {
  checkInvite,
  inviteIntroduction,
  type CompanyInvite,
  type InviteErrorCode,
  type InviteSendResult,
} from "~/domain/company/invites.server";
import type { Locale } from "~/i18n/config";
import { ApiError } from "~/api/errors.server";
import { CompanyEditSchema, FreelancerCompanyEditSchema } from "~/validation/company";
import { inviteAdminErrorKey } from "~/validation/invite";
import { inviteErrorKey } from "~/validation/error-codes";
import { msg, translateMessage } from "~/validation/messages";
import { MyDetailsSchema } from "~/validation/my-details";
import { emailField, PartnerTypeSchema } from "~/validation/registration";
import { companyPartnerOf, partnerOf, type ApiContext } from "./frame.server";
import { Company, Invite, InviteLookup } from "./schemas/company";
import type { Sent } from "./schemas/sent";
import { CompanyUser, CurrentUser, CurrentUserPatched } from "./schemas/users";

/*
 * The JSON API's company, users and invites calls (spec section 7). The rules are the pages':
 * a body is read in snake_case, checked for JSON types only, mapped to the page schema's
 * camelCase fields (merged with the stored values for a partial PATCH), validated by that same
 * schema and saved by the same domain function; field errors go back under the snake_case name.
 */

// ---------------------------------------------------------------------------------------------
// Who may call

/** A partner who finished registration (company or freelancer); 401 / 403 otherwise. */
export const registeredCaller = partnerOf;

/**
 * Company users and invites: company partners only. A freelancer gets 403, as the pages' guard
 * sends them away from company-and-users (spec section 6).
 */
export const companyPartnerCaller = companyPartnerOf;

// ---------------------------------------------------------------------------------------------
// JSON bodies: types here, rules in the page schemas

const str = z.string({ invalid_type_error: msg("apiCompany.fields.string") }).optional();
const strOrNull = z
  .string({ invalid_type_error: msg("apiCompany.fields.stringOrNull") })
  .nullable()
  .optional();
const bool = z.boolean({ invalid_type_error: msg("apiCompany.fields.boolean") }).optional();
const list = z.array(z.unknown(), { invalid_type_error: msg("apiCompany.fields.list") }).optional();

/**
 * A JSON object of these optional fields. `readOnly` fields (what GET answers but nobody writes
 * here) may be sent back unchanged, so a client can PATCH the object it read; any other field is
 * refused by name rather than silently dropped.
 */
function jsonPatch<T extends z.ZodRawShape>(shape: T, readOnly: readonly string[]) {
  const readOnlyShape = Object.fromEntries(readOnly.map((field) => [field, z.unknown()]));
  // Every other field fails as itself, alongside the known fields' type errors. (Not z.never(),
  // which zod reads as "no catch-all".)
  const unknownField = z.undefined({ invalid_type_error: msg("apiCompany.fields.unknownField") });
  const schema = z
    .object(
      { ...shape, ...readOnlyShape },
      {
        invalid_type_error: msg("apiCompany.fields.objectExpected"),
      },
    )
    .catchall(unknownField);
  // Typed without the catch-all's index signature, which would make every known field undefined.
  return schema as unknown as z.ZodType<z.output<z.ZodObject<T>> & Record<string, unknown>>;
}

/** 400 for read-only fields sent with another value than the stored one. */
function refuseChangedReadOnly(
  body: Record<string, unknown>,
  current: Record<string, unknown>,
  fields: readonly string[],
  t: TFunction,
) {
  const details: Record<string, string[]> = {};
  for (const field of fields)
    if (field in body && JSON.stringify(body[field]) !== JSON.stringify(current[field] ?? null))
      details[field] = [translateMessage(t, "apiCompany.fields.readOnly")];
  if (Object.keys(details).length)
    throw new ApiError(400, "validation-failed", "api.errors.validation", details);
}

/** Field errors (translation keys under camelCase names) as the API's snake_case details. */
function snakeDetails(errors: FieldErrors, names: Record<string, string>, t: TFunction) {
  const details: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const [head = "_", ...rest] = field.split(".");
    const name = [names[head] ?? head, ...rest].join(".");
    (details[name] ??= []).push(...messages.map((m) => translateMessage(t, m)));
  }
  return details;
}

function invalid(errors: FieldErrors, names: Record<string, string>, t: TFunction) {
  return new ApiError(
    400,
    "validation-failed",
    "api.errors.validation",
    snakeDetails(errors, names, t),
  );
}

/** Validates mapped values with a page schema; its field errors come back under API names. */
function validateAs<S extends z.ZodTypeAny>(
  schema: S,
  value: unknown,
  names: Record<string, string>,
  t: TFunction,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join(".") || "_"] ??= []).push(issue.message);
  throw invalid(errors, names, t);
}

// ---------------------------------------------------------------------------------------------
// Company

const COMPANY_FIELDS = {
  countryCode: "country_code",
  capabilityIds: "capability_ids",
  businessId: "business_id",
  lightEntrepreneur: "light_entrepreneur",
  contactUserId: "contact_person",
};

export const CompanyPatchBody = jsonPatch(
  {
    name: str,
    website: strOrNull,
    // Accepted only with the stored value: partner type is not the partner's to change.
    partner_type: PartnerTypeSchema.shape.partnerType.optional(),
    country_code: str,
    capability_ids: list,
    business_id: strOrNull,
    // Freelancers only: invoicing through a light-entrepreneur service, so no business ID.
    light_entrepreneur: bool,
    // As GET answers it; only the id is read (name and e-mail are the user's own).
    contact_person: z
      .object(
        { id: z.string({ invalid_type_error: msg("apiCompany.fields.contactPerson") }) },
        { invalid_type_error: msg("apiCompany.fields.contactPerson") },
      )
      .passthrough()
      .nullable()
      .optional(),
  },
  ["id"],
);

export async function apiCompany(companyId: string, locale: Locale): Promise<Sent<typeof Company>> {
  const company = await getCompanyDetails(companyId, locale);
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    partner_type: company.partnerType,
    country_code: company.countryCode,
    capability_ids: company.capabilities.map((c) => c.id),
    business_id: company.businessId,
    light_entrepreneur: company.lightEntrepreneur,
    contact_person: company.contactPerson,
  };
}

/**
 * PATCH company: any subset of the GET shape's fields. The result is validated whole, with the
 * page's schema for the caller's partner type (company: contact person required; freelancer: no
 * contact person field, they are their own), and saved by updateCompany.
 */
export async function patchCompany(
  ctx: ApiContext,
  caller: RegisteredUser,
  locale: Locale,
): Promise<Sent<typeof Company>> {
  const patch = await ctx.body(CompanyPatchBody);
  const current = await getCompanyForEdit(caller.company_id);
  const stored = current.values;
  refuseChangedReadOnly(patch, { id: caller.company_id }, ["id"], ctx.t);
  if (patch.partner_type !== undefined && patch.partner_type !== current.partnerType)
    throw new ApiError(
      409,
      "partner-type-cannot-be-changed",
      "apiCompany.errors.partnerTypeLocked",
    );
  const isCompany = current.partnerType === "company";
  if (
    !isCompany &&
    patch.contact_person !== undefined &&
    (patch.contact_person?.id ?? "") !== stored.contactUserId
  )
    throw invalid(
      { contactUserId: ["apiCompany.fields.freelancerContact"] },
      COMPANY_FIELDS,
      ctx.t,
    );
  const merged = {
    name: patch.name ?? stored.name,
    website: patch.website === undefined ? stored.website : (patch.website ?? ""),
    countryCode: patch.country_code ?? stored.countryCode,
    capabilityIds: patch.capability_ids ?? stored.capabilityIds,
    businessId: patch.business_id === undefined ? stored.businessId : (patch.business_id ?? ""),
    lightEntrepreneur:
      patch.light_entrepreneur === undefined
        ? stored.lightEntrepreneur
        : patch.light_entrepreneur
          ? ("on" as const)
          : undefined,
    ...(isCompany && {
      contactUserId:
        patch.contact_person === undefined
          ? stored.contactUserId
          : (patch.contact_person?.id ?? ""),
    }),
  };
  const value = isCompany
    ? validateAs(CompanyEditSchema, merged, COMPANY_FIELDS, ctx.t)
    : validateAs(FreelancerCompanyEditSchema, merged, COMPANY_FIELDS, ctx.t);
  try {
    await updateCompany(caller.company_id, {
      ...value,
      lightEntrepreneur: value.lightEntrepreneur === "on",
    });
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(error.fieldErrors, COMPANY_FIELDS, ctx.t);
    // A contact person who is not a registered user of the caller's company: as a foreign id.
    if (error instanceof NotFoundError) throw new ApiError(404, "not-found");
    throw error;
  }
  return apiCompany(caller.company_id, locale);
}

// ---------------------------------------------------------------------------------------------
// Users

export function apiCompanyUser(user: CompanyUserRow): Sent<typeof CompanyUser> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    job_title: user.jobTitle,
    phone_number: user.phoneNumber,
    is_contact_person: user.isContactPerson,
    is_self: user.isSelf,
  };
}

/** The caller's own record, as GET users/current answers it. */
export async function apiCurrentUser(caller: RegisteredUser): Promise<Sent<typeof CurrentUser>> {
  const [details, gigAlerts] = await Promise.all([
    getMyDetails(caller.id),
    getGigAlerts(caller.id),
  ]);
  return {
    id: caller.id,
    email: details.email,
    name: details.name,
    phone_number: details.phoneNumber,
    job_title: details.jobTitle,
    marketing_consent: details.marketingConsent,
    subscribe_to_gigsletter: details.newsletter,
    gig_alerts: gigAlerts,
    terms_accepted_at: details.termsAcceptedAt,
    company_id: caller.company_id,
    partner_type: caller.partner_type,
  };
}

const MY_DETAILS_FIELDS = {
  phoneNumber: "phone_number",
  jobTitle: "job_title",
  marketingConsent: "marketing_consent",
  subscribeToGigsletter: "subscribe_to_gigsletter",
};
const MY_DETAILS_READ_ONLY = ["id", "email", "terms_accepted_at", "company_id", "partner_type"];

export const MyDetailsPatchBody = jsonPatch(
  {
    name: str,
    phone_number: str,
    job_title: strOrNull,
    marketing_consent: bool,
    subscribe_to_gigsletter: bool,
    gig_alerts: z
      .enum(GIG_ALERT_CHOICES, {
        errorMap: () => ({ message: msg("apiCompany.fields.gigAlerts") }),
      })
      .optional(),
  },
  MY_DETAILS_READ_ONLY,
);

/** The page's checkboxes: "on" when ticked, absent otherwise. */
const checkbox = (on: boolean) => (on ? "on" : undefined);

/**
 * PATCH users/current: any subset of the user fields, merged with the stored ones, validated by
 * My details' schema and saved by updateMyDetails; `gig_alerts` ("off", "daily", "instant") as My
 * details' notification settings save it. `newsletter_refused` says the address cannot
 * receive the gig newsletter (the page's warning toast); `newsletter_confirmation_sent` that the
 * address is not proven yet, so a confirmation link went to it instead of a subscription.
 */
export async function patchCurrentUser(
  ctx: ApiContext,
  caller: RegisteredUser,
): Promise<Sent<typeof CurrentUserPatched>> {
  const patch = await ctx.body(MyDetailsPatchBody);
  const current = await apiCurrentUser(caller);
  refuseChangedReadOnly(patch, current, MY_DETAILS_READ_ONLY, ctx.t);
  const v = validateAs(
    MyDetailsSchema,
    {
      name: patch.name ?? current.name ?? "",
      phoneNumber: patch.phone_number ?? current.phone_number ?? "",
      jobTitle: patch.job_title === undefined ? (current.job_title ?? "") : (patch.job_title ?? ""),
      marketingConsent: checkbox(patch.marketing_consent ?? current.marketing_consent),
      subscribeToGigsletter: checkbox(
        patch.subscribe_to_gigsletter ?? current.subscribe_to_gigsletter,
      ),
    },
    MY_DETAILS_FIELDS,
    ctx.t,
  );
  const saved = await updateMyDetails(caller.id, {
    name: v.name,
    phoneNumber: v.phoneNumber,
    jobTitle: v.jobTitle || undefined,
    marketingConsent: Boolean(v.marketingConsent),
    subscribeToGigsletter: Boolean(v.subscribeToGigsletter),
  });
  if (patch.gig_alerts) await updateGigAlerts(caller.id, patch.gig_alerts);
  return {
    ...(await apiCurrentUser(caller)),
    newsletter_refused: saved.newsletterRefused,
    newsletter_confirmation_sent: saved.newsletterConfirmationSent,
  };
}

// ---------------------------------------------------------------------------------------------
// Invites

export function apiInvite(invite: CompanyInvite): Sent<typeof Invite> {
  return {
    id: invite.id,
    email: invite.email,
    message: invite.message,
    sent_at: invite.sentAt,
    expires_at: invite.expiresAt,
    state: invite.state,
  };
}

/**
 * The one status of each invite-flow code (spec section 8), whichever call sends it (decision
 * 052): an invite that can no longer be used is 410, an address that is not the invited one 403,
 * a caller whose company refuses it 409.
 */
export const INVITE_CODE_STATUS: Record<string, number> = {
  "invite-not-found": 404,
  "invite-expired": 410,
  "invite-deleted": 410,
  "invite-already-consumed": 410,
  "email-does-not-match": 403,
  "user-belongs-to-this-company": 409,
  "user-belongs-to-other-company": 409,
};

/**
 * A refused invite or resend, with the invite-flow code of spec section 8: 404 for an id that is
 * not the caller's company's, 410 for a used or deleted invite, 409 for an address that refuses
 * it (the id of the address's active invite in `details`, to resend that one), 429 past the
 * company's daily limit, 500 generic-create when the row could not be written.
 */
export function inviteRefusal(result: Extract<InviteSendResult, { ok: false }>): ApiError {
  switch (result.code) {
    case "not-found":
      return new ApiError(404, "not-found");
    case "rate-limited":
      return new ApiError(429, "too-many-requests", inviteAdminErrorKey(result.code));
    case "generic-create":
      return new ApiError(500, result.code, inviteAdminErrorKey(result.code));
    default:
      return new ApiError(
        INVITE_CODE_STATUS[result.code] ?? 409,
        result.code,
        inviteAdminErrorKey(result.code),
        result.existingInviteId ? { existing_invite_id: result.existingInviteId } : undefined,
      );
  }
}

/**
 * The public invite lookup's statuses (GET invites/token/{token}):
 * - 404 invite-not-found: no invite has this token (also a resent invite's old token);
 * - 410 invite-expired, invite-deleted, invite-already-consumed: it existed but cannot be used
 *   any more (`details.state` names the state);
 * - 403 email-does-not-match: `?email=` (or else the signed-in caller's address) is not the one
 *   invited (as registrations answers it); 409 user-belongs-to-this-company / user-belongs-to-other-company: the signed-in
 *   caller already has a company (`details.company_name` is the inviting company's).
 */
const TOKEN_STATES: Partial<Record<InviteErrorCode, string>> = {
  "invite-expired": "expired",
  "invite-deleted": "deleted",
  "invite-already-consumed": "consumed",
};

const TokenQuery = z.object({ email: emailField().optional() });

/**
 * Who invites to which company, for the sign-in and registration screens: the same checkInvite
 * the sign-in page runs, with the signed-in caller when there is one.
 */
export async function lookUpInvite(
  ctx: ApiContext,
  token: string,
): Promise<Sent<typeof InviteLookup>> {
  const { email } = await ctx.query(TokenQuery);
  const caller = await ctx.optionalUser();
  const address = email ?? caller?.email;
  const subject = address
    ? {
        email: address,
        company_id: caller && isRegistered(caller) ? caller.company_id : null,
        registered_at: caller && isRegistered(caller) ? caller.registered_at : null,
      }
    : undefined;
  const check = await checkInvite(token, subject);
  if (!check.ok) {
    const state = TOKEN_STATES[check.code];
    const details = state
      ? { state }
      : check.companyName
        ? { company_name: check.companyName }
        : undefined;
    throw new ApiError(
      INVITE_CODE_STATUS[check.code]!,
      check.code,
      inviteErrorKey(check.code),
      details,
    );
  }
  const invite = await inviteIntroduction(check.invite.id);
  if (!invite) throw new ApiError(404, "invite-not-found", inviteErrorKey("invite-not-found"));
  return {
    email: check.invite.email,
    company_name: check.invite.company_name,
    invited_by: invite.inviter_name === null ? null : { name: invite.inviter_name },
    message: invite.message,
    sent_at: invite.sent_at,
    expires_at: check.invite.expires_at,
    state: "active",
  };
}
