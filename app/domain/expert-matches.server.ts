import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { getDb, getDbHandle } from "~/db/db.server";
import type { Database, Gig } from "~/db/schema";
import { helsinkiDate } from "~/utils/dates";
import { isDbId } from "~/validation/ids";
import {
  loadExpertMatchProfiles,
  PROFILE_COLUMNS,
  profileOf,
  type ExpertMatchEntry,
} from "./experts/expert-profile.server";
import { eb, PARTS } from "./gig-search/filters.server";
import { gigSearchOptions } from "./gig-search/options.server";
import { gigMatchRequirements, type GigMatchRequirements } from "./matching/gig-requirements";
import { matchScore, scoreMatch, type MatchNumbers, type MatchResult } from "./matching/score";
import { skillKey } from "./matching/skill-vocabulary";
import { NotFoundError } from "./shared/errors";
import type { Partner } from "./shared/actor";

/*
 * The matches a partner sees (issue 36, docs/matching.md, decision 046): the company's experts
 * scored against one gig, the open gigs that fit one expert, and the open gigs that fit the
 * company's bench best. Always scoped to the caller's company: another company's expert is not
 * found, and its experts are never scored.
 */

/** A match is shown from this score on (and only with a required skill covered, if any is listed). */
export const MATCH_MIN_SCORE = 50;
/** The open gigs one expert is matched against, picked by shared skills: a bounded cost. */
export const EXPERT_GIG_CANDIDATES = 200;
/** The newest open gigs the bench is matched against on the overview. */
export const BENCH_GIG_CANDIDATES = 200;
/** Per gig, the bench's experts scored in full: those covering the most required skills. */
export const BENCH_EXPERTS_SCORED = 15;
export const BENCH_GIGS = 5;
export const BENCH_EXPERTS_PER_GIG = 3;
export const EXPERT_GIGS = 10;

/** Worth showing: a fair score, and not an expert without any of the skills the gig requires. */
export function worthShowing(match: MatchNumbers): boolean {
  return (
    match.score >= MATCH_MIN_SCORE && (match.required_total === 0 || match.required_covered > 0)
  );
}

export type GigSummary = {
  id: number;
  slug: string;
  title: string;
  offerDeadline: string;
  rateMin: number | null;
  rateMax: number | null;
};
export type ExpertMatch = MatchResult & { expertId: string; expertName: string };
export type GigMatch = MatchResult & { gig: GigSummary };
export type BenchGig = { gig: GigSummary; experts: ExpertMatch[] };

const GIG_MATCH_COLUMNS = [
  "gigs.id",
  "gigs.slug",
  "gigs.title",
  "gigs.status",
  "gigs.offer_deadline",
  "gigs.start_date",
  "gigs.allocation",
  "gigs.rate_min",
  "gigs.rate_max",
  "gigs.onsite",
  "gigs.required_skills",
  "gigs.nice_to_have_skills",
  "gigs.locations",
] as const;

type GigRow = Pick<
  Gig,
  | "id"
  | "slug"
  | "title"
  | "status"
  | "offer_deadline"
  | "start_date"
  | "allocation"
  | "rate_min"
  | "rate_max"
  | "onsite"
  | "required_skills"
  | "nice_to_have_skills"
  | "locations"
>;

type Scored = { summary: GigSummary; requirements: GigMatchRequirements };

function scoredGig(row: GigRow): Scored {
  const requirements = gigMatchRequirements(row);
  return {
    requirements,
    summary: {
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      offerDeadline: row.offer_deadline,
      rateMin: requirements.rateMin,
      rateMax: requirements.rateMax,
    },
  };
}

const isOpen = (row: GigRow, today: string) =>
  row.status === "accepting-proposals" && row.offer_deadline >= today;

// One collator: localeCompare with a locale builds one per call, which dominated the sorting.
const compareNames = new Intl.Collator("en").compare;

const byScore =
  <T extends { score: number }>(tie: (a: T, b: T) => number) =>
  (a: T, b: T) =>
    b.score - a.score || tie(a, b);

/** The table of migration 0003 that holds each gig's skills as written, one row per skill. */
type TermsDatabase = Database & {
  gig_terms: { kind: "skill" | "location"; value: string; gig_id: number };
};

