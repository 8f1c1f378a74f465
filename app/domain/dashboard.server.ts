import { getDb } from "~/db/db.server";
import { CANDIDATE_STAGES, type CandidateStage } from "~/db/schema";

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

export async function getMyDetails(userId: string) {
  return getDb()
    .selectFrom("users")
    .select([
      "name",
      "email",
      "job_title",
      "phone_number",
      "marketing_consent",
      "terms_accepted_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}
