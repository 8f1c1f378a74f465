import type { WorkMode } from "~/db/schema";
import { calendarDay, type GigMatchRequirements, type GigSkill } from "./gig-requirements";
import { skillKey } from "./skill-vocabulary";

/*
 * How well an expert fits a gig, from 0 to 100, with the reasons in codes. Pure: the same
 * profile, gig and day always give the same integer. The weights and why each is what it is:
 * docs/matching.md.
 */

/** What an expert offers, as the score reads it. */
export type ExpertMatchProfile = {
  /** Skill keys (skillKey, app/domain/matching/skill-vocabulary.ts); compared through the same function again. */
  skills: readonly string[];
  /** YYYY-MM-DD; null: available now. */
  availableFrom: string | null;
  /** Per cent of full time, 10–100. */
  allocation: number;
  /** Whole euros per hour; null: none given. */
  rateExpectation: number | null;
  /** Work modes the expert accepts; empty: any. */
  workModes: readonly string[];
  /** Locations the expert accepts; empty: any. */
  locations: readonly string[];
};

/** Points of each part of the score; they add up to 100. */
export const MATCH_WEIGHTS = {
  required: 40,
  niceToHave: 10,
  availability: 20,
  allocation: 10,
  rate: 10,
  workMode: 5,
  location: 5,
} as const;

/** Available this many days after the start scores no availability points (linear before). */
export const LATE_DAYS_TO_ZERO = 60;
/** A rate expectation this share above the gig's maximum scores no rate points (linear before). */
export const RATE_ABOVE_TO_ZERO = 0.25;
/** The share of the rate points an expert without a rate expectation gets. */
export const UNKNOWN_RATE_SHARE = 0.5;

export type RateFit = "inside" | "under" | "above" | "unknown";
/** How the reason reads: good, partly, poor, or neither (nothing to compare). */
export type ReasonFit = "good" | "partial" | "poor" | "neutral";

type NoParams = Record<string, never>;
type Rates = { expectation: number; min: number; max: number };
type ReasonParams = {
  "already-offered": NoParams;
  "required-skills-all": { covered: string[] };
  "required-skills-partial": { covered: string[]; missing: string[] };
  "required-skills-missing": { missing: string[] };
  "required-skills-unlisted": NoParams;
  "nice-skills-all": { covered: string[] };
  "nice-skills-partial": { covered: string[]; missing: string[] };
  "nice-skills-missing": { missing: string[] };
  "nice-skills-unlisted": NoParams;
  "available-by-start": { startDate: string };
  "available-after-start": { startDate: string; days: number };
  /** The gig's start is unknown: compared with today. */
  "available-now": NoParams;
  "available-later": { availableFrom: string; days: number };
  "allocation-enough": { allocation: number; required: number };
  "allocation-short": { allocation: number; required: number };
  "allocation-unknown": NoParams;
  "rate-inside": Rates;
  "rate-under": Rates;
  "rate-above": Rates;
  "rate-no-expectation": NoParams;
  "rate-no-range": { expectation: number };
  "work-mode-ok": { mode: WorkMode };
  "work-mode-mismatch": { mode: WorkMode };
  "location-remote": NoParams;
  "location-unlisted": NoParams;
  "location-any": { locations: string[] };
  "location-match": { locations: string[] };
  "location-mismatch": { locations: string[] };
};
export type MatchReasonCode = keyof ReasonParams;
export type MatchReason = {
  [C in MatchReasonCode]: { code: C; fit: ReasonFit; params: ReasonParams[C] };
}[MatchReasonCode];

export type MatchResult = {
  score: number;
  required_covered: number;
  required_total: number;
  /** Free by the gig's start (by today when the start is unknown or past). */
  available: boolean;
  rate_fit: RateFit;
  already_offered: boolean;
  reasons: MatchReason[];
};

export type MatchInput = {
  expert: ExpertMatchProfile;
  gig: GigMatchRequirements;
  alreadyOffered: boolean;
  /** Today's calendar day (Helsinki), YYYY-MM-DD. */
  today: string;
};

const reason = <C extends MatchReasonCode>(
  code: C,
  fit: ReasonFit,
  params: ReasonParams[C],
): MatchReason => ({ code, fit, params }) as MatchReason;

