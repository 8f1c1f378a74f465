import type { Kysely } from "kysely";
import { getDbHandle } from "~/db/db.server";
import type { Database } from "~/db/schema";

/*
 * Whether a partner may still put a candidate on a gig (decision 047): one person is an active
 * candidate on a gig once, whoever proposed them, and a gig may cap how many candidates one
 * partner proposes. Asked inside the offer's transaction, so the answer holds when the insert runs.
 */

export type OfferClaim =
  | "free"
  /** This expert is on the gig already, or the same person through another of the company's rows. */
  | "already-offered"
  /** Another partner's active candidate is this person: the first proposal stands. */
  | "already-proposed-by-another-partner"
  | "submission-cap-reached";

export type SlotClaim = { companyId: string; expertId: string; personKey: string | null };

/**
 * Holds the gig for the rest of the transaction and says whether the claim is free. On
 * PostgreSQL the gig's row is locked (FOR NO KEY UPDATE: offers on one gig queue, inserts of
 * other rows that refer to the gig do not), so a count and a check cannot go stale before the
 * insert; SQLite's write transactions begin IMMEDIATE and so run one at a time anyway.
 */
export async function claimOfferSlot(
  db: Kysely<Database>,
  gigId: number,
  claim: SlotClaim,
): Promise<OfferClaim> {
  let gigQuery = db.selectFrom("gigs").select("submission_cap").where("id", "=", gigId);
  if (db.isTransaction && getDbHandle().engine === "postgres") gigQuery = gigQuery.forNoKeyUpdate();
  const gig = await gigQuery.executeTakeFirst();
  const holders = await db
    .selectFrom("candidates")
    .select(["expert_id", "company_id"])
    .where("gig_id", "=", gigId)
    .where((eb) =>
      eb.or([
        eb("expert_id", "=", claim.expertId),
        ...(claim.personKey
          ? [eb.and([eb("person_key", "=", claim.personKey), eb("status", "<>", "DECLINED")])]
          : []),
      ]),
    )
    .execute();
  if (holders.some((holder) => holder.expert_id === claim.expertId)) return "already-offered";
  if (holders.some((holder) => holder.company_id !== claim.companyId))
    return "already-proposed-by-another-partner";
  if (holders.length > 0) return "already-offered";
  const cap = gig?.submission_cap ?? null;
  if (cap !== null && (await proposalsOf(db, gigId, claim.companyId)) >= Number(cap))
    return "submission-cap-reached";
  return "free";
}

/**
 * A partner's proposals on a gig as the cap counts them: every candidate the partner has there,
 * declined ones too; a withdrawn proposal is deleted and frees its place.
 */
async function proposalsOf(db: Kysely<Database>, gigId: number, companyId: string) {
  const { n } = await db
    .selectFrom("candidates")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("gig_id", "=", gigId)
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Whether a unique violation came from the index of active people (migration 0024), not from
 * (gig, expert): PostgreSQL names the index, SQLite the columns.
 */
export function isActivePersonViolation(error: unknown): boolean {
  const e = error as { constraint?: unknown; message?: unknown } | null;
  if (e?.constraint === "candidates_active_person_idx") return true;
  return typeof e?.message === "string" && e.message.includes("candidates.person_key");
}

export type ProposalAllowance = { cap: number | null; used: number; left: number | null };

/** The gig's cap, the partner's proposals and what is left; `left` is null without a cap. */
export async function proposalsLeft(
  db: Kysely<Database>,
  gigId: number,
  companyId: string,
): Promise<ProposalAllowance> {
  const gig = await db
    .selectFrom("gigs")
    .select("submission_cap")
    .where("id", "=", gigId)
    .executeTakeFirst();
  const cap = gig?.submission_cap == null ? null : Number(gig.submission_cap);
  const used = await proposalsOf(db, gigId, companyId);
  return { cap, used, left: cap === null ? null : Math.max(0, cap - used) };
}
