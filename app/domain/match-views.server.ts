import type { TFunction } from "i18next";
import {
  bestGigsForBench,
  matchExpertsToGig,
  matchGigsForExpert,
  type ExpertMatch,
  type GigSummary,
} from "./expert-matches.server";
import { describeMatchReasons } from "./matching/reason-text";
import type { MatchReason, MatchReasonCode, MatchResult, ReasonFit } from "./matching/score";
import type { Partner } from "./shared/actor";

/*
 * Matches as the pages show them (docs/matching.md): scores with a few reasons in the reader's
 * words, and the rate the offer form starts from. The API shows every reason instead.
 */

type T = TFunction<"translation">;

/** Matches listed in the gig page's box; its heading counts them all. */
export const MATCH_BOX_LIMIT = 5;
/** Open gigs listed on an expert's page (the expert dialog, a freelancer's information). */
export const EXPERT_PAGE_GIGS = 5;

export type ReasonLine = { code: MatchReasonCode; fit: ReasonFit; text: string };

export type ExpertMatchLine = {
  expertId: string;
  expertName: string;
  score: number;
  alreadyOffered: boolean;
  reasons: ReasonLine[];
  /** The offer form's starting rate: the expectation, when it is inside the gig's range. */
  rate: number | null;
};

export type GigMatchLine = { gig: GigSummary; score: number; alreadyOffered: boolean };

/** The parts a page lists: the skills, when the expert is free and the rate. */
const COMPACT: ReadonlyArray<(code: MatchReasonCode) => boolean> = [
  (code) => code === "already-offered",
  (code) => code.startsWith("required-skills-"),
  (code) => code.startsWith("available-"),
  (code) => code.startsWith("rate-"),
];

function compactReasons(reasons: readonly MatchReason[]) {
  return reasons.filter((r) => COMPACT.some((wanted) => wanted(r.code)));
}

/** The expectation when it is inside the gig's range, else null (the form starts empty). */
export function prefillRate(match: MatchResult): number | null {
  const rate = match.reasons.find((r) => r.code === "rate-inside");
  return rate?.code === "rate-inside" ? rate.params.expectation : null;
}

function line(match: ExpertMatch, t: T, locale: string): ExpertMatchLine {
  return {
    expertId: match.expertId,
    expertName: match.expertName,
    score: match.score,
    alreadyOffered: match.already_offered,
    reasons: describeMatchReasons(compactReasons(match.reasons), t, locale),
    rate: prefillRate(match),
  };
}

/** The gig page's box: how many of the caller's experts match, and the best of them. */
export async function gigMatchBox(
  actor: Partner,
  gigId: number,
  { t, locale, now }: { t: T; locale: string; now?: Date },
): Promise<{ total: number; items: ExpertMatchLine[] }> {
  const { items } = await matchExpertsToGig(actor, gigId, now);
  return {
    total: items.length,
    items: items.slice(0, MATCH_BOX_LIMIT).map((m) => line(m, t, locale)),
  };
}

/** The overview's "Best gigs for your bench". */
export async function benchGigLines(actor: Partner, now?: Date) {
  const gigs = await bestGigsForBench(actor, { now });
  return gigs.map(({ gig, experts }) => ({
    gig,
    experts: experts.map((m) => ({
      expertId: m.expertId,
      expertName: m.expertName,
      score: m.score,
      alreadyOffered: m.already_offered,
    })),
  }));
}

/** The open gigs that fit one expert, for the expert's page. */
export async function expertGigLines(
  actor: Partner,
  expertId: string,
  now?: Date,
): Promise<GigMatchLine[]> {
  const matches = await matchGigsForExpert(actor, expertId, { now, limit: EXPERT_PAGE_GIGS });
  return matches.map((m) => ({ gig: m.gig, score: m.score, alreadyOffered: m.already_offered }));
}
