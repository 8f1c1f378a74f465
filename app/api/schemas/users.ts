import { GIG_ALERT_CHOICES } from "~/db/schema";
import { TextId } from "./ids";
import { z } from "./openapi-zod";
import { listPage } from "./page";

const partnerType = z.enum(["company", "freelancer"]);

/** The signed-in account as `users/me` answers it (apiAccount, app/api/shapes.server.ts). */
export const Account = z
  .object({
    id: TextId,
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(["partner", "staff"]),
    company_id: TextId.nullable(),
    partner_type: partnerType.nullable(),
    is_registered: z.boolean(),
  })
  .openapi("Account");

/** The caller's own user record (apiCurrentUser, app/api/company.server.ts). */
export const CurrentUser = z
  .object({
    id: TextId,
    email: z.string(),
    name: z.string().nullable(),
    phone_number: z.string().nullable(),
    job_title: z.string().nullable(),
    marketing_consent: z.boolean(),
    subscribe_to_gigsletter: z.boolean(),
    gig_alerts: z.enum(GIG_ALERT_CHOICES),
    terms_accepted_at: z.string().datetime().nullable(),
    company_id: TextId,
    partner_type: partnerType,
  })
  .openapi("CurrentUser");

/** PATCH users/current: the record, and what became of the newsletter choice. */
export const CurrentUserPatched = CurrentUser.extend({
  newsletter_refused: z.boolean().describe("The address cannot receive the gig newsletter"),
  newsletter_confirmation_sent: z
    .boolean()
    .describe("The address is not proven yet: a confirmation link went to it instead"),
});

/** A registered user of the caller's company (apiCompanyUser). */
export const CompanyUser = z
  .object({
    id: TextId,
    name: z.string().nullable(),
    email: z.string(),
    job_title: z.string().nullable(),
    phone_number: z.string().nullable(),
    is_contact_person: z.boolean(),
    is_self: z.boolean(),
  })
  .openapi("CompanyUser");
export const CompanyUserList = listPage(CompanyUser);

export const UserRemoved = z.object({
  id: TextId,
  mail_sent: z.boolean().describe("false: removed, but the notification could not be sent"),
  contact_person_handed_over: z.boolean(),
});

/** POST registrations: the company the caller now belongs to. */
export const Registered = z.object({ company_id: TextId });
