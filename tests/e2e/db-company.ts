import { randomBytes } from "node:crypto";
import { openE2eDb } from "./db";

/**
 * Fixtures for the company and my-details tests: a fresh company with its own users, so the
 * tests can edit, delete and invite without touching the demo company other tests rely on.
 * The users sign in with the demo password (the hash is copied from a demo account).
 */
export type E2eCompany = {
  companyId: string;
  companyName: string;
  users: Array<{ id: string; email: string; name: string }>;
};

export function createE2eCompany(
  label: string,
  options: { users?: number; partnerType?: "company" | "freelancer" } = {},
): E2eCompany {
  const db = openE2eDb();
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const companyId = `e2e-${label}-${suffix}`;
  const companyName = `E2E ${label} ${suffix} Oy`;
  const now = new Date().toISOString();
  try {
    const { password_hash } = db
      .prepare("select password_hash from users where email = ?")
      .get("company@example.com") as { password_hash: string };
    const users: E2eCompany["users"] = [];
    db.transaction(() => {
      db.prepare(
        `insert into companies (id, name, website, partner_type, country_code, business_id, created_at, updated_at)
         values (?, ?, 'https://example.com', ?, 'FI', '1572860-0', ?, ?)`,
      ).run(companyId, companyName, options.partnerType ?? "company", now, now);
      db.prepare("insert into company_capabilities (company_id, capability_id) values (?, 1)").run(
        companyId,
      );
      for (let i = 0; i < (options.users ?? 1); i++) {
        const id = randomBytes(16).toString("base64url");
        const email = `${label}-${i + 1}-${suffix}@example.com`;
        const name = `${["Olli", "Paula", "Risto"][i] ?? "User"} ${label}`;
        db.prepare(
          `insert into users (id, email, name, phone_number, job_title, password_hash, email_verified_at,
             disabled_at, role, company_id, is_contact_person, marketing_consent, subscribe_to_gigsletter,
             terms_accepted_at, terms_version, registered_at, locale, created_at, updated_at)
           values (?, ?, ?, '+358 40 111 2222', 'Consultant', ?, ?, null, 'partner', ?, ?, 0, 0, ?, '2023-06-01', ?, 'en', ?, ?)`,
        ).run(id, email, name, password_hash, now, companyId, i === 0 ? 1 : 0, now, now, now, now);
        users.push({ id, email, name });
      }
    })();
    return { companyId, companyName, users };
  } finally {
    db.close();
  }
}

export function companyExists(companyId: string): boolean {
  const db = openE2eDb();
  try {
    return Boolean(db.prepare("select id from companies where id = ?").get(companyId));
  } finally {
    db.close();
  }
}

export function userExists(email: string): boolean {
  const db = openE2eDb();
  try {
    return Boolean(db.prepare("select id from users where email = ?").get(email));
  } finally {
    db.close();
  }
}

export function companyName(companyId: string): string | undefined {
  const db = openE2eDb();
  try {
    const row = db.prepare("select name from companies where id = ?").get(companyId) as
      { name: string } | undefined;
    return row?.name;
  } finally {
    db.close();
  }
}

/** Removes a user directly, as if they had deleted their account in another browser. */
export function removeUser(email: string) {
  const db = openE2eDb();
  try {
    db.pragma("foreign_keys = ON");
    db.prepare("delete from users where email = ?").run(email);
  } finally {
    db.close();
  }
}
