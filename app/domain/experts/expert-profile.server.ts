import type { Kysely } from "kysely";
import { getDbHandle } from "~/db/db.server";
import { WORK_MODES, type Database, type WorkMode } from "~/db/schema";
import {
  EXPERT_LOCATIONS_MAX,
  EXPERT_SKILLS_MAX,
  type ExpertProfileInput,
} from "~/validation/expert-profile";
import { normaliseLocations } from "../matching/locations";
import { normaliseSkills, type Skill, type SkillVocabulary } from "../matching/skill-vocabulary";
import type { ExpertMatchProfile } from "~/domain/matching/score";

/*
 * What an expert offers (issue 36, decision 043): skills in expert_skills under their canonical
 * keys, the rest as columns of the expert row (migration 0021). The freelancer's own profile is
 * their expert row, so it has the same fields.
 */

export type ExpertProfile = {
  skills: Skill[];
  /** YYYY-MM-DD; null: available now. */
  availableFrom: string | null;
  /** Percent of full time, 10-100. */
  allocation: number;
  /** Whole euros per hour; null: not given. */
  rateExpectation: number | null;
  /** None: the expert has not said. */
  workModes: WorkMode[];
  locations: string[];
};

/** What a typed profile is normalised against: the gigs' skills and places (and capabilities). */
export type ProfileVocabulary = { skills: SkillVocabulary; locations: readonly string[] };

/** The saved form of a validated profile; a field left out (an API edit) stays as it is. */
export function normaliseProfile(
  input: Partial<ExpertProfileInput>,
  vocabulary: ProfileVocabulary,
): Partial<ExpertProfile> {
  const profile: Partial<ExpertProfile> = {};
  if (input.skills)
    profile.skills = normaliseSkills(input.skills, vocabulary.skills, EXPERT_SKILLS_MAX);
  if (input.availableFrom !== undefined) profile.availableFrom = input.availableFrom;
  if (input.allocation !== undefined) profile.allocation = input.allocation;
  if (input.rateExpectation !== undefined) profile.rateExpectation = input.rateExpectation;
  if (input.workModes) profile.workModes = input.workModes;
  if (input.locations)
    profile.locations = normaliseLocations(
      input.locations,
      vocabulary.locations,
      EXPERT_LOCATIONS_MAX,
    );
  return profile;
}

export const PROFILE_COLUMNS = [
  "available_from",
  "allocation",
  "rate_expectation",
  "work_modes",
  "locations",
] as const;

export type ProfileRow = {
  available_from: string | null;
  allocation: number | string;
  rate_expectation: number | string | null;
  work_modes: string;
  locations: string;
};

/** A JSON list column as text items; anything malformed reads as none. */
function textList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function workModesOf(json: string): WorkMode[] {
  const listed = textList(json);
  return WORK_MODES.filter((mode) => listed.includes(mode));
}

export function profileOf(row: ProfileRow, skills: Skill[]): ExpertProfile {
  return {
    skills,
    availableFrom: row.available_from,
    allocation: Number(row.allocation),
    rateExpectation: row.rate_expectation === null ? null : Number(row.rate_expectation),
    workModes: workModesOf(row.work_modes),
    locations: textList(row.locations),
  };
}

/** The expert row's columns for the profile's fields that are given. */
export function profileColumns(profile: Partial<ExpertProfile>) {
  return {
    ...(profile.availableFrom !== undefined ? { available_from: profile.availableFrom } : {}),
    ...(profile.allocation !== undefined ? { allocation: profile.allocation } : {}),
    ...(profile.rateExpectation !== undefined ? { rate_expectation: profile.rateExpectation } : {}),
    ...(profile.workModes ? { work_modes: JSON.stringify(profile.workModes) } : {}),
    ...(profile.locations ? { locations: JSON.stringify(profile.locations) } : {}),
  };
}

/** Replaces the expert's skills (inside the caller's transaction). */
export async function writeSkills(db: Kysely<Database>, expertId: string, skills: Skill[]) {
  await db.deleteFrom("expert_skills").where("expert_id", "=", expertId).execute();
  if (skills.length === 0) return;
  await db
    .insertInto("expert_skills")
    .values(
      skills.map((skill, position) => ({
        expert_id: expertId,
        skill_key: skill.key,
        label: skill.label,
        position,
      })),
    )
    .execute();
}

/**
 * The skills of these experts, in each expert's order. The ids come from a query already scoped
 * to the caller's company.
 */
export async function skillsOf(expertIds: string[]): Promise<Map<string, Skill[]>> {
  const byExpert = new Map<string, Skill[]>();
  if (expertIds.length === 0) return byExpert;
  const rows = await getDbHandle()
    .db.selectFrom("expert_skills")
    .select(["expert_id", "skill_key", "label"])
    .where("expert_id", "in", expertIds)
    .orderBy("expert_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const list = byExpert.get(row.expert_id) ?? [];
    list.push({ key: row.skill_key, label: row.label });
    byExpert.set(row.expert_id, list);
  }
  return byExpert;
}

/** What scoring an expert against a gig reads: skills as their keys. */
export type { ExpertMatchProfile };

export type ExpertMatchEntry = { id: string; name: string; profile: ExpertMatchProfile };

/**
 * The match profiles of a company's experts (all of them, or those of `expertIds` among them),
 * by name, in one query: the expert rows joined to their skills. Another company's ids find
 * nothing.
 */
export async function loadExpertMatchProfiles(scope: {
  companyId: string;
  expertIds?: string[];
}): Promise<ExpertMatchEntry[]> {
  if (scope.expertIds?.length === 0) return [];
  let query = getDbHandle()
    .db.selectFrom("experts")
    .leftJoin("expert_skills", "expert_skills.expert_id", "experts.id")
    .select([
      "experts.id",
      "experts.name",
      ...PROFILE_COLUMNS.map((column) => `experts.${column}` as const),
      "expert_skills.skill_key",
    ])
    .where("experts.company_id", "=", scope.companyId);
  if (scope.expertIds) query = query.where("experts.id", "in", scope.expertIds);
  const rows = await query
    .orderBy("experts.name")
    .orderBy("experts.id")
    .orderBy("expert_skills.position")
    .execute();
  const entries: Array<ExpertMatchEntry & { skills: string[] }> = [];
  for (const row of rows) {
    let entry = entries.at(-1);
    if (entry?.id !== row.id) {
      const skills: string[] = [];
      const { skills: _none, ...rest } = profileOf(row, []);
      entry = { id: row.id, name: row.name, skills, profile: { skills, ...rest } };
      entries.push(entry);
    }
    if (row.skill_key !== null) entry.skills.push(row.skill_key);
  }
  return entries.map(({ skills: _skills, ...entry }) => entry);
}
