import { sql } from "kysely";
import { getDbHandle } from "~/db/db.server";
import type { CandidateStatus } from "~/db/schema";
import { newId, nowIso } from "~/utils/ids.server";
import type { PageRequest } from "~/validation/paging";
import { readCvChunks, writeCvChunks } from "~/db/cv-chunks.server";
import type { StoredCv } from "./cv-upload.server";
import { refreshCandidateKeys } from "./expert-identity.server";
import { pageBounds, type Paged } from "../shared/paging";
import { keysetPage, rowAfter, type KeysetPage, type KeysetRequest } from "../shared/keyset";
import {
  PROFILE_COLUMNS,
  profileColumns,
  profileOf,
  skillsOf,
  writeSkills,
  type ExpertProfile,
  type ProfileRow,
} from "./expert-profile.server";

/*
 * Experts belong to one company. Every function here takes the company id from the caller's
 * session and scopes each query by it, so an id from another company behaves exactly like an id
 * that does not exist (the routes answer 404 for both).
 */

export type OfferedGig = { id: number; title: string; slug: string };

/** Spec section 4: derived over the company's candidates for the expert. */
export type CandidacyStage =
  | { stage: "NONE" }
  | { stage: "REVIEW" }
  | { stage: "OFFERED_TO_CUSTOMER"; firstGig: OfferedGig; offeredCount: number };

export type Candidacy = {
  id: string;
  status: CandidateStatus;
  createdAt: string;
  gig: OfferedGig;
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * OFFERED_TO_CUSTOMER if any candidacy is OFFERED (with the earliest offered candidacy's gig,
 * by created_at then id, and the number of offered candidacies); else REVIEW if any is REVIEW;
 * else NONE. ACCEPTED and DECLINED candidacies do not make a stage of their own.
 */
export function deriveCandidacyStage(candidacies: Candidacy[]): CandidacyStage {
  const offered = candidacies
    .filter((c) => c.status === "OFFERED")
    // ISO timestamps and ids compare correctly as plain strings.
    .sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
  if (offered.length > 0)
    return {
      stage: "OFFERED_TO_CUSTOMER",
      firstGig: offered[0]!.gig,
      offeredCount: offered.length,
    };
  if (candidacies.some((c) => c.status === "REVIEW")) return { stage: "REVIEW" };
  return { stage: "NONE" };
}

/**
 * What became of the expert's finished candidacies. The spec's stage counts only open ones, so
 * an expert the customer accepted would read "Not offered"; the page shows this beside it
 * (docs/decisions/035-one-status-language.md).
 */
export type CandidacyOutcome = {
  accepted: number;
  /** The earliest accepted candidacy's gig. */
  firstAccepted: OfferedGig | null;
  declined: number;
};

export function deriveCandidacyOutcome(candidacies: Candidacy[]): CandidacyOutcome {
  const accepted = candidacies
    .filter((c) => c.status === "ACCEPTED")
    .sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
  return {
    accepted: accepted.length,
    firstAccepted: accepted[0]?.gig ?? null,
    declined: candidacies.filter((c) => c.status === "DECLINED").length,
  };
}

export type ExpertCvInfo = { filename: string; mimetype: string; size: number; addedAt: string };

export type ExpertSummary = {
  id: string;
  name: string;
  /**
   * The expert's own e-mail and phone as the company entered them (issue 37); null on a
   * freelancer's own row, whose person is their account (app/domain/shared/person-key.ts).
   */
  email: string | null;
  phone: string | null;
  role: string | null;
  salesPitch: string | null;
  cv: ExpertCvInfo | null;
  /** What the expert offers: skills, availability, allocation, rate, work modes, places. */
  profile: ExpertProfile;
  candidacy: CandidacyStage;
  outcome: CandidacyOutcome;
  /**
   * Offered to the customer or advanced past evaluation (any OFFERED or ACCEPTED candidacy):
   * deleteExpert refuses. Not the same as the stage: an accepted-only expert's stage is NONE.
   */
  deleteLocked: boolean;
};

const SUMMARY_COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "role",
  "sales_pitch",
  "cv_filename",
  "cv_mimetype",
  "cv_size",
  "cv_added_at",
  ...PROFILE_COLUMNS,
] as const;

type SummaryRow = ProfileRow & {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: string | null;
  sales_pitch: string | null;
  cv_filename: string | null;
  cv_mimetype: string | null;
  cv_size: number | null;
  cv_added_at: string | null;
};

