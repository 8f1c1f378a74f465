import { getDb } from "~/db/db.server";
import { CANDIDATE_STAGES, GIG_COLUMNS, type CandidateStage } from "~/db/schema";
import { daysUntil, helsinkiDate } from "~/utils/dates";
import { DEFAULT_GIG_SEARCH } from "~/validation/gig-search";
import { newestOpenGigIdsMatchingAny } from "./gig-search/matching-any.server";
import { searchGigs } from "./gig-search/planner.server";
import { toGigView, type GigView } from "./gig-view.server";

/** Offers of one company by stage; scoped by the caller's company, never by a client-sent id. */
export async function countOffersByStage(
  companyId: string,
): Promise<Record<CandidateStage, number>> {
  const rows = await getDb()
    .selectFrom("candidates")
    .select(["stage", (eb) => eb.fn.countAll<number>().as("count")])
    .where("company_id", "=", companyId)
    .groupBy("stage")
    .execute();
  const counts = Object.fromEntries(CANDIDATE_STAGES.map((s) => [s, 0])) as Record<
    CandidateStage,
    number
  >;
  for (const row of rows)
    if (row.stage in counts) counts[row.stage as CandidateStage] = Number(row.count);
  return counts;
}

const ATTENTION_DEADLINE_DAYS = 3;
const ATTENTION_FEEDBACK_DAYS = 30;
/**
 * Of each kind, the most urgent (nearest deadlines, newest declines): a company with thousands
 * of offers got a megabyte-long overview; My gigs lists them all.
 */
export const ATTENTION_LIMIT = 10;

export type AttentionItem =
  | {
      kind: "deadline";
      candidateId: string;
      gigId: number;
      gigSlug: string;
      gigTitle: string;
      expertName: string;
      daysLeft: number;
    }
  | {
      kind: "feedback";
      candidateId: string;
      gigId: number;
      gigSlug: string;
      gigTitle: string;
      expertName: string;
      declinedAt: string;
    };

/**
 * Offers that need the company's attention: its offers still in review on gigs whose expert
 * offer deadline is today or within three days (Helsinki calendar days), so they can still be
 * edited or withdrawn; and offers declined with feedback in the last 30 days.
 */
export async function listNeedsAttention(
  companyId: string,
  now = new Date(),
): Promise<AttentionItem[]> {
  const db = getDb();
  const today = helsinkiDate(now);
  const until = helsinkiDate(new Date(now.getTime() + ATTENTION_DEADLINE_DAYS * 86_400_000));
  // From the few gigs due in the window to the company's candidates on them: the other way
  // round reads every candidate of a company with thousands. A cross join with the join
  // condition in WHERE makes SQLite keep this order; PostgreSQL plans it like any inner join.
  const soon = await db
    .selectFrom("gigs")
    .crossJoin("candidates")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .whereRef("candidates.gig_id", "=", "gigs.id")
    .select([
      "candidates.id",
      "gigs.id as gigId",
      "gigs.slug",
      "gigs.title",
      "gigs.offer_deadline",
      "experts.name",
    ])
    .where("candidates.company_id", "=", companyId)
    .where("candidates.status", "=", "REVIEW")
    .where("gigs.offer_deadline", ">=", today)
    .where("gigs.offer_deadline", "<=", until)
    .orderBy("gigs.offer_deadline")
    .orderBy("experts.name")
    .limit(ATTENTION_LIMIT)
    .execute();
  const since = new Date(now.getTime() - ATTENTION_FEEDBACK_DAYS * 86_400_000).toISOString();
  const declined = await db
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .select([
      "candidates.id",
      "gigs.id as gigId",
      "gigs.slug",
      "gigs.title",
      "candidates.updated_at",
      "experts.name",
    ])
    .where("candidates.company_id", "=", companyId)
    .where("candidates.status", "=", "DECLINED")
    .where("candidates.feedback", "is not", null)
    .where("candidates.feedback", "<>", "")
    .where("candidates.updated_at", ">=", since)
    .orderBy("candidates.updated_at", "desc")
    .limit(ATTENTION_LIMIT)
    .execute();
  return [
    ...soon.map((r): AttentionItem => ({
      kind: "deadline",
      candidateId: r.id,
      gigId: Number(r.gigId),
      gigSlug: r.slug,
      gigTitle: r.title,
      expertName: r.name,
      daysLeft: daysUntil(r.offer_deadline, now),
    })),
    ...declined.map((r): AttentionItem => ({
      kind: "feedback",
      candidateId: r.id,
      gigId: Number(r.gigId),
      gigSlug: r.slug,
      gigTitle: r.title,
      expertName: r.name,
      declinedAt: r.updated_at,
    })),
  ];
}

/**
 * Search words per capability. Gigs carry no capability, so a gig matches a capability when the
 * public search (title, skills, locations, description; prefix match) finds one of its words.
 * Words are chosen to be specific to the capability in this market's gig texts.
 */
export const CAPABILITY_KEYWORDS: Record<string, string[]> = {
  "software-development": ["developer", "backend", "frontend", "full-stack"],
  "cloud-and-infrastructure": ["cloud", "azure", "aws", "terraform"],
  "data-and-analytics": ["data", "analytics", "power bi", "sql"],
  "ai-and-machine-learning": ["machine learning", "mlops", "forecasting"],
  "cyber-security": ["security", "penetration", "iso 27001"],
  "ux-and-service-design": ["ux", "service designer", "figma"],
  "project-management": ["project manager", "programme", "prince2"],
  "agile-coaching": ["agile", "scrum", "safe"],
  "enterprise-architecture": ["enterprise architect", "togaf"],
  "erp-and-crm": ["erp", "sap", "salesforce", "dynamics"],
  "testing-and-quality": ["test", "istqb", "quality"],
  devops: ["devops", "kubernetes", "platform engineer"],
  "mobile-development": ["mobile", "android", "ios"],
  "embedded-systems": ["embedded"],
  "business-consulting": ["business analyst", "consultant"],
  "digital-marketing": ["marketing"],
};
/** At most this many words in the one query, whatever the company's capabilities. */
const MAX_KEYWORDS = 12;

