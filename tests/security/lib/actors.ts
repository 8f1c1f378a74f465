// The people the access matrix and the hostile-input suite act as, on a server started with the
// demo data. Company A is the demo company; company B, a disabled user and an invite are added
// here through the same database, so every actor exists on both engines without the UI.
import { randomUUID } from "node:crypto";
import type { DB } from "~/db/client.server";
import { signIn } from "./http";

export const ACTORS = [
  "visitor",
  "companyA",
  "companyB",
  "freelancer",
  "disabled",
  "staff",
] as const;
export type Actor = (typeof ACTORS)[number];

const DEMO_PASSWORD = "demo-password";
const COMPANY_A = "demo-company";

/** Ids of company A's resources: the ids every other actor must get a 404 (or nothing) for. */
export type Ids = {
  expertA: string;
  expertAName: string;
  candidateA: string;
  candidateAGigId: number;
  candidateAGigSlug: string;
  declinedCandidateA: string;
  inviteA: string;
  inviteAEmail: string;
  userA2: string;
  userA2Email: string;
  openGigId: number;
  openGigSlug: string;
  /** A demo draft post, for the back office's post pages. */
  draftPostId: number;
  companyAName: string;
};

export type Cast = { cookies: Record<Actor, string | undefined>; ids: Ids };

async function addCompanyB(db: DB, passwordHash: string) {
  const now = new Date().toISOString();
  const companyId = `sec-company-b-${randomUUID()}`;
  await db
    .insertInto("companies")
    .values({
      id: companyId,
      name: "Second Company Oy",
      website: "https://second.example.com",
      partner_type: "company",
      country_code: "FI",
      business_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await addUser(db, "company-b@example.com", companyId, passwordHash);
}

async function addUser(db: DB, email: string, companyId: string, passwordHash: string) {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto("users")
    .values({
      id,
      email,
      name: "Security Suite User",
      phone_number: "+358 40 000 0000",
      job_title: "Tester",
      password_hash: passwordHash,
      email_verified_at: now,
      disabled_at: null,
      role: "partner",
      company_id: companyId,
      is_contact_person: 0,
      terms_accepted_at: now,
      terms_version: "2023-06-01",
      registered_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function addInvite(db: DB, invitedBy: string) {
  const now = new Date();
  const id = randomUUID();
  const email = "invited-to-company-a@example.com";
  await db
    .insertInto("invites")
    .values({
      id,
      company_id: COMPANY_A,
      email,
      message: null,
      token_hash: `sec-${id}`,
      invited_by_user_id: invitedBy,
      sent_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      consumed_at: null,
      consumed_by_user_id: null,
      deleted_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, email };
}

export async function companyAIds(db: DB, inviteA: { id: string; email: string }) {
  const owner = await db
    .selectFrom("users")
    .select(["id", "password_hash"])
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  const expert = await db
    .selectFrom("experts")
    .select(["id", "name"])
    .where("company_id", "=", COMPANY_A)
    .where("cv_size", "is not", null)
    // Not with the customer nor accepted: such an expert cannot be deleted, and its delete page
    // sends A back to the list (decision 035); ids are random, so "first" must not decide.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("candidates")
            .select("candidates.id")
            .whereRef("candidates.expert_id", "=", "experts.id")
            .where("candidates.status", "in", ["OFFERED", "ACCEPTED"]),
        ),
      ),
    )
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const candidate = await db
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .select(["candidates.id", "gigs.id as gigId", "gigs.slug"])
    .where("candidates.company_id", "=", COMPANY_A)
    // In review: only then may A edit or remove it (ids are random, so "first" must not decide).
    .where("candidates.status", "=", "REVIEW")
    .orderBy("candidates.id")
    .executeTakeFirstOrThrow();
  const declined = await db
    .selectFrom("candidates")
    .select("id")
    .where("company_id", "=", COMPANY_A)
    .where("status", "=", "DECLINED")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const colleague = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("company_id", "=", COMPANY_A)
    .where("email", "!=", "company@example.com")
    .orderBy("email")
    .executeTakeFirstOrThrow();
  const openGig = await db
    .selectFrom("gigs")
    .select(["id", "slug"])
    .where("status", "=", "accepting-proposals")
    .where("offer_deadline", ">=", new Date().toISOString().slice(0, 10))
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom("companies")
    .select("name")
    .where("id", "=", COMPANY_A)
    .executeTakeFirstOrThrow();
  const draftPost = await db
    .selectFrom("posts")
    .select("id")
    .where("published", "=", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const ids: Ids = {
    expertA: expert.id,
    expertAName: expert.name,
    candidateA: candidate.id,
    candidateAGigId: candidate.gigId,
    candidateAGigSlug: candidate.slug,
    declinedCandidateA: declined.id,
    inviteA: inviteA.id,
    inviteAEmail: inviteA.email,
    userA2: colleague.id,
    userA2Email: colleague.email,
    openGigId: openGig.id,
    openGigSlug: openGig.slug,
    draftPostId: Number(draftPost.id),
    companyAName: company.name,
  };
  return { ids, ownerId: owner.id, passwordHash: owner.password_hash! };
}

/**
 * Adds company B, a user to disable and an invite of company A, then signs everyone in. The
 * disabled user signs in first and is disabled afterwards: a session that outlives the account
 * being disabled is the case that matters.
 */
export async function castActors(baseUrl: string, db: DB): Promise<Cast> {
  const owner = await db
    .selectFrom("users")
    .select(["id", "password_hash"])
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  const inviteA = await addInvite(db, owner.id);
  const { ids, passwordHash } = await companyAIds(db, inviteA);
  await addCompanyB(db, passwordHash);
  const disabledId = await addUser(db, "disabled@example.com", COMPANY_A, passwordHash);

  const cookies: Record<Actor, string | undefined> = {
    visitor: undefined,
    companyA: await signIn(baseUrl, "company@example.com", DEMO_PASSWORD),
    companyB: await signIn(baseUrl, "company-b@example.com", DEMO_PASSWORD),
    freelancer: await signIn(baseUrl, "freelancer@example.com", DEMO_PASSWORD),
    disabled: await signIn(baseUrl, "disabled@example.com", DEMO_PASSWORD),
    staff: await signIn(baseUrl, "staff@example.com", DEMO_PASSWORD),
  };
  // The staff session has passed the second step (that flow has its own tests), so the matrix
  // sees what staff may do rather than the second-factor page.
  const staffUser = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "staff@example.com")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("sessions")
    .set({ second_factor_at: new Date().toISOString() })
    .where("user_id", "=", staffUser.id)
    .execute();
  await db
    .updateTable("users")
    .set({ disabled_at: new Date().toISOString() })
    .where("id", "=", disabledId)
    .execute();
  return { cookies, ids };
}

/** Strings only company A may ever see; none may appear in a reply to anyone else. */
export function companyASecrets(ids: Ids): string[] {
  return [ids.companyAName, ids.expertAName, ids.inviteAEmail, ids.userA2Email];
}
