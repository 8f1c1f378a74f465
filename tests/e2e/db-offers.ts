import { randomBytes } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import { openE2eDb } from "./db";

/*
 * Fixtures of the offer, My gigs and overview tests. Each test gets a company of its own (a user
 * with the demo password, experts, optionally candidates on the seeded gigs), so the demo
 * company's data and the public gig list stay exactly as the seed made them.
 */

const id = () => randomBytes(16).toString("base64url");

export type OffersCompany = {
  companyId: string;
  email: string;
  userName: string;
  experts: Array<{ id: string; name: string }>;
};

/**
 * A company partner (or a freelancer, whose one expert row is themselves) with the demo password
 * and the given experts (names made unique).
 */
export function createOffersCompany(
  info: TestInfo,
  label: string,
  expertNames: string[] = ["Alice", "Bruno"],
  capabilityIds: number[] = [1, 12],
  partnerType: "company" | "freelancer" = "company",
): OffersCompany {
  const suffix = `${info.project.name}-${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  const now = new Date().toISOString();
  const companyId = id();
  const userId = id();
  const email = `${label}-${suffix}@example.com`;
  const userName = `Olli Offers ${suffix}`;
  const experts = expertNames.map((name) => ({ id: id(), name: `${name} ${suffix}` }));
  const db = openE2eDb();
  try {
    const { password_hash } = db
      .prepare("select password_hash from users where email = 'company@example.com'")
      .get() as { password_hash: string };
    db.transaction(() => {
      db.prepare(
        `insert into companies (id, name, website, partner_type, country_code, business_id, created_at, updated_at)
         values (?, ?, null, ?, 'FI', null, ?, ?)`,
      ).run(companyId, `Offers Oy ${suffix}`, partnerType, now, now);
      for (const capability of capabilityIds)
        db.prepare(
          "insert into company_capabilities (company_id, capability_id) values (?, ?)",
        ).run(companyId, capability);
      db.prepare(
        `insert into users (id, email, name, phone_number, job_title, password_hash, email_verified_at, disabled_at, role, company_id, is_contact_person, marketing_consent, subscribe_to_gigsletter, terms_accepted_at, terms_version, registered_at, locale, created_at, updated_at)
         values (?, ?, ?, '+358 40 111 2222', 'Sales', ?, ?, null, 'partner', ?, 1, 0, 0, ?, '2023-06-01', ?, 'en', ?, ?)`,
      ).run(userId, email, userName, password_hash, now, companyId, now, now, now, now);
      for (const expert of experts)
        db.prepare(
          `insert into experts (id, company_id, user_id, name, role, sales_pitch, cv_data, cv_filename, cv_mimetype, cv_size, cv_added_at, created_at, updated_at)
           values (?, ?, ?, ?, 'Consultant', 'Pitch', null, null, null, null, null, ?, ?)`,
        ).run(
          expert.id,
          companyId,
          // A freelancer's expert row is the freelancer themselves.
          partnerType === "freelancer" ? userId : null,
          expert.name,
          now,
          now,
        );
    })();
  } finally {
    db.close();
  }
  return { companyId, email, userName, experts };
}

const STATUS: Record<string, string> = {
  "waiting-review": "REVIEW",
  "suitable-candidate": "REVIEW",
  "ready-to-offer": "REVIEW",
  "waiting-customer-decision": "OFFERED",
  accepted: "ACCEPTED",
  declined: "DECLINED",
};

/** A candidate of the company as the provider's staff would have moved it to `stage`. */
export function addCandidate(
  company: OffersCompany,
  gigId: number,
  expertId: string,
  stage: keyof typeof STATUS,
  { rate = 95, feedback }: { rate?: number; feedback?: string } = {},
) {
  const now = new Date().toISOString();
  const candidateId = id();
  const db = openE2eDb();
  try {
    db.prepare(
      `insert into candidates (id, gig_id, expert_id, company_id, status, stage, rate, additional_description, contact_user_id, decline_reason, feedback, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, null, (select id from users where email = ?), ?, ?, ?, ?)`,
    ).run(
      candidateId,
      gigId,
      expertId,
      company.companyId,
      STATUS[stage],
      stage,
      rate,
      company.email,
      stage === "declined" ? "INSUFFICIENT_SKILLS" : null,
      stage === "declined" ? (feedback ?? null) : null,
      now,
      now,
    );
  } finally {
    db.close();
  }
  return candidateId;
}

type GigRef = { id: number; slug: string; title: string };

/** Seeded gigs: open ones (soonest deadline first) and closed ones. */
export function seededGigs(kind: "open" | "closed", count: number): GigRef[] {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(
    new Date(),
  );
  const where =
    kind === "open"
      ? "status = 'accepting-proposals' and offer_deadline >= ?"
      : "(status <> 'accepting-proposals' or offer_deadline < ?)";
  const db = openE2eDb();
  try {
    const gigs = db
      .prepare(
        `select id, slug, title from gigs where ${where} order by offer_deadline, id limit ?`,
      )
      .all(today, count) as GigRef[];
    if (gigs.length < count) throw new Error(`the demo seed has fewer than ${count} ${kind} gigs`);
    return gigs;
  } finally {
    db.close();
  }
}

/** Stage of a candidate of the company, or undefined once it is gone. */
export function candidateOf(company: OffersCompany, gigId: number, expertId: string) {
  const db = openE2eDb();
  try {
    return db
      .prepare(
        "select status, stage, rate, additional_description from candidates where company_id = ? and gig_id = ? and expert_id = ?",
      )
      .get(company.companyId, gigId, expertId) as
      | { status: string; stage: string; rate: number; additional_description: string | null }
      | undefined;
  } finally {
    db.close();
  }
}