function toSummary(
  row: SummaryRow,
  candidacies: Candidacy[],
  skills: ExpertProfile["skills"],
): ExpertSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    salesPitch: row.sales_pitch,
    cv:
      row.cv_filename && row.cv_mimetype && row.cv_added_at
        ? {
            filename: row.cv_filename,
            mimetype: row.cv_mimetype,
            size: Number(row.cv_size ?? 0),
            addedAt: row.cv_added_at,
          }
        : null,
    profile: profileOf(row, skills),
    candidacy: deriveCandidacyStage(candidacies),
    outcome: deriveCandidacyOutcome(candidacies),
    deleteLocked: candidacies.some((c) => LOCKING_STATUSES.includes(c.status)),
  };
}

/** The company's candidacies of these experts (of all its experts when `expertIds` is null). */
async function candidaciesOf(companyId: string, expertIds: string[] | null) {
  const byExpert = new Map<string, Candidacy[]>();
  if (expertIds?.length === 0) return byExpert;
  let query = getDbHandle()
    .db.selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .select([
      "candidates.id",
      "candidates.expert_id",
      "candidates.status",
      "candidates.created_at",
      "gigs.id as gig_id",
      "gigs.title",
      "gigs.slug",
    ])
    .where("candidates.company_id", "=", companyId);
  if (expertIds) query = query.where("candidates.expert_id", "in", expertIds);
  for (const r of await query.execute()) {
    const list = byExpert.get(r.expert_id) ?? [];
    list.push({
      id: r.id,
      status: r.status,
      createdAt: r.created_at,
      gig: { id: Number(r.gig_id), title: r.title, slug: r.slug },
    });
    byExpert.set(r.expert_id, list);
  }
  return byExpert;
}

/** Experts per page of the experts tab. */
export const EXPERTS_PAGE_SIZE = 25;

function expertsInOrder(companyId: string) {
  return getDbHandle()
    .db.selectFrom("experts")
    .select(SUMMARY_COLUMNS)
    .where("company_id", "=", companyId)
    .orderBy("name")
    .orderBy("id");
}

/**
 * One page of the company's experts, by name (then id, so the order is the same on every page),
 * with their candidacy stage; CV bytes are not loaded. Counting and paging happen in the database.
 */
export async function listExpertsPage(
  companyId: string,
  { page = 1, pageSize = EXPERTS_PAGE_SIZE }: Partial<PageRequest> = {},
): Promise<Paged<ExpertSummary>> {
  const { total } = await getDbHandle()
    .db.selectFrom("experts")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  const bounds = pageBounds({ page, pageSize }, Number(total));
  const rows = await expertsInOrder(companyId)
    .limit(bounds.pageSize)
    .offset(bounds.offset)
    .execute();
  const ids = rows.map((r) => r.id);
  const [candidacies, skills] = await Promise.all([candidaciesOf(companyId, ids), skillsOf(ids)]);
  return {
    items: rows.map((r) => toSummary(r, candidacies.get(r.id) ?? [], skills.get(r.id) ?? [])),
    total: Number(total),
    ...bounds,
  };
}

/** Where a walk of the experts list stands: the last expert's name and id. */
export type ExpertKey = [name: string, id: string];

/**
 * A page of the company's experts in the list's order (name, then id) after `after`, for the
 * API's cursor walk; the count is exact.
 */
