import type { Generated, Insertable, Selectable } from "kysely";

/*
 * Conventions shared by both engines (see docs/decisions/002-one-schema-two-engines.md):
 * timestamps are ISO-8601 UTC text, calendar dates are YYYY-MM-DD text, booleans are 0/1
 * integers, lists are JSON text, money is whole euros per hour.
 */
type Flag = 0 | 1;

export interface CountryTable {
  code: string;
  name_en: string;
  name_fi: string;
}

export interface CapabilityTable {
  id: number;
  slug: string;
  name_en: string;
  name_fi: string;
}

/** A partner user's gig alerts: none, a weekday digest, or a mail per gig as it is published. */
export const GIG_ALERT_CHOICES = ["off", "daily", "instant"] as const;
export type GigAlertChoice = (typeof GIG_ALERT_CHOICES)[number];

export interface UserTable {
  id: string;
  email: string;
  name: string | null;
  phone_number: string | null;
  job_title: string | null;
  password_hash: string | null;
  email_verified_at: string | null;
  disabled_at: string | null;
  /** Set when staff rights were revoked, so STAFF_EMAILS does not grant them again (0020). */
  staff_revoked_at: Generated<string | null>;
  /** 1: disabled by its company's disable, so enabling the company enables it again (0020). */
  disabled_with_company: Generated<Flag>;
  role: "partner" | "staff";
  company_id: string | null;
  is_contact_person: Generated<Flag>;
  marketing_consent: Generated<Flag>;
  subscribe_to_gigsletter: Generated<Flag>;
  terms_accepted_at: string | null;
  terms_version: string | null;
  registered_at: string | null;
  locale: Generated<string>;
  /** Notification switches (1 = on, the default): see app/domain/newsletter/notifications.server.ts. */
  notify_offer_stage: Generated<Flag>;
  notify_offer_deadline: Generated<Flag>;
  notify_invite_accepted: Generated<Flag>;
  /** The answer to a question of the user's, or on a gig of an offer of theirs (0026). */
  notify_gig_question_answered: Generated<Flag>;
  /** The CV retention notice's switch (0027). */
  notify_cv_retention: Generated<Flag>;
  /** Gig alerts (0022): "daily" for a new row, "off" for the users before it. */
  gig_alerts: Generated<GigAlertChoice>;
  created_at: string;
  updated_at: string;
}

export interface RegistrationDraftTable {
  user_id: string;
  data: string;
  updated_at: string;
}

export interface IdentityTable {
  id: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
}

/** `id` is the SHA-256 (hex) of the random id in the session cookie (app/auth/session.server.ts). */
export interface SessionTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  /** When this session's second factor was checked (staff); null: not yet. */
  second_factor_at: string | null;
}

export interface StaffSecondFactorTable {
  user_id: string;
  /** The TOTP secret, encrypted (app/domain/identity/second-factor-secret.server.ts); plain base32 before 0015. */
  secret: string;
  enabled_at: string | null;
  created_at: string;
  /** The newest TOTP time step accepted; it and earlier ones are refused (RFC 6238 §5.2). */
  last_step: number | null;
}