const fitOf = (share: number): ReasonFit => (share >= 1 ? "good" : share <= 0 ? "poor" : "partial");
const none: NoParams = {};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const later = (a: string, b: string) => (a > b ? a : b);

const textKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** An expert accepts the gig's way of working; one who comes on site every day can do hybrid. */
function workModeOk(accepted: readonly string[], mode: WorkMode): boolean {
  if (accepted.length === 0 || accepted.includes(mode)) return true;
  return mode === "hybrid" && accepted.includes("onsite");
}

/** The gig's locations the expert accepts. */
function sharedLocations(expert: ExpertMatchProfile, gig: GigMatchRequirements): string[] {
  const accepted = new Set(expert.locations.map(textKey));
  return gig.locations.filter((l) => accepted.has(textKey(l)));
}

/*
 * Scoring is done in two steps: `measure` finds each part's share of its weight (0–1) and the
 * facts behind it, allocating next to nothing; the reasons are worded from those only for the
 * matches someone will read. The overview measures thousands of pairs to show fifteen
 * (app/domain/expert-matches.server.ts), and wording every pair's reasons was most of its time.
 */
type Measured = {
  skills: ReadonlySet<string>;
  required: number;
  requiredCovered: number;
  nice: number;
  /** The day the expert is free and the day the gig starts (today at the earliest). */
  free: string;
  start: string;
  daysLate: number;
  availability: number;
  allocation: number;
  rate: number;
  rateFit: RateFit;
  workMode: number;
  location: number;
};

function coveredCount(listed: GigSkill[], has: ReadonlySet<string>): number {
  let covered = 0;
  for (const skill of listed) if (has.has(skill.key)) covered += 1;
  return covered;
}

function rateOf(expert: ExpertMatchProfile, gig: GigMatchRequirements) {
  const expectation = expert.rateExpectation;
  if (expectation === null || gig.rateMin === null || gig.rateMax === null)
    return { share: UNKNOWN_RATE_SHARE, fit: "unknown" as const };
  if (expectation < gig.rateMin) return { share: 1, fit: "under" as const };
  if (expectation <= gig.rateMax) return { share: 1, fit: "inside" as const };
  const over = (expectation - gig.rateMax) / (gig.rateMax * RATE_ABOVE_TO_ZERO);
  return { share: Math.max(0, 1 - over), fit: "above" as const };
}

function locationShare(expert: ExpertMatchProfile, gig: GigMatchRequirements): number {
  if (gig.workMode === "remote" || gig.locations.length === 0 || expert.locations.length === 0)
    return 1;
  return sharedLocations(expert, gig).length > 0 ? 1 : 0;
}

function measure({ expert, gig, today }: MatchInput): Measured {
  const skills = new Set(expert.skills.map(skillKey));
  const requiredCovered = coveredCount(gig.required, skills);
  const free = later(calendarDay(expert.availableFrom) ?? today, today);
  // A start already past is today: nobody can start earlier than that.
  const start = gig.startDate === null ? today : later(gig.startDate, today);
  const daysLate = free > start ? daysBetween(start, free) : 0;
  const rate = rateOf(expert, gig);
  return {
    skills,
    required: gig.required.length === 0 ? 1 : requiredCovered / gig.required.length,
    requiredCovered,
    nice:
      gig.niceToHave.length === 0
        ? 1
        : coveredCount(gig.niceToHave, skills) / gig.niceToHave.length,
    free,
    start,
    daysLate,
    availability: Math.max(0, 1 - daysLate / LATE_DAYS_TO_ZERO),
    allocation:
      gig.allocation === null || expert.allocation >= gig.allocation
        ? 1
        : Math.max(0, expert.allocation / gig.allocation),
    rate: rate.share,
    rateFit: rate.fit,
    workMode: workModeOk(expert.workModes, gig.workMode) ? 1 : 0,
    location: locationShare(expert, gig),
  };
}

/** A match's numbers without its reasons: what ranking and "worth showing" read. */
export type MatchNumbers = Omit<MatchResult, "reasons">;