export type MatchingGigs = {
  items: GigView[];
  /** True when nothing matched the capabilities and the list is simply the newest open gigs. */
  fallback: boolean;
};

/**
 * Newest open gigs that match the company's capabilities; the newest open gigs if none match.
 * One query matching any of the words, in the public search's words (newestOpenGigIdsMatchingAny):
 * a search per word cost a dozen searches, each with its own counts, per page view.
 */
/*
 * The matching gigs' ids, kept for a minute per database, keyword set, limit and day. Finding
 * the newest of a common word's matches costs in proportion to its matches (FTS5 merges the
 * prefix's whole doclist): 2 ms at 10,000 gigs, 22 ms at 100,000 for the software and data
 * keywords, on the overview every partner lands on. Companies with the same capabilities share
 * the entry; a newly published gig shows here within a minute, and the rows themselves (title,
 * status) are read fresh on every view.
 */
const MATCHING_TTL_MS = 60_000;
const MATCHING_CACHE_MAX = 500;
const matchingCache = new WeakMap<object, Map<string, { at: number; ids: Promise<number[]> }>>();

function matchingGigIds(keywords: string[], limit: number, now: Date): Promise<number[]> {
  const db = getDb();
  let entries = matchingCache.get(db);
  if (!entries) matchingCache.set(db, (entries = new Map()));
  const key = `${helsinkiDate(now)}|${limit}|${keywords.join("|")}`;
  const cached = entries.get(key);
  if (cached && now.getTime() - cached.at < MATCHING_TTL_MS) return cached.ids;
  const ids = newestOpenGigIdsMatchingAny(keywords, { limit, now });
  entries.delete(key);
  entries.set(key, { at: now.getTime(), ids });
  // Map keeps insertion order: the first entry is the oldest.
  if (entries.size > MATCHING_CACHE_MAX) entries.delete(entries.keys().next().value!);
  ids.catch(() => entries.delete(key));
  return ids;
}

/** Forgets the cached matching gigs (tests that publish gigs and read the overview at once). */
export function forgetMatchingGigs() {
  matchingCache.delete(getDb());
}

export async function listMatchingOpenGigs(
  companyId: string,
  { limit = 5, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<MatchingGigs> {
  const db = getDb();
  const capabilities = await db
    .selectFrom("company_capabilities")
    .innerJoin("capabilities", "capabilities.id", "company_capabilities.capability_id")
    .select("capabilities.slug")
    .where("company_capabilities.company_id", "=", companyId)
    .orderBy("capabilities.id")
    .execute();
  const keywords = [
    ...new Set(capabilities.flatMap((c) => CAPABILITY_KEYWORDS[c.slug] ?? [])),
  ].slice(0, MAX_KEYWORDS);
  const ids = await matchingGigIds(keywords, limit, now);
  if (ids.length) {
    const rows = await db
      .selectFrom("gigs")
      .select(GIG_COLUMNS)
      .where("id", "in", ids)
      .where("published", "=", 1)
      .execute();
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const items = ids.flatMap((id) => byId.get(id) ?? []).map((row) => toGigView(row, now));
    return { items, fallback: false };
  }
  const { items } = await searchGigs(
    { ...DEFAULT_GIG_SEARCH, status: "open", sort: "newest" },
    { now, pageSize: limit },
  );
  return { items, fallback: true };
}

export type OnboardingStep = { key: "company" | "expert" | "offer"; done: boolean };

/**
 * A new partner's first steps towards an offer: the company (or freelancer) details complete,
 * an expert with a CV (a freelancer's own CV), and a first offer. Scoped by the caller's company.
 */
export async function getOnboarding(companyId: string): Promise<OnboardingStep[]> {
  // One query: four separate lookups cost the overview three more round trips, and on
  // PostgreSQL three more plans, on every view.
  const company = await getDb()
    .selectFrom("companies")
    .select((eb) => [
      "website",
      "country_code",
      "business_id",
      "light_entrepreneur",
      eb
        .exists(
          eb
            .selectFrom("company_capabilities")
            .select("capability_id")
            .whereRef("company_capabilities.company_id", "=", "companies.id"),
        )
        .as("hasCapability"),
      eb
        .exists(
          eb
            .selectFrom("experts")
            .select("experts.id")
            .whereRef("experts.company_id", "=", "companies.id")
            .where("experts.cv_size", "is not", null),
        )
        .as("hasExpertWithCv"),
      eb
        .exists(
          eb
            .selectFrom("candidates")
            .select("candidates.id")
            .whereRef("candidates.company_id", "=", "companies.id"),
        )
        .as("hasOffer"),
    ])
    .where("companies.id", "=", companyId)
    .executeTakeFirst();
  // A Finnish partner is complete with its business ID (or as a light entrepreneur, who has
  // none); elsewhere there may be none.
  const companyDone = Boolean(
    company?.website &&
    Number(company.hasCapability) &&
    (company.country_code !== "FI" || company.business_id || company.light_entrepreneur),
  );
  return [
    { key: "company", done: companyDone },
    { key: "expert", done: Boolean(Number(company?.hasExpertWithCv)) },
    { key: "offer", done: Boolean(Number(company?.hasOffer)) },
  ];
}