function matchOf(
  entry: ExpertMatchEntry,
  gig: GigMatchRequirements,
  offered: ReadonlySet<string>,
  today: string,
): ExpertMatch {
  const result = scoreMatch({
    expert: entry.profile,
    gig,
    alreadyOffered: offered.has(entry.id),
    today,
  });
  return { ...result, expertId: entry.id, expertName: entry.name };
}

/**
 * The caller's experts worth showing for a published gig, best first (the name breaks ties);
 * experts the company already offered are marked, not hidden. A closed gig takes no offers: it
 * has no matches. Not found: no such published gig.
 */
export async function matchExpertsToGig(
  actor: Partner,
  gigId: number,
  now: Date = new Date(),
): Promise<{ gig: GigSummary; open: boolean; items: ExpertMatch[] }> {
  if (!isDbId(gigId)) throw new NotFoundError("gig");
  const row = await getDb()
    .selectFrom("gigs")
    .select(GIG_MATCH_COLUMNS)
    .where("gigs.id", "=", gigId)
    .where("gigs.published", "=", 1)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("gig");
  const today = helsinkiDate(now);
  const { summary, requirements } = scoredGig(row);
  if (!isOpen(row, today)) return { gig: summary, open: false, items: [] };
  const [experts, offeredRows] = await Promise.all([
    companyProfiles(
      actor.company_id,
      requirements.required.map((s) => s.key),
    ),
    getDb()
      .selectFrom("candidates")
      .select("expert_id")
      .where("gig_id", "=", gigId)
      .where("company_id", "=", actor.company_id)
      .execute(),
  ]);
  const offered = new Set(offeredRows.map((r) => r.expert_id));
  const items = experts
    .map((entry) => matchOf(entry, requirements, offered, today))
    .filter(worthShowing)
    .sort(byScore((a, b) => compareNames(a.expertName, b.expertName)));
  return { gig: summary, open: true, items };
}

/** The gigs' spellings of these skill keys (gig_terms holds skills as written). */
async function skillValuesOf(keys: ReadonlySet<string>): Promise<string[]> {
  const options = await gigSearchOptions();
  return (options.skill ?? []).filter((value) => keys.has(skillKey(value)));
}

/**
 * The open gigs worth showing for one of the caller's experts, best first (the nearest deadline
 * breaks ties), at most `limit`. Candidates are the open gigs sharing the most skills with the
 * expert, through the gigs' skill index. Not found: no such expert in the caller's company.
 */
export async function matchGigsForExpert(
  actor: Partner,
  expertId: string,
  { now = new Date(), limit = EXPERT_GIGS }: { now?: Date; limit?: number } = {},
): Promise<GigMatch[]> {
  const [expert] = await loadExpertMatchProfiles({
    companyId: actor.company_id,
    expertIds: [expertId],
  });
  if (!expert) throw new NotFoundError("expert");
  const values = await skillValuesOf(new Set(expert.profile.skills.map(skillKey)));
  if (values.length === 0) return [];
  const today = helsinkiDate(now);
  const db = getDb() as unknown as Kysely<TermsDatabase>;
  const candidates = await db
    .selectFrom("gig_terms")
    .innerJoin("gigs", "gigs.id", "gig_terms.gig_id")
    .select("gig_terms.gig_id")
    .where("gig_terms.kind", "=", "skill")
    .where("gig_terms.value", "in", values)
    .where("gigs.published", "=", 1)
    .where(PARTS.open(today))
    .groupBy("gig_terms.gig_id")
    .orderBy((e) => e.fn.countAll(), "desc")
    .orderBy("gig_terms.gig_id", "desc")
    .limit(EXPERT_GIG_CANDIDATES)
    .execute();
  if (candidates.length === 0) return [];
  const ids = candidates.map((c) => Number(c.gig_id));
  const [rows, offeredRows] = await Promise.all([
    getDb().selectFrom("gigs").select(GIG_MATCH_COLUMNS).where("gigs.id", "in", ids).execute(),
    getDb()
      .selectFrom("candidates")
      .select("gig_id")
      .where("expert_id", "=", expert.id)
      .where("company_id", "=", actor.company_id)
      .where("gig_id", "in", ids)
      .execute(),
  ]);
  const offered = new Set(offeredRows.map((r) => Number(r.gig_id)));
  return rows
    .map((row) => {
      const { summary, requirements } = scoredGig(row);
      const result = scoreMatch({
        expert: expert.profile,
        gig: requirements,
        alreadyOffered: offered.has(summary.id),
        today,
      });
      return { ...result, gig: summary };
    })
    .filter(worthShowing)
    .sort(byScore((a, b) => a.gig.offerDeadline.localeCompare(b.gig.offerDeadline)))
    .slice(0, limit);
}

