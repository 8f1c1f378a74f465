import { randomBytes } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import type { CandidateStage } from "~/db/schema";
import { writeCvChunks } from "~/db/cv-chunks.server";
import { getDb } from "~/db/db.server";
import { writeSkills } from "~/domain/experts/expert-profile.server";
import { offerExpert } from "~/domain/offers.server";
import { skillKey } from "~/domain/matching/skill-vocabulary";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeInvite,
  makeNewsletterSubscription,
  makeUser,
  type InviteState,
} from "../fixtures/factories";

/*
 * What the end-to-end tests arrange and read in their worker's database (tests/e2e/test.ts
 * points the app's database module at it), through the integration tests' Kysely factories.
 * Every company, user and expert made here has a unique name, so tests never collide and the
 * demo data that other tests rely on stays as the seed made it.
 */

const DEMO_COMPANY = "demo-company";
const db = () => getDb();
const suffix = () => `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;

/** The demo password's hash, so fixture users can also sign in through the form. */
async function demoPasswordHash() {
  const row = await db()
    .selectFrom("users")
    .select("password_hash")
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

export function pdf(text = "Curriculum vitae") {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** Gives an expert (a freelancer's own row, say) a CV, as an upload would. */
export async function giveCv(expertId: string) {
  const cv = pdf("Freelancer CV");
  await db()
    .updateTable("experts")
    .set({
      cv_filename: "cv.pdf",
      cv_mimetype: "application/pdf",
      cv_size: cv.length,
      cv_added_at: new Date().toISOString(),
    })
    .where("id", "=", expertId)
    .execute();
  await writeCvChunks(db(), expertId, cv);
}

export function uniqueName(label: string, project: string) {
  return `${label} ${project} ${Date.now().toString(36)}`;
}

// ---- companies and users -------------------------------------------------------------------

export type E2eCompany = {
  companyId: string;
  companyName: string;
  users: Array<{ id: string; email: string; name: string }>;
};

/** A fresh company with its own users (the first one its contact person). */
export async function createE2eCompany(
  label: string,
  options: { users?: number; partnerType?: "company" | "freelancer" } = {},
): Promise<E2eCompany> {
  const tag = suffix();
  const companyName = `E2E ${label} ${tag} Oy`;
  const passwordHash = await demoPasswordHash();
  const person = (i: number) => ({
    email: `${label}-${i + 1}-${tag}@example.com`,
    name: `${["Olli", "Paula", "Risto"][i] ?? "User"} ${label}`,
    passwordHash,
  });
  const owner = person(0);
  const { companyId, userId } = await makeCompany({
    name: companyName,
    partnerType: options.partnerType,
    businessId: "1572860-0",
    capabilityIds: [1],
    owner,
  });
  const users = [{ id: userId, email: owner.email, name: owner.name }];
  for (let i = 1; i < (options.users ?? 1); i++) {
    const user = person(i);
    const { userId: id } = await makeUser(companyId, user);
    users.push({ id, email: user.email, name: user.name });
  }
  return { companyId, companyName, users };
}

export async function companyExists(companyId: string) {
  const row = await db()
    .selectFrom("companies")
    .select("id")
    .where("id", "=", companyId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function userExists(email: string) {
  const row = await db()
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  return Boolean(row);
}

export async function companyName(companyId: string) {
  const row = await db()
    .selectFrom("companies")
    .select("name")
    .where("id", "=", companyId)
    .executeTakeFirst();
  return row?.name;
}

/** Removes a user directly, as if they had deleted their account in another browser. */
export async function removeUser(email: string) {
  await db().deleteFrom("users").where("email", "=", email).execute();
}

export async function setUserDisabled(email: string, disabled: boolean) {
  await db()
    .updateTable("users")
    .set({ disabled_at: disabled ? new Date().toISOString() : null })
    .where("email", "=", email)
    .execute();
}

/** A registered freelancer with the demo password and a profile without a CV, as registration leaves it. */
export async function createFreelancer(email: string, name: string) {
  const { companyId, userId } = await makeCompany({
    name: `${name} Tmi`,
    partnerType: "freelancer",
    website: "https://freelance.example.com",
    businessId: "1572860-0",
    owner: {
      email: email.toLowerCase(),
      name,
      jobTitle: "Designer",
      passwordHash: await demoPasswordHash(),
    },
  });
  await makeExpert(companyId, { name, userId, role: "Designer", salesPitch: null, cv: null });
  return { companyId, userId };
}

/** A verified account that has not registered yet, with the demo password (for the API too). */
export async function createUnregisteredAccount(email: string) {
  return makeUser(null, { email: email.toLowerCase(), passwordHash: await demoPasswordHash() });
}

/** What the company row of a user holds about its business ID. */
export async function businessIdOf(email: string) {
  return db()
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .select(["companies.partner_type", "companies.business_id", "companies.light_entrepreneur"])
    .where("users.email", "=", email.toLowerCase())
    .executeTakeFirst();
}

// ---- invites and the newsletter ------------------------------------------------------------

export function createInvite(
  email: string,
  state: InviteState = "active",
  companyId = DEMO_COMPANY,
) {
  return makeInvite(companyId, email, state);
}

export function createNewsletterSubscription(email: string, locale = "en") {
  return makeNewsletterSubscription(email, locale);
}

export function gigAlertsOf(email: string) {
  return db()
    .selectFrom("users")
    .select("gig_alerts")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirstOrThrow()
    .then((row) => row.gig_alerts);
}

export function newsletterSubscription(email: string) {
  return db()
    .selectFrom("newsletter_subscriptions")
    .select(["email", "locale", "unsubscribed_at", "search"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

// ---- experts -------------------------------------------------------------------------------

export function createExpert(name: string, companyId = DEMO_COMPANY) {
  return makeExpert(companyId, {
    name,
    salesPitch: "A fixture expert.",
    cv: pdf(name),
    cvFilename: "fixture-cv.pdf",
  });
}

/** Puts the expert on an open gig it is not on yet, as the provider's staff would. */
export async function addCandidacy(
  expertId: string,
  status: "REVIEW" | "OFFERED",
  { companyId = DEMO_COMPANY, createdAt = new Date() } = {},
) {
  const gig = await db()
    .selectFrom("gigs")
    .select(["id", "title", "slug"])
    .where("status", "=", "accepting-proposals")
    .where(
      "id",
      "not in",
      db().selectFrom("candidates").select("gig_id").where("expert_id", "=", expertId),
    )
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const stage = status === "OFFERED" ? "waiting-customer-decision" : "waiting-review";
  await makeCandidate(companyId, Number(gig.id), expertId, stage, {
    createdAt: createdAt.toISOString(),
  });
  return { ...gig, id: Number(gig.id) };
}

export function expertRow(name: string) {
  return db()
    .selectFrom("experts")
    .select(["id", "name", "role", "sales_pitch", "cv_filename", "cv_mimetype", "cv_size"])
    .where("name", "=", name)
    .executeTakeFirst();
}

/** What an expert offers, as stored: skill labels in order and the profile's columns. */
export async function expertProfile(expertId: string) {
  const skills = await db()
    .selectFrom("expert_skills")
    .select("label")
    .where("expert_id", "=", expertId)
    .orderBy("position")
    .execute();
  const row = await db()
    .selectFrom("experts")
    .select(["available_from", "allocation", "rate_expectation", "work_modes", "locations"])
    .where("id", "=", expertId)
    .executeTakeFirstOrThrow();
  return {
    skills: skills.map((s) => s.label),
    availableFrom: row.available_from,
    allocation: Number(row.allocation),
    rateExpectation: row.rate_expectation === null ? null : Number(row.rate_expectation),
    workModes: JSON.parse(row.work_modes) as string[],
    locations: JSON.parse(row.locations) as string[],
  };
}

// ---- offers --------------------------------------------------------------------------------

export type OffersCompany = {
  companyId: string;
  email: string;
  userName: string;
  experts: Array<{ id: string; name: string }>;
};

/**
 * A company partner (or a freelancer, whose one expert row is themselves) with the given
 * experts (names made unique) and no CVs.
 */
export async function createOffersCompany(
  info: TestInfo,
  label: string,
  expertNames: string[] = ["Alice", "Bruno"],
  capabilityIds: number[] = [1, 12],
  partnerType: "company" | "freelancer" = "company",
): Promise<OffersCompany> {
  const tag = `${info.project.name}-${suffix()}`;
  const email = `${label}-${tag}@example.com`;
  const userName = `Olli Offers ${tag}`;
  const { companyId, userId } = await makeCompany({
    name: `Offers Oy ${tag}`,
    partnerType,
    website: null,
    capabilityIds,
    owner: { email, name: userName, jobTitle: "Sales", passwordHash: await demoPasswordHash() },
  });
  const experts = [];
  for (const expertName of expertNames) {
    const name = `${expertName} ${tag}`;
    const id = await makeExpert(companyId, {
      name,
      role: "Consultant",
      cv: null,
      // A freelancer's expert row is the freelancer themselves.
      userId: partnerType === "freelancer" ? userId : undefined,
    });
    experts.push({ id, name });
  }
  return { companyId, email, userName, experts };
}

/** A candidate of the company as the provider's staff would have moved it to `stage`. */
export async function addCandidate(
  company: OffersCompany,
  gigId: number,
  expertId: string,
  stage: CandidateStage,
  { rate = 95, feedback }: { rate?: number; feedback?: string } = {},
) {
  const contact = await db()
    .selectFrom("users")
    .select("id")
    .where("email", "=", company.email)
    .executeTakeFirstOrThrow();
  return makeCandidate(company.companyId, gigId, expertId, stage, {
    rate,
    contactUserId: contact.id,
    declineReason: "INSUFFICIENT_SKILLS",
    feedback: feedback ?? null,
  });
}

/** The expert's own e-mail and phone, as the expert dialog saves them (issue 37). */
export async function giveContact(expertId: string, contact: { email?: string; phone?: string }) {
  await db()
    .updateTable("experts")
    .set({ email: contact.email ?? null, phone: contact.phone ?? null })
    .where("id", "=", expertId)
    .execute();
}

/** An offer by the company's user through the domain, as the offer dialog makes it. */
export async function offerAs(company: OffersCompany, gigId: number, expertId: string) {
  const user = await db()
    .selectFrom("users")
    .select("id")
    .where("email", "=", company.email)
    .executeTakeFirstOrThrow();
  const actor = { id: user.id, company_id: company.companyId, partner_type: "company" as const };
  const result = await offerExpert(actor, gigId, {
    expertId,
    contactUserId: user.id,
    rate: 95,
    description: "",
  });
  if (!result.ok) throw new Error(`the offer was refused: ${result.code}`);
  return result.candidateId;
}

/** Stage of a candidate of the company, or undefined once it is gone. */
export async function candidateOf(company: OffersCompany, gigId: number, expertId: string) {
  const row = await db()
    .selectFrom("candidates")
    .select(["status", "stage", "rate", "additional_description"])
    .where("company_id", "=", company.companyId)
    .where("gig_id", "=", gigId)
    .where("expert_id", "=", expertId)
    .executeTakeFirst();
  return row && { ...row, rate: Number(row.rate) };
}

// ---- rate insight --------------------------------------------------------------------------

/**
 * A gig of the test's own that requires `skills` (unique to the test, so no other gig is
 * similar), open and taking offers at 80–110 €/h, or closed (won three weeks ago).
 */
export async function createGigWithSkills(skills: string[], state: "open" | "closed") {
  const id = await makeGig({
    requiredSkills: skills,
    status: state === "open" ? "accepting-proposals" : "won",
    offerDeadlineInDays: state === "open" ? 10 : -21,
    rateMin: 80,
    rateMax: 110,
  });
  return gigRef(
    await db()
      .selectFrom("gigs")
      .select(["id", "slug", "title"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Takes a test's own gig away again (its offers and alert rows go with it), for a spec whose
 * open gigs would change what later specs count on the list (mobile.spec.ts counts open remote
 * gigs).
 */
export async function removeGig(gigId: number) {
  await db().deleteFrom("candidates").where("gig_id", "=", gigId).execute();
  await db().deleteFrom("gigs").where("id", "=", gigId).execute();
}

/** Offers on the gig by new partners: one list of rates per partner, each by its own expert. */
export async function addPartnerOffers(gigId: number, ratesByPartner: number[][]) {
  for (const rates of ratesByPartner) {
    const { companyId } = await makeCompany({ name: `Rates ${suffix()} Oy` });
    for (const rate of rates) {
      const expertId = await makeExpert(companyId, { name: `Rater ${suffix()}`, cv: null });
      await makeCandidate(companyId, gigId, expertId, "declined", { rate });
    }
  }
}

/** Earlier offers of the company's expert, on gigs of their own, the last one the latest. */
export async function addEarlierOffers(company: OffersCompany, expertId: string, rates: number[]) {
  for (const [index, rate] of rates.entries()) {
    const gigId = await makeGig({ status: "lost", offerDeadlineInDays: -60 + index });
    const createdAt = new Date(Date.now() - (rates.length - index) * 86_400_000);
    await makeCandidate(company.companyId, gigId, expertId, "declined", {
      rate,
      createdAt: createdAt.toISOString(),
    });
  }
}

// ---- matches -------------------------------------------------------------------------------

/** What the expert offers, for matching: `skills` as typed (the gig's spelling), a rate expectation. */
export async function giveSkills(expertId: string, skills: string[], rateExpectation: number) {
  await db()
    .updateTable("experts")
    .set({ rate_expectation: rateExpectation, available_from: null })
    .where("id", "=", expertId)
    .execute();
  await writeSkills(
    db(),
    expertId,
    skills.map((label) => ({ key: skillKey(label), label })),
  );
}

// ---- seeded gigs ---------------------------------------------------------------------------

type GigRef = { id: number; slug: string; title: string };

const helsinkiToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date());

const gigRef = (row: { id: number | string; slug: string; title: string }): GigRef => ({
  id: Number(row.id),
  slug: row.slug,
  title: row.title,
});

/** Seeded gigs: open ones (soonest deadline first) and closed ones. */
export async function seededGigs(kind: "open" | "closed", count: number): Promise<GigRef[]> {
  const today = helsinkiToday();
  const rows = await db()
    .selectFrom("gigs")
    .select(["id", "slug", "title"])
    .where("published", "=", 1)
    .where((eb) =>
      kind === "open"
        ? eb.and([eb("status", "=", "accepting-proposals"), eb("offer_deadline", ">=", today)])
        : eb.or([eb("status", "<>", "accepting-proposals"), eb("offer_deadline", "<", today)]),
    )
    .orderBy("offer_deadline")
    .orderBy("id")
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`the demo seed has fewer than ${count} ${kind} gigs`);
  return rows.map(gigRef);
}

/** Any `count` published seeded gigs, open or closed (for lists longer than a page). */
export async function publishedGigs(count: number): Promise<GigRef[]> {
  const rows = await db()
    .selectFrom("gigs")
    .select(["id", "slug", "title"])
    .where("published", "=", 1)
    .orderBy("id")
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`the demo seed has fewer than ${count} gigs`);
  return rows.map(gigRef);
}

/** A seeded gig in a given state, for the detail page tests (the seed has each of them). */
export async function findGig(kind: "closes-today" | "days-left" | "closed"): Promise<GigRef> {
  const today = helsinkiToday();
  const row = await db()
    .selectFrom("gigs")
    .select(["id", "slug", "title"])
    .where("published", "=", 1)
    .where((eb) =>
      kind === "closed"
        ? eb("status", "in", ["won", "lost", "resolved"])
        : eb.and([
            eb("status", "=", "accepting-proposals"),
            eb("offer_deadline", kind === "closes-today" ? "=" : ">", today),
          ]),
    )
    .orderBy("offer_deadline")
    .executeTakeFirst();
  if (!row) throw new Error(`the demo seed has no gig that ${kind}`);
  return gigRef(row);
}

/** A gig on which the given company has an offer (the demo seed has several). */
export async function findGigWithOffer(companyId = DEMO_COMPANY) {
  const row = await db()
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .select(["gigs.id", "gigs.slug", "gigs.title", "experts.name as expertName"])
    .where("candidates.company_id", "=", companyId)
    .orderBy("gigs.id")
    .executeTakeFirstOrThrow();
  return { ...gigRef(row), expertName: row.expertName };
}

// ---- the expert's consent (decision 048) -----------------------------------------------------

/** Gives an expert their own e-mail address, so an offer asks them for consent. */
export async function giveExpertEmail(expertId: string, email: string) {
  await db().updateTable("experts").set({ email }).where("id", "=", expertId).execute();
}

/** Makes a gig require the expert's consent before a candidate goes to the customer. */
export async function requireConsent(gigId: number) {
  await db().updateTable("gigs").set({ requires_consent: 1 }).where("id", "=", gigId).execute();
}

/** The company's candidate's consent and status, or undefined once the candidate is gone. */
export async function consentOf(company: OffersCompany, gigId: number, expertId: string) {
  return db()
    .selectFrom("candidates")
    .select(["consent", "status"])
    .where("company_id", "=", company.companyId)
    .where("gig_id", "=", gigId)
    .where("expert_id", "=", expertId)
    .executeTakeFirst();
}
