import type { Kysely } from "kysely";
import { getDb } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { helsinkiDate } from "~/utils/dates";
import type { Partner } from "../shared/actor";

/*
 * What the offer form shows beside the gig's range (docs/matching.md, decision 044): the rates
 * partners offered on similar closed gigs, and the rates the caller's company offered this expert
 * at before.
 */

/** The gig's main skills: its first required skills, which staff list most important first. */
export const MAIN_SKILLS = 2;
/** Below these the figures could be one partner's rates: nothing is shown. */
export const MIN_OFFERS = 5;
export const MIN_PARTNERS = 3;
/** The most recent offers the figures are made from: the market of today, at a bounded cost. */
export const RATE_SAMPLE = 500;
/** Earlier rates shown for one expert, the latest first. */
export const EARLIER_RATES = 5;

/** The table of migration 0003 that holds each gig's skills, one row per skill (both engines). */
type TermsDatabase = Database & {
  gig_terms: { kind: "skill" | "location"; value: string; gig_id: number };
};

export type SimilarGigRates = { low: number; median: number; high: number };

/** A quantile of sorted numbers, interpolated between the nearest ranks (Excel's QUARTILE.INC). */
function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

/**
 * The quartiles and median of the rates offered on closed gigs that list the gig's main skills,
 * or null while fewer than MIN_OFFERS offers from MIN_PARTNERS partners are known. The caller's
 * own company's offers count like anyone else's: the threshold keeps any one partner's rates,
 * the caller's included, from showing alone.
 */
export async function similarGigRates(
  gig: { id: number; requiredSkills: readonly string[] },
  now: Date = new Date(),
): Promise<SimilarGigRates | null> {
  // As gig_terms holds them: trimmed, each once.
  const skills = [...new Set(gig.requiredSkills.map((s) => s.trim()).filter(Boolean))].slice(
    0,
    MAIN_SKILLS,
  );
  if (skills.length === 0) return null;
  const today = helsinkiDate(now);
  const db = getDb() as unknown as Kysely<TermsDatabase>;
  const rows = await db
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .select(["candidates.rate", "candidates.company_id"])
    .where(
      "candidates.gig_id",
      "in",
      db
        .selectFrom("gig_terms")
        .select("gig_terms.gig_id")
        .where("gig_terms.kind", "=", "skill")
        .where("gig_terms.value", "in", skills)
        .groupBy("gig_terms.gig_id")
        .having((eb) => eb.fn.countAll(), "=", skills.length),
    )
    .where("gigs.id", "<>", gig.id)
    // Closed: no longer taking offers, as the public list says it.
    .where((eb) =>
      eb.or([
        eb("gigs.status", "<>", "accepting-proposals"),
        eb("gigs.offer_deadline", "<", today),
      ]),
    )
    .orderBy("candidates.created_at", "desc")
    .orderBy("candidates.id")
    .limit(RATE_SAMPLE)
    .execute();
  const partners = new Set(rows.map((r) => r.company_id));
  if (rows.length < MIN_OFFERS || partners.size < MIN_PARTNERS) return null;
  const rates = rows.map((r) => Number(r.rate)).sort((a, b) => a - b);
  return {
    low: Math.round(quantile(rates, 0.25)),
    median: Math.round(quantile(rates, 0.5)),
    high: Math.round(quantile(rates, 0.75)),
  };
}

/**
 * The rates the caller's company offered the expert at on other gigs, the latest first and each
 * once; a freelancer's own whatever `expertId` says. Nothing for an expert of another company.
 */
export async function earlierRates(
  actor: Partner,
  expertId: string | null,
  exceptGigId?: number,
): Promise<number[]> {
  let query = getDb()
    .selectFrom("candidates")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .select("candidates.rate")
    .where("candidates.company_id", "=", actor.company_id)
    .where("experts.company_id", "=", actor.company_id);
  if (actor.partner_type === "freelancer") query = query.where("experts.user_id", "=", actor.id);
  else if (expertId) query = query.where("candidates.expert_id", "=", expertId);
  else return [];
  if (exceptGigId !== undefined) query = query.where("candidates.gig_id", "<>", exceptGigId);
  // Twice as many as shown, so that repeats of one rate still leave a few to show.
  const rows = await query
    .orderBy("candidates.created_at", "desc")
    .orderBy("candidates.id")
    .limit(EARLIER_RATES * 2)
    .execute();
  return [...new Set(rows.map((r) => Number(r.rate)))].slice(0, EARLIER_RATES);
}