/**
 * The open gigs that fit the caller's bench best, each with its best experts: among the newest
 * open gigs, those whose best match scores highest. Per gig only the experts covering the most
 * required skills are scored in full, so a bench of thousands stays within the overview's time.
 */
export async function bestGigsForBench(
  actor: Partner,
  { now = new Date() }: { now?: Date } = {},
): Promise<BenchGig[]> {
  const today = helsinkiDate(now);
  const [experts, rows] = await Promise.all([
    companyProfiles(actor.company_id),
    newestOpenGigs(today),
  ]);
  if (experts.length === 0 || rows.length === 0) return [];
  // Per skill key, the positions of the experts who have it.
  const byKey = new Map<string, number[]>();
  experts.forEach((entry, index) => {
    for (const key of new Set(entry.profile.skills.map(skillKey))) {
      const list = byKey.get(key) ?? [];
      list.push(index);
      byKey.set(key, list);
    }
  });
  const counts = new Uint8Array(experts.length);
  const gigs = rows.map(scoredGig);
  const offered = await offeredPairs(
    actor.company_id,
    gigs.map((g) => g.summary.id),
  );
  // Ranked by the score alone; reasons are worded only for the pairs that are shown.
  const found: Array<{ scored: Scored; picked: ExpertMatchEntry[]; score: number }> = [];
  for (const scored of gigs) {
    const { summary, requirements } = scored;
    const gigOffered = offered.get(summary.id) ?? new Set<string>();
    const ranked = shortlistFor(requirements, byKey, experts, counts)
      .map((entry) => ({
        entry,
        expertName: entry.name,
        ...matchScore({
          expert: entry.profile,
          gig: requirements,
          alreadyOffered: gigOffered.has(entry.id),
          today,
        }),
      }))
      .filter(worthShowing)
      .sort(byScore((a, b) => compareNames(a.expertName, b.expertName)))
      .slice(0, BENCH_EXPERTS_PER_GIG);
    if (ranked[0])
      found.push({ scored, picked: ranked.map((r) => r.entry), score: ranked[0].score });
  }
  return found
    .sort(
      byScore((a, b) =>
        a.scored.summary.offerDeadline.localeCompare(b.scored.summary.offerDeadline),
      ),
    )
    .slice(0, BENCH_GIGS)
    .map(({ scored: { summary, requirements }, picked }) => ({
      gig: summary,
      experts: picked.map((entry) =>
        matchOf(entry, requirements, offered.get(summary.id) ?? new Set(), today),
      ),
    }));
}

/**
 * The newest open gigs, walking the newest-first index: SQLite would otherwise pick the
 * open-gigs index and sort every open gig (15,000 at the growth size), as the public list's
 * "newest" order found (app/domain/gig-search/matching-any.server.ts).
 */
async function newestOpenGigs(today: string) {
  const { db, engine } = getDbHandle();
  const from = engine === "sqlite" ? sql`gigs indexed by gigs_newest_idx` : sql`gigs`;
  const { rows } = await sql<{ id: number }>`
    select gigs.id from ${from}
    where ${eb.and([eb("gigs.published", "=", 1), PARTS.open(today)])}
    order by gigs.published_at desc, gigs.id desc limit ${BENCH_GIG_CANDIDATES}`.execute(db);
  if (rows.length === 0) return [];
  return db
    .selectFrom("gigs")
    .select(GIG_MATCH_COLUMNS)
    .where(
      "gigs.id",
      "in",
      rows.map((r) => Number(r.id)),
    )
    .orderBy("gigs.published_at", "desc")
    .orderBy("gigs.id", "desc")
    .execute();
}

/**
 * The experts covering the most of the gig's required skills (the first ones if it lists none).
 * `counts` is a zeroed scratch array, one per expert, left zeroed again.
 */
