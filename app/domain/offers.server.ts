import { getDb } from "~/db/db.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/db/errors.server";
import type { CandidateConsent, CandidateStage, CandidateStatus } from "~/db/schema";
import { newId, nowIso } from "~/utils/ids.server";
import { canChangeOffer, type OfferEditInput, type OfferInput } from "~/validation/offer";
import type { Partner } from "./shared/actor";
import { NotFoundError } from "./shared/errors";
import { expertPersonKey } from "./shared/person-key";
import { getGig } from "./gigs.server";
import { parseList } from "./gig-view.server";
import {
  claimOfferSlot,
  isActivePersonViolation,
  proposalsLeft,
  type OfferClaim,
} from "./offer-slots.server";
import { initialConsent, removeDeclinedProposal } from "./expert-consent.server";
import {
  claimConsentRequest,
  deliverConsentRequests,
  type QueuedConsentRequest,
} from "./expert-consent-mail.server";

/** Who acts: the session's user; `company_id` always comes from the session. */
export type Actor = Partner;

export type OfferFailure =
  "gig-closed" | "already-offered" | "locked" | "cv-required" | Exclude<OfferClaim, "free">;
export type OfferResult =
  { ok: true; candidateId: string; consent?: CandidateConsent } | { ok: false; code: OfferFailure };

/** A foreign or missing id: the caller learns nothing more than "not found". */
function notFound(): never {
  throw new NotFoundError();
}

export type OfferableExpert = { id: string; name: string; hasCv: boolean };

/**
 * Experts the caller may offer on a gig: the company's experts without a candidacy on it; a
 * freelancer only ever offers their own expert row (`experts.user_id`).
 */
export async function listOfferableExperts(actor: Actor, gigId: number) {
  let query = getDb()
    .selectFrom("experts")
    .select(["experts.id", "experts.name", "experts.cv_size"])
    .where("experts.company_id", "=", actor.company_id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("candidates")
            .select("candidates.id")
            .whereRef("candidates.expert_id", "=", "experts.id")
            .where("candidates.gig_id", "=", gigId)
            // A proposal the expert declined is withdrawn: they can be offered again.
            .where("candidates.consent", "!=", "declined"),
        ),
      ),
    );
  if (actor.partner_type === "freelancer") query = query.where("experts.user_id", "=", actor.id);
  const rows = await query.orderBy("experts.name").execute();
  return rows.map((r): OfferableExpert => ({ id: r.id, name: r.name, hasCv: r.cv_size !== null }));
}

export type ContactOption = { id: string; name: string };

/** The company's users, any of whom can be the contact person of an offer. */
export async function listContactOptions(companyId: string): Promise<ContactOption[]> {
  const rows = await getDb()
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("company_id", "=", companyId)
    .where("disabled_at", "is", null)
    .orderBy("name")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name ?? r.email }));
}

async function requireExpert(actor: Actor, expertId: string) {
  let query = getDb()
    .selectFrom("experts")
    .leftJoin("users", "users.id", "experts.user_id")
    .select([
      "experts.id",
      "experts.cv_size",
      "experts.email",
      "experts.phone",
      "experts.user_id",
      "users.email as account_email",
      "users.phone_number as account_phone",
    ])
    .where("experts.id", "=", expertId)
    .where("experts.company_id", "=", actor.company_id);
  if (actor.partner_type === "freelancer") query = query.where("experts.user_id", "=", actor.id);
  const expert = await query.executeTakeFirst();
  if (!expert) notFound();
  const account =
    expert.account_email === null
      ? null
      : { email: expert.account_email, phone: expert.account_phone };
  return {
    hasCv: expert.cv_size !== null,
    personKey: expertPersonKey({ email: expert.email, phone: expert.phone, account }),
    email: expert.email,
    // A freelancer offering themselves (decision 048: that is their consent).
    self: expert.user_id === actor.id,
  };
}

async function requireContact(actor: Actor, userId: string) {
  const user = await getDb()
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("company_id", "=", actor.company_id)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!user) notFound();
}

