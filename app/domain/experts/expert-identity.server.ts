import type { Transaction } from "kysely";
import { isUniqueViolation } from "~/db/errors.server";
import type { Database } from "~/db/schema";
import { ConflictError } from "../shared/errors";
import { expertPersonKey } from "../shared/person-key";

/*
 * An expert's candidacies carry the person's key (decision 047). When the company changes the
 * expert's e-mail or phone, every candidacy of the expert takes the new key in the same
 * transaction, so the rule "one person, one active proposal per gig" keeps holding for the person
 * as now known, and the staff's history follows them.
 */

const proposedByAnother = () =>
  new ConflictError(
    "already-proposed-by-another-partner",
    "experts.errors.proposedByAnotherPartner",
  );

/** The key of one expert row as its contact fields (or its freelancer's account) now say. */
async function currentKey(trx: Transaction<Database>, expertId: string) {
  const row = await trx
    .selectFrom("experts")
    .leftJoin("users", "users.id", "experts.user_id")
    .select([
      "experts.email",
      "experts.phone",
      "users.email as account_email",
      "users.phone_number as account_phone",
    ])
    .where("experts.id", "=", expertId)
    .executeTakeFirstOrThrow();
  const account =
    row.account_email === null ? null : { email: row.account_email, phone: row.account_phone };
  return expertPersonKey({ email: row.email, phone: row.phone, account });
}

/**
 * Gives the expert's candidacies the key of its current contact fields. Refused with a
 * ConflictError, and the caller's transaction rolled back, when the expert is an active candidate
 * on a gig where another active candidate already is that person: another partner's
 * (`already-proposed-by-another-partner`: the first proposal stands) or another of the company's
 * own expert rows (`already-offered`).
 */
export async function refreshCandidateKeys(
  trx: Transaction<Database>,
  companyId: string,
  expertId: string,
) {
  const key = await currentKey(trx, expertId);
  if (key) {
    const holders = await trx
      .selectFrom("candidates as mine")
      .innerJoin("candidates as other", "other.gig_id", "mine.gig_id")
      .select("other.company_id")
      .where("mine.expert_id", "=", expertId)
      .where("mine.status", "<>", "DECLINED")
      .where("other.expert_id", "<>", expertId)
      .where("other.person_key", "=", key)
      .where("other.status", "<>", "DECLINED")
      .execute();
    if (holders.some((holder) => holder.company_id !== companyId)) throw proposedByAnother();
    if (holders.length > 0)
      throw new ConflictError("already-offered", "experts.errors.samePersonOffered");
  }
  try {
    await trx
      .updateTable("candidates")
      .set({ person_key: key })
      .where("expert_id", "=", expertId)
      .execute();
  } catch (error) {
    // An offer of the same person committed after the check above: it came first, so it stands.
    if (isUniqueViolation(error)) throw proposedByAnother();
    throw error;
  }
}
