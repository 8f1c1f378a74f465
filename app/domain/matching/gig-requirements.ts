import type { Gig, WorkMode } from "~/db/schema";
import { skillKey } from "./skill-vocabulary";

/** A skill as the gig names it, and the key it is compared by. */
export type GigSkill = { key: string; name: string };

/** What a gig asks of an expert, as the score reads it (docs/matching.md). */
export type GigMatchRequirements = {
  required: GigSkill[];
  /** Without the skills that are also required: a skill counts once, as required. */
  niceToHave: GigSkill[];
  /** YYYY-MM-DD; null when the gig's start date cannot be read. */
  startDate: string | null;
  /** Per cent of full time; null when unknown. */
  allocation: number | null;
  /** Whole euros per hour; null when the gig states no range. */
  rateMin: number | null;
  rateMax: number | null;
  workMode: WorkMode;
  /** As the gig lists them; empty when it names none. */
  locations: string[];
};

/** The gig columns the requirements are made from: JSON text as stored, or lists as viewed. */
export type GigRequirementColumns = Pick<
  Gig,
  "start_date" | "allocation" | "rate_min" | "rate_max" | "onsite"
> & {
  required_skills: string | readonly string[];
  nice_to_have_skills: string | readonly string[];
  locations: string | readonly string[];
};

function listOf(value: string | readonly string[]): string[] {
  if (typeof value !== "string") return value.filter((v) => typeof v === "string");
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Each skill once (by key, the first spelling kept), blanks dropped. */
function skillsOf(names: string[], except: ReadonlySet<string> = new Set()): GigSkill[] {
  const seen = new Set(except);
  const skills: GigSkill[] = [];
  for (const raw of names) {
    const key = skillKey(raw);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    skills.push({ key, name: raw.trim() });
  }
  return skills;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * A calendar day, or null for anything that is not one ("ASAP", "2026-02-30", a broken row).
 * Checked by arithmetic rather than through a Date: scoring reads it for every pair it ranks.
 */
export function calendarDay(value: string | null | undefined): string | null {
  const day = value?.slice(0, 10) ?? "";
  const parts = DAY.exec(day);
  if (!parts) return null;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const date = Number(parts[3]);
  return month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth(year, month) ? day : null;
}

/** A positive whole number from a column (PostgreSQL may hand a bigint over as text), else null. */
function amount(value: number | string | null | undefined): number | null {
  const n = Number(value);
  return value !== null && value !== undefined && Number.isFinite(n) && n > 0 ? n : null;
}

export function gigMatchRequirements(gig: GigRequirementColumns): GigMatchRequirements {
  const required = skillsOf(listOf(gig.required_skills));
  const rateMin = amount(gig.rate_min);
  const rateMax = amount(gig.rate_max);
  const rangeKnown = rateMin !== null && rateMax !== null && rateMin <= rateMax;
  return {
    required,
    niceToHave: skillsOf(listOf(gig.nice_to_have_skills), new Set(required.map((s) => s.key))),
    startDate: calendarDay(gig.start_date),
    allocation: amount(gig.allocation),
    rateMin: rangeKnown ? rateMin : null,
    rateMax: rangeKnown ? rateMax : null,
    workMode: gig.onsite,
    locations: listOf(gig.locations)
      .map((l) => l.trim())
      .filter(Boolean),
  };
}