/**
 * Offers an expert on a gig as a new candidate (REVIEW, waiting review). Refused, before anything
 * is written, on a gig that no longer accepts offers, for an expert already on the gig, for a
 * person another partner has already proposed on it (decision 047: the first proposal stands),
 * and beyond the gig's submission cap. The checks and the insert share one transaction that
 * holds the gig (claimOfferSlot); the unique indexes on (gig, expert) and on the gig's active
 * people decide whatever still slips past, so of two simultaneous offers one wins. An expert
 * with an e-mail address is asked for their consent by a mail claimed in the same transaction
 * and sent after the commit (decision 048); an earlier proposal they declined is replaced.
 */
export async function offerExpert(
  actor: Actor,
  gigId: number,
  input: OfferInput,
): Promise<OfferResult> {
  const gig = await getGig(gigId);
  if (!gig) notFound();
  const expert = await requireExpert(actor, input.expertId);
  await requireContact(actor, input.contactUserId);
  if (!gig.isOpen) return { ok: false, code: "gig-closed" };
  // A freelancer is the offer: the customer decides on their CV, so there must be one.
  if (actor.partner_type === "freelancer" && !expert.hasCv)
    return { ok: false, code: "cv-required" };
  const now = nowIso();
  const id = newId();
  const claim = {
    companyId: actor.company_id,
    expertId: input.expertId,
    personKey: expert.personKey,
  };
  const consent = initialConsent(expert, now);
  let outcome: { refused: Exclude<OfferClaim, "free"> } | { asked: QueuedConsentRequest | null };
  try {
    outcome = await getDb()
      .transaction()
      .execute(async (trx) => {
        const key = { companyId: actor.company_id, gigId: gig.id, expertId: input.expertId };
        await removeDeclinedProposal(trx, key);
        const slot = await claimOfferSlot(trx, gig.id, claim);
        if (slot !== "free") return { refused: slot };
        await trx
          .insertInto("candidates")
          .values({
            id,
            gig_id: gig.id,
            expert_id: input.expertId,
            company_id: actor.company_id,
            status: "REVIEW",
            stage: "waiting-review",
            rate: input.rate,
            additional_description: input.description || null,
            contact_user_id: input.contactUserId,
            decline_reason: null,
            feedback: null,
            person_key: expert.personKey,
            ...consent,
            created_at: now,
            updated_at: now,
          })
          .execute();
        return {
          asked:
            consent.consent === "waiting" ? await claimConsentRequest(trx, id, actor.id) : null,
        };
      });
  } catch (error) {
    // Another transaction took the slot between the check and the insert and committed: what
    // holds it now says which answer is right; the index that refused the row says it otherwise.
    if (isUniqueViolation(error)) {
      const slot = await claimOfferSlot(getDb(), gig.id, claim);
      if (slot !== "free") return { ok: false, code: slot };
      return {
        ok: false,
        code: isActivePersonViolation(error)
          ? "already-proposed-by-another-partner"
          : "already-offered",
      };
    }
    // A colleague deleted the expert (or the contact person) between the check and the insert:
    // the same answer as for an id that never existed, not a 500.
    if (isForeignKeyViolation(error)) notFound();
    throw error;
  }
  if ("refused" in outcome) return { ok: false, code: outcome.refused };
  await deliverConsentRequests([outcome.asked]);
  return { ok: true, candidateId: id, consent: consent.consent };
}

/** What the offer form says of the gig's cap for the caller's company ("2 of 3 left"). */
export async function offerAllowance(actor: Actor, gigId: number) {
  return proposalsLeft(getDb(), gigId, actor.company_id);
}

export type OfferDetails = {
  id: string;
  gigId: number;
  gigTitle: string;
  gigSlug: string;
  /** The gig's required skills, for the rates of similar gigs. */
  gigRequiredSkills: string[];
  rateMin: number;
  rateMax: number;
  expertId: string;
  expertName: string;
  status: CandidateStatus;
  stage: CandidateStage;
  rate: number;
  description: string;
  contactUserId: string | null;
  canChange: boolean;
  consent: CandidateConsent;
  consentAt: string | null;
};

