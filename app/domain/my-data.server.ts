import { getDb } from "~/db/db.server";
import type {
  CandidateConsent,
  CandidateStage,
  CandidateStatus,
  DeclineReason,
  GigAlertChoice,
} from "~/db/schema";
import { parseDraft } from "./identity/registration-draft.server";
import { NotFoundError } from "./shared/errors";
import { hitRateLimit } from "./shared/rate-limit.server";
import { listCompanyOffers } from "./offer-export.server";

/*
 * "Download my data" (GDPR art. 15 and 20; docs/decisions/050-partner-numbers-and-data-
 * exports.md): everything the product holds about one user, as one JSON document, and for a
 * partner their company's details, experts and offers. What is left out, on purpose: password
 * hashes, session ids, token hashes and second-factor secrets (the user gets that a password or
 * a second factor is set, never the secret); an invite token kept in a registration draft; CV
 * bytes (each CV is listed with its download address); other people's data (colleagues, and the
 * address and identity of the staff member behind a log entry about the user). Rate-limit
 * counters, keyed by address and cleared within the hour, are not listed.
 */

export type MyDataOwner = {
  id: string;
  /** The hashed key of the session the request came with, to mark it as the current one. */
  session_id: string;
  company_id: string | null;
};

export type MyDataExport = {
  format: "gigpartners-data-export";
  version: 1;
  exported_at: string;
  account: {
    id: string;
    email: string;
    name: string | null;
    phone_number: string | null;
    job_title: string | null;
    role: "partner" | "staff";
    language: string;
    email_verified_at: string | null;
    registered_at: string | null;
    terms_accepted_at: string | null;
    terms_version: string | null;
    marketing_consent: boolean;
    subscribe_to_gigsletter: boolean;
    is_contact_person: boolean;
    password_set: boolean;
    created_at: string;
    updated_at: string;
  };
  sign_in_methods: Array<{
    provider: string;
    subject: string;
    email: string | null;
    created_at: string;
  }>;
  second_factor: { enabled_at: string | null; recovery_codes_left: number } | null;
  notification_settings: {
    offer_stage: boolean;
    offer_deadline: boolean;
    invite_accepted: boolean;
    gig_question_answered: boolean;
    cv_retention: boolean;
    gig_alerts: GigAlertChoice;
  };
  gig_alerts_sent: Array<{ gig_id: number; gig_title: string | null; sent_at: string }>;
  /** The questions the user asked on gigs (decision 049), with staff's wording and answer. */
  questions_asked: Array<{
    gig_id: number;
    gig_title: string | null;
    text: string;
    public_text: string | null;
    answer: string | null;
    answered_at: string | null;
    hidden: boolean;
    asked_at: string;
  }>;
  sessions: Array<{
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
    current: boolean;
  }>;
  one_time_links: Array<{
    purpose: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  }>;
  registration_draft: Record<string, unknown> | null;
  newsletter_subscriptions: Array<{
    email: string;
    language: string;
    subscribed_at: string;
    unsubscribed_at: string | null;
    /** The gig search the subscription keeps; null: every new gig. */
    search: Record<string, unknown> | null;
  }>;
  newsletter_confirmations_pending: Array<{
    email: string;
    created_at: string;
    expires_at: string;
  }>;
  invites_sent: Array<{
    email: string;
    sent_at: string;
    expires_at: string;
    consumed_at: string | null;
    deleted_at: string | null;
  }>;
  mails: Array<{ kind: string; state: string; claimed_at: string; sent_at: string | null }>;
  log_entries: Array<{
    at: string;
    action: string;
    subject_type: string | null;
    subject_id: string | null;
    by_you: boolean;
    ip: string | null;
  }>;
  company: {
    id: string;
    name: string;
    website: string | null;
    partner_type: "company" | "freelancer";
    country_code: string | null;
    business_id: string | null;
    light_entrepreneur: boolean;
    capabilities: string[];
    created_at: string;
    experts: Array<{
      id: string;
      name: string;
      role: string | null;
      sales_pitch: string | null;
      email: string | null;
      phone: string | null;
      skills: string[];
      available_from: string | null;
      allocation: number;
      rate_expectation: number | null;
      work_modes: string[];
      locations: string[];
      cv: {
        filename: string;
        mimetype: string | null;
        size: number | null;
        added_at: string | null;
        download_url: string;
      } | null;
      created_at: string;
      updated_at: string;
    }>;
    offers: Array<{
      id: string;
      gig_id: number;
      gig_title: string;
      expert_id: string;
      expert_name: string;
      rate: number;
      status: CandidateStatus;
      stage: CandidateStage;
      decline_reason: DeclineReason | null;
      feedback: string | null;
      contact_person: string | null;
      consent: CandidateConsent;
      consent_at: string | null;
      created_at: string;
      updated_at: string;
    }>;
  } | null;
};