function shortlistFor(
  gig: GigMatchRequirements,
  byKey: ReadonlyMap<string, number[]>,
  everyone: ExpertMatchEntry[],
  counts: Uint8Array,
): ExpertMatchEntry[] {
  if (gig.required.length === 0) return everyone.slice(0, BENCH_EXPERTS_SCORED);
  const touched: number[] = [];
  for (const skill of gig.required)
    for (const index of byKey.get(skill.key) ?? []) if (counts[index]!++ === 0) touched.push(index);
  // By count of skills covered, most first: counts are small, so buckets rather than a sort.
  const buckets: number[][] = Array.from({ length: gig.required.length + 1 }, () => []);
  for (const index of touched) {
    buckets[counts[index]!]!.push(index);
    counts[index] = 0;
  }
  const shortlist: ExpertMatchEntry[] = [];
  for (
    let count = gig.required.length;
    count > 0 && shortlist.length < BENCH_EXPERTS_SCORED;
    count--
  )
    for (const index of buckets[count]!.slice(0, BENCH_EXPERTS_SCORED - shortlist.length))
      shortlist.push(everyone[index]!);
  return shortlist;
}

/**
 * The company's experts as scoring reads them, in no particular order: all of them, or those
 * with at least one of `keys` (through expert_skills' key index). Two plain reads rather than
 * one join sorted by name, which was most of the overview's time at 2,000 experts.
 */
async function companyProfiles(companyId: string, keys?: string[]): Promise<ExpertMatchEntry[]> {
  const { db, engine } = getDbHandle();
  let experts = db
    .selectFrom("experts")
    .select(["experts.id", "experts.name", ...PROFILE_COLUMNS.map((c) => `experts.${c}` as const)])
    .where("experts.company_id", "=", companyId);
  let ids = db
    .selectFrom("experts")
    .select("experts.id")
    .where("experts.company_id", "=", companyId);
  if (keys?.length) {
    // Per expert of the company, a probe of expert_skills' primary key: other companies'
    // experts with the same skills (tens of thousands at the growth size) are never read.
    const covers = (eb: ExpressionBuilder<Database, "experts">) =>
      eb.exists(
        eb
          .selectFrom("expert_skills as covered")
          .select("covered.expert_id")
          .whereRef("covered.expert_id", "=", "experts.id")
          .where("covered.skill_key", "in", keys),
      );
    experts = experts.where(covers);
    ids = ids.where(covers);
  }
  const skills = db
    .selectFrom("expert_skills")
    .select(["expert_skills.expert_id", "expert_skills.skill_key"])
    // PostgreSQL plans `in` (or a join) here as a hash join over every company's skill rows
    // (300,000 at the growth size, 47 ms); an array of the ids probes the primary key instead
    // (10 ms). SQLite already probes the key per id for `in`.
    .where(({ eb, ref }) =>
      engine === "postgres"
        ? eb(ref("expert_skills.expert_id"), "=", sql<string>`any(array(${ids}))`)
        : eb("expert_skills.expert_id", "in", ids),
    );
  const [rows, skillRows] = await Promise.all([experts.execute(), skills.execute()]);
  const keysOf = new Map<string, string[]>();
  for (const row of skillRows) {
    const list = keysOf.get(row.expert_id) ?? [];
    list.push(row.skill_key);
    keysOf.set(row.expert_id, list);
  }
  return rows.map((row) => {
    const { skills: _none, ...rest } = profileOf(row, []);
    return { id: row.id, name: row.name, profile: { skills: keysOf.get(row.id) ?? [], ...rest } };
  });
}

/** Per gig, the company's experts already offered on it. */
async function offeredPairs(companyId: string, gigIds: number[]) {
  const pairs = new Map<number, Set<string>>();
  if (gigIds.length === 0) return pairs;
  const rows = await getDb()
    .selectFrom("candidates")
    .select(["gig_id", "expert_id"])
    .where("company_id", "=", companyId)
    .where("gig_id", "in", gigIds)
    .execute();
  for (const row of rows) {
    const set = pairs.get(Number(row.gig_id)) ?? new Set<string>();
    set.add(row.expert_id);
    pairs.set(Number(row.gig_id), set);
  }
  return pairs;
}
