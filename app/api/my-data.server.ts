import { z } from "zod";
import type { MyDataExport } from "~/domain/my-data.server";
import {
  CANDIDATE_CONSENTS,
  CANDIDATE_STAGES,
  CANDIDATE_STATUSES,
  DECLINE_REASONS,
  GIG_ALERT_CHOICES,
} from "~/db/schema";

/*
 * The shape of "Download my data" (GET /api/users/current/export) for the OpenAPI document. The
 * domain writes the document (app/domain/my-data.server.ts); the annotation below makes a field
 * added there and forgotten here fail the type check.
 */

const at = z.string().datetime();
const maybeAt = at.nullable();

export const MyDataExportSchema: z.ZodType<MyDataExport> = z.object({
  format: z.literal("gigpartners-data-export"),
  version: z.literal(1),
  exported_at: at,
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    phone_number: z.string().nullable(),
    job_title: z.string().nullable(),
    role: z.enum(["partner", "staff"]),
    language: z.string(),
    email_verified_at: maybeAt,
    registered_at: maybeAt,
    terms_accepted_at: maybeAt,
    terms_version: z.string().nullable(),
    marketing_consent: z.boolean(),
    subscribe_to_gigsletter: z.boolean(),
    is_contact_person: z.boolean(),
    password_set: z.boolean().describe("Whether a password is set; the password itself never is"),
    created_at: at,
    updated_at: at,
  }),
  sign_in_methods: z
    .array(
      z.object({
        provider: z.string(),
        subject: z.string().describe("The provider's id for the account"),
        email: z.string().nullable(),
        created_at: at,
      }),
    )
    .describe("Google or Microsoft sign-ins linked to the account"),
  second_factor: z
    .object({ enabled_at: maybeAt, recovery_codes_left: z.number().int() })
    .nullable()
    .describe("Staff only; the secret is never given"),
  notification_settings: z.object({
    offer_stage: z.boolean(),
    offer_deadline: z.boolean(),
    invite_accepted: z.boolean(),
    gig_question_answered: z.boolean(),
    cv_retention: z.boolean(),
    gig_alerts: z.enum(GIG_ALERT_CHOICES),
  }),
  gig_alerts_sent: z.array(
    z.object({ gig_id: z.number().int(), gig_title: z.string().nullable(), sent_at: at }),
  ),
  questions_asked: z.array(
    z.object({
      gig_id: z.number().int(),
      gig_title: z.string().nullable(),
      text: z.string(),
      public_text: z.string().nullable(),
      answer: z.string().nullable(),
      answered_at: at.nullable(),
      hidden: z.boolean(),
      asked_at: at,
    }),
  ),
  sessions: z
    .array(
      z.object({
        created_at: at,
        last_seen_at: at,
        expires_at: at,
        ip: z.string().nullable(),
        user_agent: z.string().nullable(),
        current: z.boolean().describe("The session this export was asked with"),
      }),
    )
    .describe("Without their ids"),
  one_time_links: z
    .array(z.object({ purpose: z.string(), created_at: at, expires_at: at, used_at: maybeAt }))
    .describe("E-mail confirmation and password reset links, without their tokens"),
  registration_draft: z
    .record(z.unknown())
    .nullable()
    .describe("What was entered before registration finished, without an invite's token"),
  newsletter_subscriptions: z.array(
    z.object({
      email: z.string(),
      language: z.string(),
      subscribed_at: at,
      unsubscribed_at: maybeAt,
      search: z.record(z.unknown()).nullable().describe("The gig search kept; null: every gig"),
    }),
  ),
  newsletter_confirmations_pending: z.array(
    z.object({ email: z.string(), created_at: at, expires_at: at }),
  ),
  invites_sent: z.array(
    z.object({
      email: z.string(),
      sent_at: at,
      expires_at: at,
      consumed_at: maybeAt,
      deleted_at: maybeAt,
    }),
  ),
  mails: z.array(
    z.object({ kind: z.string(), state: z.string(), claimed_at: at, sent_at: maybeAt }),
  ),
  log_entries: z
    .array(
      z.object({
        at,
        action: z.string(),
        subject_type: z.string().nullable(),
        subject_id: z.string().nullable(),
        by_you: z.boolean(),
        ip: z.string().nullable().describe("Only for entries of the user's own actions"),
      }),
    )
    .describe("Audit entries of the user's actions and about the user"),
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      website: z.string().nullable(),
      partner_type: z.enum(["company", "freelancer"]),
      country_code: z.string().nullable(),
      business_id: z.string().nullable(),
      light_entrepreneur: z.boolean(),
      capabilities: z.array(z.string()),
      created_at: at,
      experts: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          role: z.string().nullable(),
          sales_pitch: z.string().nullable(),
          email: z.string().nullable(),
          phone: z.string().nullable(),
          skills: z.array(z.string()),
          available_from: z.string().nullable(),
          allocation: z.number().int(),
          rate_expectation: z.number().int().nullable(),
          work_modes: z.array(z.string()),
          locations: z.array(z.string()),
          cv: z
            .object({
              filename: z.string(),
              mimetype: z.string().nullable(),
              size: z.number().int().nullable(),
              added_at: maybeAt,
              kept_at: maybeAt.describe(
                "When a partner user last chose to keep the CV, restarting its retention (decision 051)",
              ),
              download_url: z.string().url().describe("The page that downloads it, signed in"),
            })
            .nullable()
            .describe("Listed, not embedded"),
          created_at: at,
          updated_at: at,
        }),
      ),
      offers: z.array(
        z.object({
          id: z.string(),
          gig_id: z.number().int(),
          gig_title: z.string(),
          expert_id: z.string(),
          expert_name: z.string(),
          rate: z.number().int(),
          status: z.enum(CANDIDATE_STATUSES),
          stage: z.enum(CANDIDATE_STAGES),
          decline_reason: z.enum(DECLINE_REASONS).nullable(),
          feedback: z.string().nullable(),
          contact_person: z.string().nullable(),
          consent: z
            .enum(CANDIDATE_CONSENTS)
            .describe("The expert's consent to be represented (decision 048)"),
          consent_at: at.nullable().describe("When the expert answered"),
          created_at: at,
          updated_at: at,
        }),
      ),
    })
    .nullable()
    .describe(
      "A partner's company, its experts and offers; null for staff and before registration",
    ),
});
