import { createHash, randomBytes } from "node:crypto";
import Database from "better-sqlite3";

/**
 * Direct access to the end-to-end server's SQLite file for arranging what the UI under test
 * cannot create yet (invites in a given state), the way a fixture would insert rows.
 */
export function openE2eDb() {
  const db = new Database("tests/.tmp/e2e.db");
  db.pragma("busy_timeout = 5000");
  return db;
}

export type InviteState = "active" | "expired" | "consumed" | "deleted";

export function createInvite(
  email: string,
  state: InviteState = "active",
  companyId = "demo-company",
) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const db = openE2eDb();
  try {
    db.prepare(
      `insert into invites (id, company_id, email, message, token_hash, invited_by_user_id, sent_at, expires_at, consumed_at, consumed_by_user_id, deleted_at, created_at)
       values (?, ?, ?, null, ?, null, ?, ?, ?, null, ?, ?)`,
    ).run(
      randomBytes(16).toString("base64url"),
      companyId,
      email.toLowerCase(),
      createHash("sha256").update(token).digest("hex"),
      new Date(now - (state === "expired" ? 20 * day : 0)).toISOString(),
      new Date(now + (state === "expired" ? -6 * day : 14 * day)).toISOString(),
      state === "consumed" ? new Date(now).toISOString() : null,
      state === "deleted" ? new Date(now).toISOString() : null,
      new Date(now).toISOString(),
    );
  } finally {
    db.close();
  }
  return token;
}

export function setUserDisabled(email: string, disabled: boolean) {
  const db = openE2eDb();
  try {
    db.prepare("update users set disabled_at = ? where email = ?").run(
      disabled ? new Date().toISOString() : null,
      email,
    );
  } finally {
    db.close();
  }
}

/** A newsletter subscription with a known unsubscribe token (a mailing would carry one). */
export function createNewsletterSubscription(email: string, locale = "en") {
  const token = randomBytes(32).toString("base64url");
  const db = openE2eDb();
  try {
    db.prepare(
      `insert into newsletter_subscriptions (id, email, locale, unsubscribe_token_hash, subscribed_at, unsubscribed_at)
       values (?, ?, ?, ?, ?, null)
       on conflict (email) do update set unsubscribe_token_hash = excluded.unsubscribe_token_hash, unsubscribed_at = null`,
    ).run(
      randomBytes(16).toString("base64url"),
      email.toLowerCase(),
      locale,
      createHash("sha256").update(token).digest("hex"),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return token;
}

export function newsletterSubscription(email: string) {
  const db = openE2eDb();
  try {
    return db
      .prepare(
        "select email, locale, unsubscribed_at from newsletter_subscriptions where email = ?",
      )
      .get(email.toLowerCase()) as
      { email: string; locale: string; unsubscribed_at: string | null } | undefined;
  } finally {
    db.close();
  }
}

type GigRef = { id: number; slug: string; title: string };

/** A seeded gig in a given state, for the detail page tests (the seed has each of them). */
export function findGig(kind: "closes-today" | "days-left" | "closed"): GigRef {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(
    new Date(),
  );
  const where = {
    "closes-today": "status = 'accepting-proposals' and offer_deadline = ?",
    "days-left": "status = 'accepting-proposals' and offer_deadline > ?",
    closed: "status in ('won', 'lost', 'resolved') and ? is not null",
  }[kind];
  const db = openE2eDb();
  try {
    const gig = db
      .prepare(`select id, slug, title from gigs where ${where} order by offer_deadline limit 1`)
      .get(today) as GigRef | undefined;
    if (!gig) throw new Error(`the demo seed has no gig that ${kind}`);
    return gig;
  } finally {
    db.close();
  }
}

/** A gig on which the given company has an offer (the demo seed has several). */
export function findGigWithOffer(companyId = "demo-company"): GigRef & { expertName: string } {
  const db = openE2eDb();
  try {
    return db
      .prepare(
        `select gigs.id, gigs.slug, gigs.title, experts.name as expertName from candidates
         join gigs on gigs.id = candidates.gig_id join experts on experts.id = candidates.expert_id
         where candidates.company_id = ? order by gigs.id limit 1`,
      )
      .get(companyId) as GigRef & { expertName: string };
  } finally {
    db.close();
  }
}
