import { randomBytes } from "node:crypto";
import { openE2eDb } from "./db";

/**
 * Fixtures for the experts and freelancer tests on the e2e database. Every expert and user made
 * here has a unique name, so the js-on and js-off runs (one server, one database) never collide
 * and the demo data other tests rely on stays as it was.
 */

const id = () => randomBytes(16).toString("base64url");

export function pdf(text = "Curriculum vitae") {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

export function uniqueName(label: string, project: string) {
  return `${label} ${project} ${Date.now().toString(36)}`;
}

export function createExpert(name: string, companyId = "demo-company") {
  const now = new Date().toISOString();
  const cv = pdf(name);
  const expertId = id();
  const db = openE2eDb();
  try {
    db.prepare(
      `insert into experts (id, company_id, user_id, name, role, sales_pitch, cv_data, cv_filename, cv_mimetype, cv_size, cv_added_at, created_at, updated_at)
       values (?, ?, null, ?, null, 'A fixture expert.', ?, 'fixture-cv.pdf', 'application/pdf', ?, ?, ?, ?)`,
    ).run(expertId, companyId, name, cv, cv.length, now, now, now);
  } finally {
    db.close();
  }
  return expertId;
}

/** Puts the expert on an open gig in the given status, as the provider's staff would. */
export function addCandidacy(
  expertId: string,
  status: "REVIEW" | "OFFERED",
  { companyId = "demo-company", createdAt = new Date() } = {},
) {
  const db = openE2eDb();
  try {
    const gig = db
      .prepare(
        `select id, title, slug from gigs where status = 'accepting-proposals'
         and id not in (select gig_id from candidates where expert_id = ?) order by id limit 1`,
      )
      .get(expertId) as { id: number; title: string; slug: string };
    const now = createdAt.toISOString();
    db.prepare(
      `insert into candidates (id, gig_id, expert_id, company_id, status, stage, rate, additional_description, contact_user_id, decline_reason, feedback, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, 95, null, null, null, null, ?, ?)`,
    ).run(
      id(),
      gig.id,
      expertId,
      companyId,
      status,
      status === "OFFERED" ? "waiting-customer-decision" : "waiting-review",
      now,
      now,
    );
    return gig;
  } finally {
    db.close();
  }
}

export function expertRow(name: string) {
  const db = openE2eDb();
  try {
    return db
      .prepare(
        "select id, name, role, sales_pitch, cv_filename, cv_mimetype, cv_size from experts where name = ?",
      )
      .get(name) as
      | {
          id: string;
          name: string;
          role: string | null;
          sales_pitch: string | null;
          cv_filename: string | null;
          cv_mimetype: string | null;
          cv_size: number | null;
        }
      | undefined;
  } finally {
    db.close();
  }
}

/**
 * A registered freelancer with the demo password and a profile without a CV, as registration
 * leaves it.
 */
export function createFreelancer(email: string, name: string) {
  const db = openE2eDb();
  try {
    const { password_hash } = db
      .prepare("select password_hash from users where email = 'freelancer@example.com'")
      .get() as { password_hash: string };
    const now = new Date().toISOString();
    const companyId = id();
    const userId = id();
    db.prepare(
      `insert into companies (id, name, website, partner_type, country_code, business_id, created_at, updated_at)
       values (?, ?, 'https://freelance.example.com', 'freelancer', 'FI', '1572860-0', ?, ?)`,
    ).run(companyId, `${name} Tmi`, now, now);
    db.prepare(
      `insert into users (id, email, name, phone_number, job_title, password_hash, email_verified_at, disabled_at, role, company_id, is_contact_person, marketing_consent, subscribe_to_gigsletter, terms_accepted_at, terms_version, registered_at, locale, created_at, updated_at)
       values (?, ?, ?, '+358 40 123 4567', 'Designer', ?, ?, null, 'partner', ?, 1, 0, 0, ?, '2023-06-01', ?, 'en', ?, ?)`,
    ).run(userId, email.toLowerCase(), name, password_hash, now, companyId, now, now, now, now);
    db.prepare(
      `insert into experts (id, company_id, user_id, name, role, sales_pitch, cv_data, cv_filename, cv_mimetype, cv_size, cv_added_at, created_at, updated_at)
       values (?, ?, ?, ?, 'Designer', null, null, null, null, null, null, ?, ?)`,
    ).run(id(), companyId, userId, name, now, now);
    return { companyId, userId };
  } finally {
    db.close();
  }
}
