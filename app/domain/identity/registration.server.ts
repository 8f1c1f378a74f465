import type { Transaction } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { newId, nowIso } from "~/utils/ids.server";
import { ValidationError } from "../shared/errors";
import { checkInvite, consumeInvite, type InviteErrorCode } from "../company/invites.server";
import {
  deliverNotifications,
  queueNotification,
  type QueuedNotification,
} from "../newsletter/notifications.server";
import { capabilitiesExist, countryExists } from "../shared/reference.server";
import { checkBusinessIdRule } from "../company/business-id-rule";
import { subscribeAccountAddress } from "../newsletter/newsletter-confirm.server";
import type { RegistrationDraft } from "./registration-draft.server";

export const TERMS_VERSION = "2023-06-01";

export type PersonalInformation = {
  name: string;
  phoneNumber: string;
  jobTitle?: string;
  marketingConsent: boolean;
  subscribeToGigsletter: boolean;
};

export type RegistrationErrorCode =
  "invite-token-and-company-null" | "already-registered" | InviteErrorCode;

export type RegistrationResult =
  { ok: true; companyId: string } | { ok: false; code: RegistrationErrorCode };

/**
 * Finishes registration in one transaction: creates the company (or the freelancer's account,
 * with the freelancer's own expert profile) or joins the inviting company, and fills in the
 * user. Nothing is written when any part fails.
 */
export async function completeRegistration(
  userId: string,
  draft: RegistrationDraft,
  personal: PersonalInformation,
): Promise<RegistrationResult> {
  if (!draft.inviteToken && !(draft.partnerType && draft.company))
    return { ok: false, code: "invite-token-and-company-null" };

  let inviterNotice: QueuedNotification | null = null;
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select(["id", "email", "company_id", "registered_at"])
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      if (user.registered_at) return { ok: false as const, code: "already-registered" as const };
      const now = nowIso();
      let companyId: string;
      let isContactPerson: 0 | 1 = 1;

      if (draft.inviteToken) {
        const check = await checkInvite(draft.inviteToken, user, trx);
        if (!check.ok) return { ok: false as const, code: check.code };
        if (!(await consumeInvite(trx, check.invite.id, userId)))
          return { ok: false as const, code: "invite-already-consumed" as const };
        companyId = check.invite.company_id;
        isContactPerson = 0;
        inviterNotice = await queueInviteAccepted(trx, check.invite, {
          name: personal.name,
          email: user.email,
        });
      } else {
        const company = draft.company!;
        const businessId = checkBusinessIdRule(draft.partnerType!, company, "company.");
        // The page checks these at its company step; a draft from elsewhere (the API) is checked
        // here, in the transaction that writes it.
        if (!(await countryExists(company.countryCode, trx)))
          throw new ValidationError({ "company.countryCode": ["validation.homeBaseRequired"] });
        if (!(await capabilitiesExist([...new Set(company.capabilityIds)], trx)))
          throw new ValidationError({ "company.capabilityIds": ["validation.capabilityRequired"] });
        companyId = newId();
        await trx
          .insertInto("companies")
          .values({
            id: companyId,
            name: company.name,
            website: company.website ?? null,
            partner_type: draft.partnerType!,
            country_code: company.countryCode,
            business_id: businessId.businessId,
            light_entrepreneur: businessId.lightEntrepreneur,
            created_at: now,
            updated_at: now,
          })
          .execute();
        if (company.capabilityIds.length) {
          await trx
            .insertInto("company_capabilities")
            .values(
              [...new Set(company.capabilityIds)].map((capability_id) => ({
                company_id: companyId,
                capability_id,
              })),
            )
            .execute();
        }
        if (draft.partnerType === "freelancer") {
          await trx
            .insertInto("experts")
            .values({
              id: newId(),
              company_id: companyId,
              user_id: userId,
              name: personal.name,
              role: personal.jobTitle ?? null,
              sales_pitch: null,
              cv_filename: null,
              cv_mimetype: null,
              cv_size: null,
              cv_added_at: null,
              created_at: now,
              updated_at: now,
            })
            .execute();
        }
      }

      await trx
        .updateTable("users")
        .set({
          company_id: companyId,
          is_contact_person: isContactPerson,
          name: personal.name,
          phone_number: personal.phoneNumber,
          job_title: personal.jobTitle ?? null,
          marketing_consent: personal.marketingConsent ? 1 : 0,
          subscribe_to_gigsletter: personal.subscribeToGigsletter ? 1 : 0,
          terms_accepted_at: now,
          terms_version: TERMS_VERSION,
          registered_at: now,
          updated_at: now,
        })
        .where("id", "=", userId)
        .execute();
      await trx.deleteFrom("registration_drafts").where("user_id", "=", userId).execute();
      return { ok: true as const, companyId };
    });
  if (result.ok && personal.subscribeToGigsletter) await subscribeRegisteredUser(userId);
  if (result.ok) await deliverNotifications([inviterNotice]);
  return result;
}

/** The inviter hears of it while still in the inviting company (and wanting to). */
async function queueInviteAccepted(
  trx: Transaction<Database>,
  invite: { id: string; company_id: string; invited_by_user_id: string | null },
  invitee: { name: string; email: string },
) {
  if (!invite.invited_by_user_id) return null;
  const inviter = await trx
    .selectFrom("users")
    .select("id")
    .where("id", "=", invite.invited_by_user_id)
    .where("company_id", "=", invite.company_id)
    .executeTakeFirst();
  if (!inviter) return null;
  return queueNotification(trx, "invite-accepted", inviter.id, invite.id, invitee);
}

/**
 * The gig newsletter opt-in at registration subscribes the account's address (idempotent): a
 * proven address at once, any other after the confirmation link mailed to it.
 */
async function subscribeRegisteredUser(userId: string) {
  const user = await getDb()
    .selectFrom("users")
    .select(["email", "locale", "email_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  await subscribeAccountAddress(user);
}
