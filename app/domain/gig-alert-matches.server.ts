import { sql } from "kysely";
import { getDbHandle } from "~/db/db.server";
import { CAPABILITY_KEYWORDS } from "./dashboard.server";
import { anyPhraseCondition } from "./gig-search/phrase.server";

/*
 * Which of a company's experts fit a gig, as gig alerts ask it. The alerts take the answer as a
 * dependency (FindMatchesForGig), so the scorer can change without them: `gigAlertMatcher()` is
 * the one place that chooses it.
 */

/**
 * One reason an expert fits: a code the alert mail has a text for (`gigAlerts.mail.reasons.<code>`
 * in the mail texts) and its values. A code without a text is left out of the mail.
 */
export type MatchReason = { code: string; values?: Record<string, string | number> };

export type ExpertMatch = { expertName: string; score: number; reasons: MatchReason[] };

/** The company's experts that fit the gig, best first; empty when none does. */
export type FindMatchesForGig = (gigId: number, companyId: string) => Promise<ExpertMatch[]>;

/** Experts an alert names per gig at most, whatever the company's bench. */
export const MATCHES_PER_GIG = 5;

/** The scorer gig alerts use: one per run, since it may remember what it read during the run. */
export function gigAlertMatcher(): FindMatchesForGig {
  return capabilityMatcher();
}

/**
 * Until experts carry skills of their own: a gig fits a company whose capabilities the gig's text
 * names, in the overview's words ("matching your capabilities", CAPABILITY_KEYWORDS and the public
 * search's phrase matching), and then each of the company's experts fits it by those
 * capabilities. Each gig's capabilities are read once per matcher; companies share them.
 */
export function capabilityMatcher(): FindMatchesForGig {
  const gigCapabilities = new Map<number, Promise<Set<string>>>();
  const capabilitiesOf = (gigId: number) => {
    let found = gigCapabilities.get(gigId);
    if (!found) {
      found = matchingCapabilities(gigId);
      gigCapabilities.set(gigId, found);
    }
    return found;
  };
  return async (gigId, companyId) => {
    const { db } = getDbHandle();
    const [inGig, company] = await Promise.all([
      capabilitiesOf(gigId),
      db
        .selectFrom("company_capabilities")
        .innerJoin("capabilities", "capabilities.id", "company_capabilities.capability_id")
        .select("capabilities.slug")
        .where("company_capabilities.company_id", "=", companyId)
        .orderBy("capabilities.id")
        .execute(),
    ]);
    const shared = company.map((c) => c.slug).filter((slug) => inGig.has(slug));
    if (!shared.length) return [];
    const experts = await db
      .selectFrom("experts")
      .select("name")
      .where("company_id", "=", companyId)
      .orderBy("name")
      .orderBy("id")
      .limit(MATCHES_PER_GIG)
      .execute();
    // A stand-in score: more shared capabilities, a closer fit.
    const score = Math.min(100, 40 + 20 * shared.length);
    return experts.map((expert) => ({
      expertName: expert.name,
      score,
      reasons: shared.map((capability) => ({ code: "capability", values: { capability } })),
    }));
  };
}

/** The capabilities (slugs) whose words the published gig's text has, in one query. */
async function matchingCapabilities(gigId: number): Promise<Set<string>> {
  const { db, engine } = getDbHandle();
  const tests = Object.entries(CAPABILITY_KEYWORDS).flatMap(([slug, words]) => {
    const match = anyPhraseCondition(engine, words);
    return match ? [{ slug, match }] : [];
  });
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(tests.map(({ match }, i) => sql`case when ${match} then 1 else 0 end as ${sql.ref(`c${i}`)}`))}
    from gigs where gigs.id = ${gigId} and gigs.published = 1`.execute(db);
  const row = rows[0];
  return new Set(row ? tests.filter((_, i) => Number(row[`c${i}`]) === 1).map((t) => t.slug) : []);
}
