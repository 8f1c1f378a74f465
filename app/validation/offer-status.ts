import type { CandidateStage } from "~/db/schema";

/** Candidates in these states are still pending (My gigs' "pending" filter and tag). */
export const PENDING_STATUSES = ["REVIEW", "OFFERED"] as const;

export function isPendingStatus(status: string): boolean {
  return (PENDING_STATUSES as readonly string[]).includes(status);
}

/** Status groups of the tags: REVIEW and OFFERED are both still pending. */
export function tagOf(status: string): "accepted" | "declined" | "pending" {
  return status === "ACCEPTED" ? "accepted" : status === "DECLINED" ? "declined" : "pending";
}

export type OfferTone = ReturnType<typeof tagOf>;

/** The candidate's status for each stage of spec section 4. */
export const STATUS_OF_STAGE = {
  "waiting-review": "REVIEW",
  "suitable-candidate": "REVIEW",
  "ready-to-offer": "REVIEW",
  "waiting-customer-decision": "OFFERED",
  accepted: "ACCEPTED",
  declined: "DECLINED",
} as const satisfies Record<CandidateStage, string>;

/** The one stage of a status that has only one; REVIEW has three. */
const ONLY_STAGE: Partial<Record<string, CandidateStage>> = {
  OFFERED: "waiting-customer-decision",
  ACCEPTED: "accepted",
  DECLINED: "declined",
};

/**
 * One badge per offer: the stage's words in the tag's colour
 * (docs/decisions/035-one-status-language.md). Where the stage does not belong to the status
 * (a row moved outside the pipeline) the status wins: its only stage, or for REVIEW the tag's
 * word, so the badge never claims a stage the offer is not in.
 */
export function offerBadge(
  status: string,
  stage: CandidateStage,
): {
  tone: OfferTone;
  label: { kind: "stage"; key: CandidateStage } | { kind: "tag"; key: OfferTone };
} {
  const tone = tagOf(status);
  if (STATUS_OF_STAGE[stage] === status) return { tone, label: { kind: "stage", key: stage } };
  const only = ONLY_STAGE[status];
  return only
    ? { tone, label: { kind: "stage", key: only } }
    : { tone, label: { kind: "tag", key: tone } };
}

/** Why an offer can no longer be edited or removed; null while it can. */
export function lockReasonOf(status: string): "withCustomer" | "decided" | null {
  if (status === "OFFERED") return "withCustomer";
  if (status === "ACCEPTED" || status === "DECLINED") return "decided";
  return null;
}

export type OfferSummary = {
  counts: Array<{ tone: OfferTone; count: number }>;
  /** The first offer with a decline reason or feedback to read, if any. */
  feedbackOf: string | null;
};

/** A gig's offers at a glance: how many are accepted, pending and declined, in that order. */
export function summariseOffers(
  candidates: ReadonlyArray<{ id: string; status: string; hasFeedback: boolean }>,
): OfferSummary {
  const counts = (["accepted", "pending", "declined"] as const)
    .map((tone) => ({ tone, count: candidates.filter((c) => tagOf(c.status) === tone).length }))
    .filter((c) => c.count > 0);
  return { counts, feedbackOf: candidates.find((c) => c.hasFeedback)?.id ?? null };
}