export async function listExpertsAfter(
  companyId: string,
  { limit, after }: KeysetRequest<ExpertKey>,
): Promise<KeysetPage<ExpertSummary, ExpertKey>> {
  const db = getDbHandle().db;
  let query = expertsInOrder(companyId).limit(limit + 1);
  if (after) query = query.where(rowAfter([sql.ref("name"), sql.ref("id")], after, "asc"));
  const [rows, { total }] = await Promise.all([
    query.execute(),
    db
      .selectFrom("experts")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.slice(0, limit).map((r) => r.id);
  const [candidacies, skills] = await Promise.all([candidaciesOf(companyId, ids), skillsOf(ids)]);
  return keysetPage(
    rows,
    limit,
    (r): ExpertKey => [r.name, r.id],
    (r) => toSummary(r, candidacies.get(r.id) ?? [], skills.get(r.id) ?? []),
    { total: Number(total) },
  );
}

/** The page of `listExpertsPage` that holds this expert (1 when it is not the company's). */
export async function pageOfExpert(
  companyId: string,
  expertId: string,
  pageSize = EXPERTS_PAGE_SIZE,
): Promise<number> {
  const db = getDbHandle().db;
  const expert = await db
    .selectFrom("experts")
    .select(["name", "id"])
    .where("id", "=", expertId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!expert) return 1;
  const { before } = await db
    .selectFrom("experts")
    .select((eb) => eb.fn.countAll<number | string>().as("before"))
    .where("company_id", "=", companyId)
    .where((eb) =>
      eb.or([
        eb("name", "<", expert.name),
        eb.and([eb("name", "=", expert.name), eb("id", "<", expert.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Math.floor(Number(before) / pageSize) + 1;
}

/** Every expert of `listExpertsPage` at once (tests compare the pages with it; nothing serves it). */
export async function listExperts(companyId: string): Promise<ExpertSummary[]> {
  const rows = await expertsInOrder(companyId).execute();
  const candidacies = await candidaciesOf(companyId, null);
  const skills = await skillsOf(rows.map((r) => r.id));
  return rows.map((r) => toSummary(r, candidacies.get(r.id) ?? [], skills.get(r.id) ?? []));
}

/** One expert row of the company with its candidacies and skills. */
async function summaryOf(companyId: string, row: SummaryRow) {
  const [candidacies, skills] = await Promise.all([
    candidaciesOf(companyId, [row.id]),
    skillsOf([row.id]),
  ]);
  return toSummary(row, candidacies.get(row.id) ?? [], skills.get(row.id) ?? []);
}

/** One of the company's experts, or null (also for another company's expert). */
export async function getExpert(
  companyId: string,
  expertId: string,
): Promise<ExpertSummary | null> {
  const row = await getDbHandle()
    .db.selectFrom("experts")
    .select(SUMMARY_COLUMNS)
    .where("id", "=", expertId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) return null;
  return summaryOf(companyId, row);
}

export type CvDownload = { data: Buffer; filename: string; mimetype: string };

/** The stored CV of one of the company's experts, or null. */
export async function getExpertCv(companyId: string, expertId: string): Promise<CvDownload | null> {
  const { db } = getDbHandle();
  const row = await db
    .selectFrom("experts")
    .select(["cv_filename", "cv_mimetype"])
    .where("id", "=", expertId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row?.cv_filename || !row.cv_mimetype) return null;
  const data = await readCvChunks(db, expertId);
  return data ? { data, filename: row.cv_filename, mimetype: row.cv_mimetype } : null;
}

/** The expert's own e-mail and phone; undefined keeps the stored one, null removes it. */
export type ExpertContact = { email?: string | null; phone?: string | null };

export type ExpertInput = ExpertContact & {
  name: string;
  salesPitch?: string | null;
  cv?: StoredCv;
  /** The fields given are saved; the others keep their stored (or default) values. */
  profile?: Partial<ExpertProfile>;
};

/** The CV's name, type and size on the expert's row; its bytes go to writeCvChunks. */
function cvColumns(cv: StoredCv, now: string) {
  return {
    cv_filename: cv.filename,
    cv_mimetype: cv.mimetype,
    cv_size: cv.size,
    cv_added_at: now,
  };
}

export async function createExpert(
  companyId: string,
  input: ExpertInput & { cv: StoredCv },
): Promise<string> {
  const now = nowIso();
  const id = newId();
  await getDbHandle()
    .db.transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("experts")
        .values({
          id,
          company_id: companyId,
          user_id: null,
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          role: null,
          sales_pitch: input.salesPitch || null,
          ...cvColumns(input.cv, now),
          ...profileColumns(input.profile ?? {}),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await writeCvChunks(trx, id, input.cv.data);
      if (input.profile?.skills) await writeSkills(trx, id, input.profile.skills);
    });
  return id;
}

/**
 * Updates one of the company's expert rows and, with a new CV, its stored bytes, with skills, its
 * skills, and with an e-mail or phone, its candidacies' person key, in one transaction. False if
 * there is no such row; ConflictError when the new e-mail or phone is a person another active
 * candidate on one of the expert's gigs already is (expert-identity.server.ts).
 */
async function updateExpertRow(
  companyId: string,
  match: { id: string } | { userId: string },
  fields: {
    name?: string;
    role?: string | null;
    sales_pitch: string | null;
    email?: string | null;
    phone?: string | null;
  },
  cv: StoredCv | undefined,
  profile: Partial<ExpertProfile> = {},
): Promise<boolean> {
  const now = nowIso();
  return getDbHandle()
    .db.transaction()
    .execute(async (trx) => {
      const query = trx
        .updateTable("experts")
        .set({
          ...fields,
          ...(cv ? cvColumns(cv, now) : {}),
          ...profileColumns(profile),
          updated_at: now,
        })
        .where("company_id", "=", companyId);
      const updated = await (
        "id" in match ? query.where("id", "=", match.id) : query.where("user_id", "=", match.userId)
      )
        .returning("id")
        .executeTakeFirst();
      if (!updated) return false;
      if (fields.email !== undefined || fields.phone !== undefined)
        await refreshCandidateKeys(trx, companyId, updated.id);
      if (cv) await writeCvChunks(trx, updated.id, cv.data);
      if (profile.skills) await writeSkills(trx, updated.id, profile.skills);
      return true;
    });
}

/**
 * Updates name and pitch, the e-mail and phone when given, the CV when a new one is given and the
 * profile's given fields. False if no such expert.
 */
export function updateExpert(
  companyId: string,
  expertId: string,
  input: ExpertInput,
): Promise<boolean> {
  return updateExpertRow(
    companyId,
    { id: expertId },
    {
      name: input.name,
      sales_pitch: input.salesPitch || null,
      ...(input.email !== undefined && { email: input.email }),
      ...(input.phone !== undefined && { phone: input.phone }),
    },
    input.cv,
    input.profile,
  );
}

/** Candidates in these states have been offered to the customer or advanced past evaluation. */
export const LOCKING_STATUSES: CandidateStatus[] = ["OFFERED", "ACCEPTED"];

export type DeleteExpertResult =
  { ok: true; withdrawn: number } | { ok: false; code: "not-found" | "offered" };

/**
 * Deletes an expert unless any of its candidacies is OFFERED or ACCEPTED. Its REVIEW
 * candidacies are withdrawn (deleted) and its declined history goes with it. Check and delete
 * run in one transaction: on PostgreSQL the expert and its candidates are locked first, so a
 * staff change to a candidate cannot slip in between; SQLite write transactions begin IMMEDIATE.
 */
export async function deleteExpert(
  companyId: string,
  expertId: string,
): Promise<DeleteExpertResult> {
  const { db, engine } = getDbHandle();
  return db.transaction().execute(async (trx) => {
    let expertQuery = trx
      .selectFrom("experts")
      .select("id")
      .where("id", "=", expertId)
      .where("company_id", "=", companyId);
    if (engine === "postgres") expertQuery = expertQuery.forUpdate();
    const expert = await expertQuery.executeTakeFirst();
    if (!expert) return { ok: false, code: "not-found" } as const;

    let candidatesQuery = trx
      .selectFrom("candidates")
      .select(["id", "status"])
      .where("expert_id", "=", expertId);
    if (engine === "postgres") candidatesQuery = candidatesQuery.forUpdate();
    const candidates = await candidatesQuery.execute();
    if (candidates.some((c) => LOCKING_STATUSES.includes(c.status)))
      return { ok: false, code: "offered" } as const;

    const withdrawn = candidates.filter((c) => c.status === "REVIEW").length;
    await trx.deleteFrom("candidates").where("expert_id", "=", expertId).execute();
    await trx
      .deleteFrom("experts")
      .where("id", "=", expertId)
      .where("company_id", "=", companyId)
      .execute();
    return { ok: true, withdrawn } as const;
  });
}

/* The freelancer's own profile: the expert row linked to their user at registration. */

export type FreelancerProfile = ExpertSummary;

export async function getFreelancerProfile(
  companyId: string,
  userId: string,
): Promise<FreelancerProfile | null> {
  const row = await getDbHandle()
    .db.selectFrom("experts")
    .select(SUMMARY_COLUMNS)
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .executeTakeFirst();
  if (!row) return null;
  return summaryOf(companyId, row);
}

export async function getFreelancerCv(companyId: string, userId: string) {
  const profile = await getFreelancerProfile(companyId, userId);
  return profile ? getExpertCv(companyId, profile.id) : null;
}

export type FreelancerInput = {
  role?: string | null;
  salesPitch?: string | null;
  cv?: StoredCv;
  profile?: Partial<ExpertProfile>;
};

/** False if the freelancer has no profile row. */
export function updateFreelancerProfile(
  companyId: string,
  userId: string,
  input: FreelancerInput,
): Promise<boolean> {
  return updateExpertRow(
    companyId,
    { userId },
    { role: input.role || null, sales_pitch: input.salesPitch || null },
    input.cv,
    input.profile,
  );
}