/** A one-time enrolment link (its token as SHA-256) with the secret it enrols, encrypted. */
export interface SecondFactorEnrolmentTable {
  id: string;
  user_id: string;
  token_hash: string;
  secret: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface OneTimeTokenTable {
  id: string;
  token_hash: string;
  purpose: "verify-email" | "reset-password";
  user_id: string;
  data: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CompanyTable {
  id: string;
  name: string;
  website: string | null;
  partner_type: "company" | "freelancer";
  country_code: string | null;
  business_id: string | null;
  /** 1: a freelancer invoicing through a light-entrepreneur service, so no business ID (0018). */
  light_entrepreneur: Generated<Flag>;
  /** Set while staff have disabled the whole company (0020). */
  disabled_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface CompanyCapabilityTable {
  company_id: string;
  capability_id: number;
}

export interface ExpertTable {
  id: string;
  company_id: string;
  user_id: string | null;
  name: string;
  role: string | null;
  sales_pitch: string | null;
  cv_filename: string | null;
  cv_mimetype: string | null;
  cv_size: number | null;
  cv_added_at: string | null;
  /** When a partner user last chose to keep the CV, restarting its retention (0027). */
  cv_kept_at: Generated<string | null>;
  /** The first day the expert can start; null: now (0021). */
  available_from: Generated<string | null>;
  /** Percent of full time the expert can take, 10-100 (0021). */
  allocation: Generated<number>;
  /** Whole euros per hour; null: not given (0021). */
  rate_expectation: Generated<number | null>;
  /** JSON list of WorkMode values the expert accepts (0021). */
  work_modes: Generated<string>;
  /** JSON list of locations the expert accepts, in the gigs' spelling (0021). */
  locations: Generated<string>;
  /** The expert's own e-mail, as entered; null: not given (0023). */
  email: Generated<string | null>;
  /** The expert's own phone, as entered; null: not given (0023). */
  phone: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** One skill of an expert under its canonical key (0021, app/domain/matching/skill-vocabulary.ts). */
export interface ExpertSkillTable {
  expert_id: string;
  skill_key: string;
  label: string;
  /** The order the expert gave, from 0. */
  position: number;
}

export const GIG_STATUSES = [
  "accepting-proposals",
  "offer-in-progress",
  "waiting",
  "resolved",
  "won",
  "lost",
] as const;
export type GigStatus = (typeof GIG_STATUSES)[number];

export const WORK_MODES = ["onsite", "remote", "hybrid"] as const;
export type WorkMode = (typeof WORK_MODES)[number];

export interface GigTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  duration: string;
  required_skills: Generated<string>;
  nice_to_have_skills: Generated<string>;
  locations: Generated<string>;
  onsite: WorkMode;
  min_experience_years: Generated<number>;
  rate_min: number;
  rate_max: number;
  start_date: string;
  customer_offer_deadline: string;
  offer_deadline: string;
  language: string;
  allocation: number;
  status: GigStatus;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  /** When it became public first, or the creation time of a gig not yet published. */
  published_at: string;
  /** 1: on the public site; 0: a draft or taken down by staff. */
  published: Generated<Flag>;
  /** Null until first published; the slug is fixed from then on. */
  first_published_at: string | null;
  /** How many candidates one partner may propose; null: no cap (0024). */
  submission_cap: Generated<number | null>;
  /** 1: a candidate goes to the customer only with the expert's consent (0025). */
  requires_consent: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/**
 * Every column of GigTable, for reads of whole gigs. PostgreSQL's gigs also hold the search
 * indexes' columns (migrations 0003, 0013), which are for the indexes only and wider than the
 * rest of the row together: `select *` sent them, 20 gigs' worth per list page, and turned each
 * tsvector into text on the way (5.4 ms against 1.1 ms for a page at 100,000 gigs).
 */
export const GIG_COLUMNS = [
  "id",
  "slug",
  "title",
  "description",
  "duration",
  "required_skills",
  "nice_to_have_skills",
  "locations",
  "onsite",
  "min_experience_years",
  "rate_min",
  "rate_max",
  "start_date",
  "customer_offer_deadline",
  "offer_deadline",
  "language",
  "allocation",
  "status",
  "contact_name",
  "contact_email",
  "contact_phone",
  "published_at",
  "published",
  "first_published_at",
  "submission_cap",
  "requires_consent",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof GigTable>;
// A column added to GigTable and not to GIG_COLUMNS fails the type check here.
const gigColumnsComplete: [Exclude<keyof GigTable, (typeof GIG_COLUMNS)[number]>] extends [never]
  ? true
  : false = true;
void gigColumnsComplete;

export const CANDIDATE_STATUSES = ["REVIEW", "OFFERED", "ACCEPTED", "DECLINED"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const CANDIDATE_STAGES = [
  "waiting-review",
  "suitable-candidate",
  "ready-to-offer",
  "waiting-customer-decision",
  "accepted",
  "declined",
] as const;
export type CandidateStage = (typeof CANDIDATE_STAGES)[number];

export const DECLINE_REASONS = [
  "INSUFFICIENT_EXPERIENCE",
  "INSUFFICIENT_SKILLS",
  "MORE_SUITABLE_CANDIDATE_FOUND",
  "REJECTED_BY_CUSTOMER",
  "GIG_CANCELLED",
  "GIG_LOST",
  "OTHER",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The expert's answer to being represented on a gig (0025, decision 048). */
export const CANDIDATE_CONSENTS = ["not-asked", "waiting", "agreed", "declined"] as const;
export type CandidateConsent = (typeof CANDIDATE_CONSENTS)[number];

export interface CandidateTable {
  id: string;
  gig_id: number;
  expert_id: string;
  company_id: string;
  status: CandidateStatus;
  stage: CandidateStage;
  rate: number;
  additional_description: string | null;
  contact_user_id: string | null;
  decline_reason: DeclineReason | null;
  feedback: string | null;
  /** Who the candidate is (app/domain/shared/person-key.ts); null: no e-mail or phone (0024). */
  person_key: Generated<string | null>;
  /** The expert's consent, and when they answered (0025). */
  consent: Generated<CandidateConsent>;
  consent_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface InviteTable {
  id: string;
  company_id: string;
  email: string;
  message: string | null;
  token_hash: string;
  invited_by_user_id: string | null;
  sent_at: string;
  expires_at: string;
  consumed_at: string | null;
  consumed_by_user_id: string | null;
  deleted_at: string | null;
  created_at: string;
}

export interface NewsletterSubscriptionTable {
  id: string;
  email: string;
  locale: string;
  unsubscribe_token_hash: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  /** The token before the stable one (an older newsletter's link), honoured until `retired_token_until`. */
  retired_token_hash: string | null;
  retired_token_until: string | null;
  /** The gig search subscribed from, as JSON (0022); null: every new gig. */
  search: Generated<string | null>;
}

/** A newsletter sign-up waiting for its confirmation link (migration 0017). */
export interface NewsletterConfirmationTable {
  token_hash: string;
  email: string;
  locale: string;
  created_at: string;
  expires_at: string;
  /** The gig search the sign-up came from, as JSON (0022); null: every new gig. */
  search: Generated<string | null>;
}

/** A gig a user has had an alert about, once per user and gig (0022). */
export interface GigAlertItemTable {
  user_id: string;
  gig_id: number;
  /** The mail ledger row (kind `notify:gig-alert`, this user) whose mail carried it. */
  period_key: string;
  created_at: string;
}

/**
 * An Idempotency-Key of a creating API call and the first answer to it (0028, decision 052);
 * `status`, `body` and `location` are null while that call runs.
 */
export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  /** SHA-256 of the call's method, path and body. */
  fingerprint: string;
  status: number | null;
  body: string | null;
  location: string | null;
  created_at: string;
}

/** A partner's question on a gig and staff's answer (0026, decision 049). */
export interface GigQuestionTable {
  id: Generated<number>;
  gig_id: number;
  /** The asker's company and user; null once deleted (the question stays, it named nobody). */
  company_id: string | null;
  user_id: string | null;
  /** As the partner wrote it. */
  text: string;
  /** Staff's wording for the public page; null: the partner's own. */
  public_text: string | null;
  answer: string | null;
  answered_at: string | null;
  answered_by: string | null;
  /** Set while staff hide the question from partners. */
  hidden_at: string | null;
  asked_at: string;
  updated_at: string;
}

export interface PostTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  title: string;
  category: string;
  lead: string;
  body: string;
  published_at: string;
  /** 1: on the public site; 0: a draft or taken down by staff. */
  published: Generated<Flag>;
  /** When the post first became public; null while it has never been (0007). */
  first_published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RateLimitTable {
  key: string;
  count: number;
  window_started_at: string;
}

export interface AuditEventTable {
  id: Generated<number>;
  at: string;
  actor_user_id: string | null;
  company_id: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  data: string | null;
  ip: string | null;
}

export type MailLedgerState = "claimed" | "sent" | "failed";

/** One mail of a mailing to one recipient for one period; the key is the claim (0008). */
export interface MailLedgerTable {
  kind: string;
  recipient_key: string;
  period_key: string;
  state: MailLedgerState;
  /** Sends started for this row (claims), failed or not. */
  attempts: Generated<number>;
  claimed_at: string;
  sent_at: string | null;
  last_error: string | null;
  /** JSON a mailing fixed for its period, on its own row (the newsletter's cut-off and gigs). */
  payload: string | null;
}

/** A stored CV's bytes, in order (migration 0011); the expert row holds its name, type and size. */
export interface ExpertCvChunkTable {
  expert_id: string;
  seq: number;
  data: Buffer;
}

/**
 * The CV retention notice of an expert's current period (0027, app/domain/experts/cv-retention.server.ts):
 * `cv_basis` is the time the period counts from; a row with another basis than the expert's is stale.
 */
export interface CvRetentionNoticeTable {
  expert_id: string;
  cv_basis: string;
  noticed_at: string;
  /** The users the notice mail was queued for (those whose switch was on). */
  recipients: Generated<number>;
}

/** One row per scheduled backup slot: the process that inserted it takes that backup (0019). */
export interface BackupClaimTable {
  slot: string;
  claimed_at: string;
  claimed_by: string;
}

export interface Database {
  countries: CountryTable;
  capabilities: CapabilityTable;
  users: UserTable;
  registration_drafts: RegistrationDraftTable;
  identities: IdentityTable;
  sessions: SessionTable;
  staff_second_factors: StaffSecondFactorTable;
  second_factor_enrolments: SecondFactorEnrolmentTable;
  recovery_codes: RecoveryCodeTable;
  one_time_tokens: OneTimeTokenTable;
  companies: CompanyTable;
  company_capabilities: CompanyCapabilityTable;
  experts: ExpertTable;
  expert_skills: ExpertSkillTable;
  expert_cv_chunks: ExpertCvChunkTable;
  cv_retention_notices: CvRetentionNoticeTable;
  gigs: GigTable;
  candidates: CandidateTable;
  invites: InviteTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  newsletter_confirmations: NewsletterConfirmationTable;
  posts: PostTable;
  rate_limits: RateLimitTable;
  audit_events: AuditEventTable;
  mail_ledger: MailLedgerTable;
  gig_alert_items: GigAlertItemTable;
  idempotency_keys: IdempotencyKeyTable;
  gig_questions: GigQuestionTable;
  backup_claims: BackupClaimTable;
}

export type NewUser = Insertable<UserTable>;
export type Gig = Selectable<GigTable>;
export type NewGig = Insertable<GigTable>;
