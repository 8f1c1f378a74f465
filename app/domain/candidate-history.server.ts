import { getDb } from "~/db/db.server";
import type { CandidateStage } from "~/db/schema";

/*
 * For the staff's candidate cards (decision 047): where else the same person (by the key of
 * app/domain/shared/person-key.ts) has been proposed by another partner, on any gig, with when.
 * Staff may see the partners' names; partners never see any of it. A withdrawn proposal is
 * deleted, so it is not here; a declined one is.
 */

export type ProposalByAnother = {
  gigId: number;
  gigTitle: string;
  companyName: string;
  stage: CandidateStage;
  proposedAt: string;
};

/** At most this many per card, newest first: enough to see a pattern, bounded for a busy person. */
export const PROPOSALS_BY_OTHERS_SHOWN = 10;

type Card = { id: string; companyId: string; personKey: string | null };

/** Each card's person's proposals by partners other than the card's, by candidate id. */
export async function proposalsByOthers(cards: Card[]): Promise<Map<string, ProposalByAnother[]>> {
  const byCard = new Map<string, ProposalByAnother[]>();
  const keys = [...new Set(cards.flatMap((card) => (card.personKey ? [card.personKey] : [])))];
  if (keys.length === 0) return byCard;
  const rows = await getDb()
    .selectFrom("candidates")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .innerJoin("companies", "companies.id", "candidates.company_id")
    .select([
      "candidates.id",
      "candidates.person_key",
      "candidates.company_id",
      "candidates.stage",
      "candidates.created_at",
      "gigs.id as gig_id",
      "gigs.title",
      "companies.name as company_name",
    ])
    .where("candidates.person_key", "in", keys)
    .orderBy("candidates.created_at", "desc")
    .orderBy("candidates.id", "desc")
    .execute();
  for (const card of cards) {
    if (!card.personKey) continue;
    const others = rows
      .filter(
        (row) =>
          row.person_key === card.personKey &&
          row.company_id !== card.companyId &&
          row.id !== card.id,
      )
      .slice(0, PROPOSALS_BY_OTHERS_SHOWN)
      .map((row) => ({
        gigId: Number(row.gig_id),
        gigTitle: row.title,
        companyName: row.company_name,
        stage: row.stage,
        proposedAt: row.created_at,
      }));
    if (others.length > 0) byCard.set(card.id, others);
  }
  return byCard;
}
