import { getDbHandle } from "~/db/db.server";
import { helsinkiDate } from "~/utils/dates";
import { loadExpertMatchProfiles, type ExpertMatchEntry } from "./experts/expert-profile.server";
import { gigMatchRequirements, type GigMatchRequirements } from "./matching/gig-requirements";
import { scoreMatch, type MatchReason as ScoreReason } from "./matching/score";
import { skillKey } from "./matching/skill-vocabulary";

/*
 * Which of a company's experts fit a gig, as gig alerts ask it. The alerts take the answer as a
 * dependency (FindMatchesForGig), so tests can count its calls: `gigAlertMatcher()` is the one
 * place that chooses it.
 */

/**
 * One reason an expert fits: a code the alert mail has a text for (`gigAlerts.mail.reasons.<code>`
 * in the mail texts) and its values. A code without a text is left out of the mail.
 */
export type MatchReason = { code: string; values?: Record<string, string | number> };

export type ExpertMatch = { expertName: string; score: number; reasons: MatchReason[] };

/** The company's experts that fit the gig, best first; empty when none does. */
export type FindMatchesForGig = (gigId: number, companyId: string) => Promise<ExpertMatch[]>;

/** Experts an alert carries per gig at most, whatever the company's bench (the mail names 5). */
export const MATCHES_PER_GIG = 10;

/** The scorer gig alerts use: one per run, since it remembers what it read during the run. */
export function gigAlertMatcher(now: Date = new Date()): FindMatchesForGig {
  return scoreMatcher(now);
}

/** An alert names an expert from this score (of 100) on: a fit worth a partner's look. */
export const ALERT_MIN_SCORE = 60;

/** The reasons an alert mail gives, in this order: skills, then availability, then rate. */
const MAIL_REASONS = new Set<ScoreReason["code"]>([
  "required-skills-all",
  "required-skills-partial",
  "available-by-start",
  "available-now",
  "rate-inside",
  "rate-under",
]);

/** A score reason as the ledger keeps it: lists joined, so every value is a string or number. */
function mailReason(reason: ScoreReason): MatchReason {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params))
    values[name] = Array.isArray(value) ? value.join(", ") : (value as string | number);
  if (reason.code === "required-skills-partial") {
    values.coveredCount = reason.params.covered.length;
    values.total = reason.params.covered.length + reason.params.missing.length;
  }
  return { code: reason.code, values };
}

/** A company's expert with their skill keys as a set, made once per run. */
type BenchEntry = ExpertMatchEntry & { skillKeys: ReadonlySet<string> };

/**
 * The matching score of app/domain/matching (docs/matching.md): each of the company's experts
 * against the gig, those from ALERT_MIN_SCORE that cover at least one required skill, best
 * first. A gig's requirements and offers, and a company's profiles, are read once per run: a
 * day's digest asks every company about every new gig (issue 36: 2,000 companies by 150 gigs).
 * An expert who covers none of the gig's required skills is never named, so is not scored.
 */
export function scoreMatcher(now: Date = new Date()): FindMatchesForGig {
  const today = helsinkiDate(now);
  const gigs = new Map<number, Promise<GigMatchRequirements | null>>();
  const benches = new Map<string, Promise<BenchEntry[]>>();
  const offers = new Map<number, Promise<Map<string, Set<string>>>>();
  const remember = <K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>) => {
    let found = map.get(key);
    if (!found) {
      found = load();
      map.set(key, found);
    }
    return found;
  };
  return async (gigId, companyId) => {
    const { db } = getDbHandle();
    const [gig, bench, offered] = await Promise.all([
      remember(gigs, gigId, async () => {
        const row = await db
          .selectFrom("gigs")
          .select([
            "start_date",
            "allocation",
            "rate_min",
            "rate_max",
            "onsite",
            "required_skills",
            "nice_to_have_skills",
            "locations",
          ])
          .where("id", "=", gigId)
          .executeTakeFirst();
        return row ? gigMatchRequirements(row) : null;
      }),
      remember(benches, companyId, async () =>
        (await loadExpertMatchProfiles({ companyId })).map((expert) => ({
          ...expert,
          skillKeys: new Set(expert.profile.skills.map(skillKey)),
        })),
      ),
      // Every company's offers on the gig in one query, not one per company.
      remember(offers, gigId, async () => {
        const rows = await db
          .selectFrom("candidates")
          .select(["company_id", "expert_id"])
          .where("gig_id", "=", gigId)
          .execute();
        const byCompany = new Map<string, Set<string>>();
        for (const row of rows) {
          const experts = byCompany.get(row.company_id) ?? new Set<string>();
          experts.add(row.expert_id);
          byCompany.set(row.company_id, experts);
        }
        return byCompany;
      }),
    ]);
    if (!gig) return [];
    const offeredIds = offered.get(companyId) ?? new Set<string>();
    const required = gig.required.map((skill) => skill.key);
    return bench
      .filter((expert) => !required.length || required.some((key) => expert.skillKeys.has(key)))
      .map((expert) => ({
        expert,
        match: scoreMatch({
          expert: expert.profile,
          gig,
          alreadyOffered: offeredIds.has(expert.id),
          today,
        }),
      }))
      .filter(
        ({ match }) =>
          match.score >= ALERT_MIN_SCORE &&
          (match.required_total === 0 || match.required_covered > 0),
      )
      .sort((a, b) => b.match.score - a.match.score || a.expert.name.localeCompare(b.expert.name))
      .slice(0, MATCHES_PER_GIG)
      .map(({ expert, match }) => ({
        expertName: expert.name,
        score: match.score,
        reasons: match.reasons.filter((r) => MAIL_REASONS.has(r.code)).map(mailReason),
      }));
  };
}
