import { CapabilityId, TextId } from "./ids";
import { z } from "./openapi-zod";
import { listPage } from "./page";

/** The caller's company (apiCompany, app/api/company.server.ts). */
export const Company = z
  .object({
    id: TextId,
    name: z.string(),
    website: z.string().nullable(),
    partner_type: z.enum(["company", "freelancer"]),
    country_code: z.string().nullable(),
    capability_ids: z.array(CapabilityId),
    business_id: z.string().nullable(),
    light_entrepreneur: z.boolean(),
    contact_person: z
      .object({ id: TextId, name: z.string().nullable(), email: z.string() })
      .nullable(),
  })
  .openapi("Company");

const inviteState = z.enum(["active", "expired", "consumed", "deleted"]);

/** An invite of the caller's company (apiInvite). */
export const Invite = z
  .object({
    id: TextId,
    email: z.string(),
    message: z.string().nullable(),
    sent_at: z.string().datetime(),
    expires_at: z.string().datetime(),
    state: inviteState,
  })
  .openapi("Invite");
export const InviteList = listPage(Invite);

/** A created or resent invite: `mail_sent` false when the mail could not be sent. */
export const InviteSent = Invite.extend({ mail_sent: z.boolean() });

/** The public look-up of an invite link's token (lookUpInvite). */
export const InviteLookup = z.object({
  email: z.string(),
  company_name: z.string(),
  invited_by: z.object({ name: z.string() }).nullable(),
  message: z.string().nullable(),
  sent_at: z.string().datetime(),
  expires_at: z.string().datetime(),
  state: z.literal("active"),
});