const flag = (value: number | string | null | undefined) => Number(value) === 1;

function jsonList(value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function jsonObject(value: string | null): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(value ?? "null");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Whether the user may download their data now (10 an hour); counts the attempt. */
export function myDataExportAllowed(userId: string): Promise<boolean> {
  return hitRateLimit("myDataExportsPerUser", userId);
}

/**
 * The user's data export. `siteUrl` is the site's origin, for the CVs' download addresses. The
 * company part is the owner's own company (from the session), never one a client names.
 */
export async function exportMyData(
  owner: MyDataOwner,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<MyDataExport> {
  const db = getDb();
  const user = await db
    .selectFrom("users")
    .select((eb) => [
      "id",
      "email",
      "name",
      "phone_number",
      "job_title",
      "role",
      "locale",
      "email_verified_at",
      "registered_at",
      "terms_accepted_at",
      "terms_version",
      "marketing_consent",
      "subscribe_to_gigsletter",
      "is_contact_person",
      "notify_offer_stage",
      "notify_offer_deadline",
      "notify_invite_accepted",
      "notify_gig_question_answered",
      "notify_cv_retention",
      "gig_alerts",
      "created_at",
      "updated_at",
      eb("password_hash", "is not", null).as("password_set"),
    ])
    .where("id", "=", owner.id)
    .executeTakeFirst();
  if (!user) throw new NotFoundError();
  const email = user.email.trim().toLowerCase();
  const [
    identities,
    secondFactor,
    recoveryCodes,
    alerts,
    questions,
    sessions,
    links,
    draft,
    subscriptions,
    confirmations,
    invites,
    mails,
    log,
    company,
  ] = await Promise.all([
    db
      .selectFrom("identities")
      .select(["provider", "subject", "email", "created_at"])
      .where("user_id", "=", owner.id)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("staff_second_factors")
      .select("enabled_at")
      .where("user_id", "=", owner.id)
      .executeTakeFirst(),
    db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", owner.id)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("gig_alert_items")
      .leftJoin("gigs", "gigs.id", "gig_alert_items.gig_id")
      .select(["gig_alert_items.gig_id", "gigs.title", "gig_alert_items.created_at"])
      .where("gig_alert_items.user_id", "=", owner.id)
      .orderBy("gig_alert_items.created_at")
      .execute(),
    db
      .selectFrom("gig_questions")
      .leftJoin("gigs", "gigs.id", "gig_questions.gig_id")
      .select([
        "gig_questions.gig_id",
        "gigs.title",
        "gig_questions.text",
        "gig_questions.public_text",
        "gig_questions.answer",
        "gig_questions.answered_at",
        "gig_questions.hidden_at",
        "gig_questions.asked_at",
      ])
      .where("gig_questions.user_id", "=", owner.id)
      .orderBy("gig_questions.asked_at")
      .execute(),
    db
      .selectFrom("sessions")
      .select(["id", "created_at", "last_seen_at", "expires_at", "ip", "user_agent"])
      .where("user_id", "=", owner.id)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("one_time_tokens")
      .select(["purpose", "created_at", "expires_at", "used_at"])
      .where("user_id", "=", owner.id)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("registration_drafts")
      .select("data")
      .where("user_id", "=", owner.id)
      .executeTakeFirst(),
    db
      .selectFrom("newsletter_subscriptions")
      .select(["email", "locale", "subscribed_at", "unsubscribed_at", "search"])
      .where("email", "=", email)
      .execute(),
    db
      .selectFrom("newsletter_confirmations")
      .select(["email", "created_at", "expires_at"])
      .where("email", "=", email)
      .execute(),
    db
      .selectFrom("invites")
      .select(["email", "sent_at", "expires_at", "consumed_at", "deleted_at"])
      .where("invited_by_user_id", "=", owner.id)
      .orderBy("sent_at")
      .execute(),
    db
      .selectFrom("mail_ledger")
      .select(["kind", "state", "claimed_at", "sent_at"])
      .where("recipient_key", "=", owner.id)
      .orderBy("claimed_at")
      .execute(),
    db
      .selectFrom("audit_events")
      .select(["at", "action", "subject_type", "subject_id", "actor_user_id", "ip"])
      .where((eb) =>
        eb.or([
          eb("actor_user_id", "=", owner.id),
          eb.and([eb("subject_type", "=", "user"), eb("subject_id", "=", owner.id)]),
        ]),
      )
      .orderBy("id")
      .execute(),
    owner.company_id ? companyPart(owner.company_id, siteUrl) : null,
  ]);
  const { inviteToken: _secret, ...keptDraft } = draft ? parseDraft(draft.data) : {};
  return {
    format: "gigpartners-data-export",
    version: 1,
    exported_at: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      phone_number: user.phone_number,
      job_title: user.job_title,
      role: user.role,
      language: user.locale,
      email_verified_at: user.email_verified_at,
      registered_at: user.registered_at,
      terms_accepted_at: user.terms_accepted_at,
      terms_version: user.terms_version,
      marketing_consent: flag(user.marketing_consent),
      subscribe_to_gigsletter: flag(user.subscribe_to_gigsletter),
      is_contact_person: flag(user.is_contact_person),
      password_set: Boolean(Number(user.password_set)),
      created_at: user.created_at,
      updated_at: user.updated_at,
    },
    sign_in_methods: identities,
    second_factor: secondFactor
      ? { enabled_at: secondFactor.enabled_at, recovery_codes_left: Number(recoveryCodes.n) }
      : null,
    notification_settings: {
      offer_stage: flag(user.notify_offer_stage),
      offer_deadline: flag(user.notify_offer_deadline),
      invite_accepted: flag(user.notify_invite_accepted),
      gig_question_answered: flag(user.notify_gig_question_answered),
      cv_retention: flag(user.notify_cv_retention),
      gig_alerts: user.gig_alerts,
    },
    gig_alerts_sent: alerts.map((a) => ({
      gig_id: Number(a.gig_id),
      gig_title: a.title,
      sent_at: a.created_at,
    })),
    questions_asked: questions.map((q) => ({
      gig_id: Number(q.gig_id),
      gig_title: q.title,
      text: q.text,
      public_text: q.public_text,
      answer: q.answer,
      answered_at: q.answered_at,
      hidden: q.hidden_at !== null,
      asked_at: q.asked_at,
    })),
    sessions: sessions.map(({ id, ...session }) => ({
      ...session,
      current: id === owner.session_id,
    })),
    one_time_links: links,
    registration_draft: draft ? keptDraft : null,
    newsletter_subscriptions: subscriptions.map((s) => ({
      email: s.email,
      language: s.locale,
      subscribed_at: s.subscribed_at,
      unsubscribed_at: s.unsubscribed_at,
      search: jsonObject(s.search),
    })),
    newsletter_confirmations_pending: confirmations,
    invites_sent: invites,
    mails,
    // Who acted on the user, and from where, is the staff member's data, not the user's.
    log_entries: log.map((e) => {
      const byYou = e.actor_user_id === owner.id;
      return {
        at: e.at,
        action: e.action,
        subject_type: e.subject_type,
        subject_id: e.subject_id,
        by_you: byYou,
        ip: byYou ? e.ip : null,
      };
    }),
    company,
  };
}

/** The company's details, its experts (CVs listed, not embedded) and its offers. */
async function companyPart(companyId: string, siteUrl: string): Promise<MyDataExport["company"]> {
  const db = getDb();
  const [company, capabilities, experts, skills, offers] = await Promise.all([
    db
      .selectFrom("companies")
      .select([
        "id",
        "name",
        "website",
        "partner_type",
        "country_code",
        "business_id",
        "light_entrepreneur",
        "created_at",
      ])
      .where("id", "=", companyId)
      .executeTakeFirst(),
    db
      .selectFrom("company_capabilities")
      .innerJoin("capabilities", "capabilities.id", "company_capabilities.capability_id")
      .select("capabilities.name_en")
      .where("company_capabilities.company_id", "=", companyId)
      .orderBy("capabilities.id")
      .execute(),
    db
      .selectFrom("experts")
      .select([
        "id",
        "name",
        "role",
        "sales_pitch",
        "email",
        "phone",
        "available_from",
        "allocation",
        "rate_expectation",
        "work_modes",
        "locations",
        "cv_filename",
        "cv_mimetype",
        "cv_size",
        "cv_added_at",
        "cv_kept_at",
        "created_at",
        "updated_at",
      ])
      .where("company_id", "=", companyId)
      .orderBy("name")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("expert_skills")
      .innerJoin("experts", "experts.id", "expert_skills.expert_id")
      .select(["expert_skills.expert_id", "expert_skills.label"])
      .where("experts.company_id", "=", companyId)
      .orderBy("expert_skills.expert_id")
      .orderBy("expert_skills.position")
      .execute(),
    listCompanyOffers(companyId),
  ]);
  if (!company) return null;
  const skillsOf = new Map<string, string[]>();
  for (const s of skills) {
    const list = skillsOf.get(s.expert_id) ?? [];
    list.push(s.label);
    skillsOf.set(s.expert_id, list);
  }
  // The page that downloads a CV: a freelancer's own, or one of the company's experts'.
  const cvUrl = (expertId: string) =>
    new URL(
      company.partner_type === "freelancer"
        ? "/dashboard/freelancer-information/cv"
        : `/dashboard/experts/${encodeURIComponent(expertId)}/cv`,
      siteUrl,
    ).href;
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    partner_type: company.partner_type,
    country_code: company.country_code,
    business_id: company.business_id,
    light_entrepreneur: flag(company.light_entrepreneur),
    capabilities: capabilities.map((c) => c.name_en),
    created_at: company.created_at,
    experts: experts.map((e) => ({
      id: e.id,
      name: e.name,
      role: e.role,
      sales_pitch: e.sales_pitch,
      email: e.email,
      phone: e.phone,
      skills: skillsOf.get(e.id) ?? [],
      available_from: e.available_from,
      allocation: Number(e.allocation),
      rate_expectation: e.rate_expectation === null ? null : Number(e.rate_expectation),
      work_modes: jsonList(e.work_modes),
      locations: jsonList(e.locations),
      cv: e.cv_filename
        ? {
            filename: e.cv_filename,
            mimetype: e.cv_mimetype,
            size: e.cv_size === null ? null : Number(e.cv_size),
            added_at: e.cv_added_at,
            kept_at: e.cv_kept_at,
            download_url: cvUrl(e.id),
          }
        : null,
      created_at: e.created_at,
      updated_at: e.updated_at,
    })),
    offers: offers.map((o) => ({
      id: o.id,
      gig_id: o.gigId,
      gig_title: o.gigTitle,
      expert_id: o.expertId,
      expert_name: o.expertName,
      rate: o.rate,
      status: o.status,
      stage: o.stage,
      decline_reason: o.declineReason,
      feedback: o.feedback,
      contact_person: o.contactName,
      consent: o.consent,
      consent_at: o.consentAt,
      created_at: o.createdAt,
      updated_at: o.updatedAt,
    })),
  };
}