/**
 * One of the caller's company's offers; 404 for another company's or a missing one, and for
 * one that is not on `gigId` when the URL names a gig.
 */
export async function getOffer(
  actor: Actor,
  candidateId: string,
  gigId?: number,
): Promise<OfferDetails> {
  const row = await getDb()
    .selectFrom("candidates")
    .innerJoin("experts", "experts.id", "candidates.expert_id")
    .innerJoin("gigs", "gigs.id", "candidates.gig_id")
    .select([
      "candidates.id",
      "candidates.gig_id",
      "gigs.title",
      "gigs.slug",
      "gigs.required_skills",
      "gigs.rate_min",
      "gigs.rate_max",
      "candidates.expert_id",
      "experts.name",
      "candidates.status",
      "candidates.stage",
      "candidates.rate",
      "candidates.additional_description",
      "candidates.contact_user_id",
      "candidates.consent",
      "candidates.consent_at",
    ])
    .where("candidates.id", "=", candidateId)
    .where("candidates.company_id", "=", actor.company_id)
    .executeTakeFirst();
  if (!row || (gigId !== undefined && Number(row.gig_id) !== gigId)) notFound();
  return {
    id: row.id,
    gigId: Number(row.gig_id),
    gigTitle: row.title,
    gigSlug: row.slug,
    gigRequiredSkills: parseList(row.required_skills),
    rateMin: Number(row.rate_min),
    rateMax: Number(row.rate_max),
    expertId: row.expert_id,
    expertName: row.name,
    status: row.status,
    stage: row.stage,
    rate: Number(row.rate),
    description: row.additional_description ?? "",
    contactUserId: row.contact_user_id,
    canChange: canChangeOffer(row.status),
    consent: row.consent,
    consentAt: row.consent_at,
  };
}

/**
 * The id of the caller's company's offer of `expertId` on `gigId` (the JSON API names an offer so,
 * spec section 7); NotFoundError when there is none.
 */
export async function findOfferOfExpert(actor: Actor, gigId: number, expertId: string) {
  const row = await getDb()
    .selectFrom("candidates")
    .select("id")
    .where("gig_id", "=", gigId)
    .where("expert_id", "=", expertId)
    .where("company_id", "=", actor.company_id)
    .executeTakeFirst();
  if (!row) notFound();
  return row.id;
}

/**
 * Edits rate, description and contact person while the offer is still in evaluation. The status
 * is part of the update's condition, so a move past evaluation at the same moment is never
 * overwritten.
 */
export async function editOffer(
  actor: Actor,
  candidateId: string,
  input: OfferEditInput,
): Promise<OfferResult> {
  await getOffer(actor, candidateId);
  await requireContact(actor, input.contactUserId);
  const result = await getDb()
    .updateTable("candidates")
    .set({
      rate: input.rate,
      additional_description: input.description || null,
      contact_user_id: input.contactUserId,
      updated_at: nowIso(),
    })
    .where("id", "=", candidateId)
    .where("company_id", "=", actor.company_id)
    .where("status", "=", "REVIEW")
    .executeTakeFirst()
    .catch((error: unknown) => {
      // The contact person was deleted after requireContact: as if the id never existed.
      if (isForeignKeyViolation(error)) notFound();
      throw error;
    });
  if (Number(result.numUpdatedRows) === 0) return { ok: false, code: "locked" };
  return { ok: true, candidateId };
}

/** Withdraws an offer while it is still in evaluation; later it belongs to the customer process. */
export async function removeOffer(actor: Actor, candidateId: string): Promise<OfferResult> {
  await getOffer(actor, candidateId);
  const result = await getDb()
    .deleteFrom("candidates")
    .where("id", "=", candidateId)
    .where("company_id", "=", actor.company_id)
    .where("status", "=", "REVIEW")
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return { ok: false, code: "locked" };
  return { ok: true, candidateId };
}
