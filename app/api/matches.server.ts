import type { TFunction } from "i18next";
import { ApiError } from "~/api/errors.server";
import { NotFoundError } from "~/domain/shared/errors";
import type { ExpertMatch, GigMatch } from "~/domain/expert-matches.server";
import { describeMatchReasons } from "~/domain/matching/reason-text";
import type { MatchResult } from "~/domain/matching/score";
import { ExpertMatch as ExpertMatchSchema, GigMatch as GigMatchSchema } from "./schemas/gigs";
import type { Sent } from "./schemas/sent";

/*
 * The matches calls' items (GET /api/gigs/{id}/matches, GET /api/experts/{id}/matches): the
 * score's figures and every reason as its code and its sentence in the caller's language.
 */

/** The most items one answer lists, best first. */
export const API_MATCHES_LIMIT = 100;

function apiMatch(match: MatchResult, t: TFunction, locale: string) {
  return {
    score: match.score,
    required_covered: match.required_covered,
    required_total: match.required_total,
    available: match.available,
    rate_fit: match.rate_fit,
    already_offered: match.already_offered,
    reasons: describeMatchReasons(match.reasons, t as TFunction<"translation">, locale).map(
      ({ code, text }) => ({ code, text }),
    ),
  };
}

export function apiExpertMatch(
  match: ExpertMatch,
  t: TFunction,
  locale: string,
): Sent<typeof ExpertMatchSchema> {
  return { expert_id: match.expertId, name: match.expertName, ...apiMatch(match, t, locale) };
}

export function apiGigMatch(
  match: GigMatch,
  t: TFunction,
  locale: string,
): Sent<typeof GigMatchSchema> {
  const { gig } = match;
  return { gig_id: gig.id, title: gig.title, slug: gig.slug, ...apiMatch(match, t, locale) };
}

/** A gig or expert the caller may not see answers as the other calls answer it: 404 `not-found`. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotFoundError) throw new ApiError(404, "not-found");
    throw error;
  }
}
