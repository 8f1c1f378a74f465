import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig } from "../fixtures/factories";

withAppDatabase();

describe(`test factories (${process.env.TEST_ENGINE})`, () => {
  it("make a company with its contact person, an expert, a gig and a candidate", async () => {
    const { companyId, userId } = await makeCompany();
    const expertId = await makeExpert(companyId);
    const gigId = await makeGig();
    const candidateId = await makeCandidate(companyId, gigId, expertId, "declined");
    const user = await getDb()
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ company_id: companyId, is_contact_person: 1 });
    const candidate = await getDb()
      .selectFrom("candidates")
      .selectAll()
      .where("id", "=", candidateId)
      .executeTakeFirstOrThrow();
    expect(candidate).toMatchObject({ status: "DECLINED", gig_id: gigId, expert_id: expertId });
  });
});