function numbersOf(m: Measured, input: MatchInput): MatchNumbers {
  const w = MATCH_WEIGHTS;
  const total =
    m.required * w.required +
    m.nice * w.niceToHave +
    m.availability * w.availability +
    m.allocation * w.allocation +
    m.rate * w.rate +
    m.workMode * w.workMode +
    m.location * w.location;
  return {
    // Rounded once, from the exact sum, so equal inputs give equal integers on every machine.
    score: Math.min(100, Math.max(0, Math.round(total))),
    required_covered: m.requiredCovered,
    required_total: input.gig.required.length,
    available: m.daysLate === 0,
    rate_fit: m.rateFit,
    already_offered: input.alreadyOffered,
  };
}

function skillsReason(
  listed: GigSkill[],
  has: ReadonlySet<string>,
  kind: "required" | "nice",
  share: number,
): MatchReason {
  if (listed.length === 0) return reason(`${kind}-skills-unlisted`, "neutral", none);
  const covered = listed.filter((s) => has.has(s.key)).map((s) => s.name);
  const missing = listed.filter((s) => !has.has(s.key)).map((s) => s.name);
  const fit = fitOf(share);
  return missing.length === 0
    ? reason(`${kind}-skills-all`, fit, { covered })
    : covered.length === 0
      ? reason(`${kind}-skills-missing`, fit, { missing })
      : reason(`${kind}-skills-partial`, fit, { covered, missing });
}

function availabilityReason(gig: GigMatchRequirements, m: Measured): MatchReason {
  const fit = fitOf(m.availability);
  const days = m.daysLate;
  if (gig.startDate === null)
    return days === 0
      ? reason("available-now", fit, none)
      : reason("available-later", fit, { availableFrom: m.free, days });
  return days === 0
    ? reason("available-by-start", fit, { startDate: gig.startDate })
    : reason("available-after-start", fit, { startDate: gig.startDate, days });
}

function allocationReason(
  expert: ExpertMatchProfile,
  gig: GigMatchRequirements,
  share: number,
): MatchReason {
  if (gig.allocation === null) return reason("allocation-unknown", "neutral", none);
  const params = { allocation: expert.allocation, required: gig.allocation };
  return expert.allocation >= gig.allocation
    ? reason("allocation-enough", "good", params)
    : reason("allocation-short", fitOf(share), params);
}

function rateReason(expert: ExpertMatchProfile, gig: GigMatchRequirements, m: Measured) {
  const expectation = expert.rateExpectation;
  if (expectation === null) return reason("rate-no-expectation", "neutral", none);
  if (gig.rateMin === null || gig.rateMax === null)
    return reason("rate-no-range", "neutral", { expectation });
  const rates = { expectation, min: gig.rateMin, max: gig.rateMax };
  if (m.rateFit === "under") return reason("rate-under", "good", rates);
  if (m.rateFit === "inside") return reason("rate-inside", "good", rates);
  return reason("rate-above", fitOf(m.rate), rates);
}

function locationReason(expert: ExpertMatchProfile, gig: GigMatchRequirements): MatchReason {
  if (gig.workMode === "remote") return reason("location-remote", "good", none);
  if (gig.locations.length === 0) return reason("location-unlisted", "neutral", none);
  if (expert.locations.length === 0)
    return reason("location-any", "good", { locations: gig.locations });
  const shared = sharedLocations(expert, gig);
  return shared.length
    ? reason("location-match", "good", { locations: shared })
    : reason("location-mismatch", "poor", { locations: gig.locations });
}

/** The score alone, for ranking many pairs; `scoreMatch` gives the same numbers with reasons. */
export function matchScore(input: MatchInput): MatchNumbers {
  return numbersOf(measure(input), input);
}

export function scoreMatch(input: MatchInput): MatchResult {
  const m = measure(input);
  const { expert, gig } = input;
  const mode = gig.workMode;
  return {
    ...numbersOf(m, input),
    reasons: [
      ...(input.alreadyOffered ? [reason("already-offered", "neutral", none)] : []),
      skillsReason(gig.required, m.skills, "required", m.required),
      skillsReason(gig.niceToHave, m.skills, "nice", m.nice),
      availabilityReason(gig, m),
      allocationReason(expert, gig, m.allocation),
      rateReason(expert, gig, m),
      m.workMode === 1
        ? reason("work-mode-ok", "good", { mode })
        : reason("work-mode-mismatch", "poor", { mode }),
      locationReason(expert, gig),
    ],
  };
}
