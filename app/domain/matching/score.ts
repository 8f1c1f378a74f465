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

/** One part of the score: its share of its weight (0–1) and the reason it gives. */
type Part = { share: number; reason: MatchReason };

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

function skillsPart(
  listed: GigSkill[],
  has: ReadonlySet<string>,
  kind: "required" | "nice",
): Part & { covered: number } {
  if (listed.length === 0)
    return { share: 1, covered: 0, reason: reason(`${kind}-skills-unlisted`, "neutral", none) };
  const covered = listed.filter((s) => has.has(s.key)).map((s) => s.name);
  const missing = listed.filter((s) => !has.has(s.key)).map((s) => s.name);
  const share = covered.length / listed.length;
  const fit = fitOf(share);
  const r =
    missing.length === 0
      ? reason(`${kind}-skills-all`, fit, { covered })
      : covered.length === 0
        ? reason(`${kind}-skills-missing`, fit, { missing })
        : reason(`${kind}-skills-partial`, fit, { covered, missing });
  return { share, covered: covered.length, reason: r };
}

function availabilityPart(
  expert: ExpertMatchProfile,
  gig: GigMatchRequirements,
  today: string,
): Part & { available: boolean } {
  const free = later(calendarDay(expert.availableFrom) ?? today, today);
  // A start already past is today: nobody can start earlier than that.
  const start = gig.startDate === null ? today : later(gig.startDate, today);
  const days = Math.max(0, daysBetween(start, free));
  const share = Math.max(0, 1 - days / LATE_DAYS_TO_ZERO);
  const fit = fitOf(share);
  const r =
    gig.startDate === null
      ? days === 0
        ? reason("available-now", fit, none)
        : reason("available-later", fit, { availableFrom: free, days })
      : days === 0
        ? reason("available-by-start", fit, { startDate: gig.startDate })
        : reason("available-after-start", fit, { startDate: gig.startDate, days });
  return { share, available: days === 0, reason: r };
}

function allocationPart(expert: ExpertMatchProfile, gig: GigMatchRequirements): Part {
  if (gig.allocation === null)
    return { share: 1, reason: reason("allocation-unknown", "neutral", none) };
  const params = { allocation: expert.allocation, required: gig.allocation };
  if (expert.allocation >= gig.allocation)
    return { share: 1, reason: reason("allocation-enough", "good", params) };
  const share = Math.max(0, expert.allocation / gig.allocation);
  return { share, reason: reason("allocation-short", fitOf(share), params) };
}

function ratePart(
  expert: ExpertMatchProfile,
  gig: GigMatchRequirements,
): Part & { rateFit: RateFit } {
  const expectation = expert.rateExpectation;
  if (expectation === null)
    return {
      share: UNKNOWN_RATE_SHARE,
      rateFit: "unknown",
      reason: reason("rate-no-expectation", "neutral", none),
    };
  if (gig.rateMin === null || gig.rateMax === null)
    return {
      share: UNKNOWN_RATE_SHARE,
      rateFit: "unknown",
      reason: reason("rate-no-range", "neutral", { expectation }),
    };
  const rates = { expectation, min: gig.rateMin, max: gig.rateMax };
  if (expectation < gig.rateMin)
    return { share: 1, rateFit: "under", reason: reason("rate-under", "good", rates) };
  if (expectation <= gig.rateMax)
    return { share: 1, rateFit: "inside", reason: reason("rate-inside", "good", rates) };
  const over = (expectation - gig.rateMax) / (gig.rateMax * RATE_ABOVE_TO_ZERO);
  const share = Math.max(0, 1 - over);
  return { share, rateFit: "above", reason: reason("rate-above", fitOf(share), rates) };
}

const textKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** An expert accepts the gig's way of working; one who comes on site every day can do hybrid. */
function workModeOk(accepted: readonly string[], mode: WorkMode): boolean {
  if (accepted.length === 0 || accepted.includes(mode)) return true;
  return mode === "hybrid" && accepted.includes("onsite");
}

function workModePart(expert: ExpertMatchProfile, gig: GigMatchRequirements): Part {
  const ok = workModeOk(expert.workModes, gig.workMode);
  return {
    share: ok ? 1 : 0,
    reason: reason(ok ? "work-mode-ok" : "work-mode-mismatch", ok ? "good" : "poor", {
      mode: gig.workMode,
    }),
  };
}

function locationPart(expert: ExpertMatchProfile, gig: GigMatchRequirements): Part {
  if (gig.workMode === "remote")
    return { share: 1, reason: reason("location-remote", "good", none) };
  if (gig.locations.length === 0)
    return { share: 1, reason: reason("location-unlisted", "neutral", none) };
  if (expert.locations.length === 0)
    return { share: 1, reason: reason("location-any", "good", { locations: gig.locations }) };
  const accepted = new Set(expert.locations.map(textKey));
  const shared = gig.locations.filter((l) => accepted.has(textKey(l)));
  return shared.length
    ? { share: 1, reason: reason("location-match", "good", { locations: shared }) }
    : { share: 0, reason: reason("location-mismatch", "poor", { locations: gig.locations }) };
}

export function scoreMatch({ expert, gig, alreadyOffered, today }: MatchInput): MatchResult {
  const has = new Set(expert.skills.map(skillKey));
  const required = skillsPart(gig.required, has, "required");
  const nice = skillsPart(gig.niceToHave, has, "nice");
  const availability = availabilityPart(expert, gig, today);
  const allocation = allocationPart(expert, gig);
  const rate = ratePart(expert, gig);
  const workMode = workModePart(expert, gig);
  const location = locationPart(expert, gig);
  const weighted: Array<[Part, number]> = [
    [required, MATCH_WEIGHTS.required],
    [nice, MATCH_WEIGHTS.niceToHave],
    [availability, MATCH_WEIGHTS.availability],
    [allocation, MATCH_WEIGHTS.allocation],
    [rate, MATCH_WEIGHTS.rate],
    [workMode, MATCH_WEIGHTS.workMode],
    [location, MATCH_WEIGHTS.location],
  ];
  const total = weighted.reduce((sum, [part, weight]) => sum + part.share * weight, 0);
  return {
    // Rounded once, from the exact sum, so equal inputs give equal integers on every machine.
    score: Math.min(100, Math.max(0, Math.round(total))),
    required_covered: required.covered,
    required_total: gig.required.length,
    available: availability.available,
    rate_fit: rate.rateFit,
    already_offered: alreadyOffered,
    reasons: [
      ...(alreadyOffered ? [reason("already-offered", "neutral", none)] : []),
      ...weighted.map(([part]) => part.reason),
    ],
  };
}
