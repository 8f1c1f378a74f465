import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { offerAllowance, offerExpert, removeOffer, type Actor } from "~/domain/offers.server";
import { createGig, getStaffGig, updateGig } from "~/domain/staff-gigs.server";
import * as offerRoute from "~/routes/_public+/gigs.$id.$slug.offer";
import { GigFormSchema } from "~/validation/staff-gig";
import { formRequest, getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeStaff } from "../fixtures/factories";
import { routeAnswer } from "../fixtures/matchers";

/*
 * Submission caps (issue 37, decision 047): staff set per gig how many candidates one partner may
 * propose; the offer form says what is left and offerExpert refuses beyond it, also under races.
 * The page's refusal of a person another partner proposed first is here too, as a user gets it.
 */

withAppDatabase();

async function partner() {
  const c = await makeCompany();
  const actor: Actor = { id: c.userId, company_id: c.companyId, partner_type: "company" };
  return { ...c, actor };
}

async function cappedGig(cap: number | null) {
  const gigId = await makeGig();
  await getDb().updateTable("gigs").set({ submission_cap: cap }).where("id", "=", gigId).execute();
  return gigId;
}

const offerOf = (expertId: string, contactUserId: string) => ({
  expertId,
  contactUserId,
  rate: 95,
  description: "",
});

describe(`submission caps (${process.env.TEST_ENGINE})`, () => {
  it("takes proposals up to the cap and refuses the next, for each partner on its own", async () => {
    const gigId = await cappedGig(2);
    const a = await partner();
    const b = await partner();
    const experts = await Promise.all([1, 2, 3].map(() => makeExpert(a.companyId)));
    expect(await offerAllowance(a.actor, gigId)).toEqual({ cap: 2, used: 0, left: 2 });
    for (const expertId of experts.slice(0, 2))
      expect((await offerExpert(a.actor, gigId, offerOf(expertId, a.userId))).ok).toBe(true);
    expect(await offerAllowance(a.actor, gigId)).toEqual({ cap: 2, used: 2, left: 0 });
    expect(await offerExpert(a.actor, gigId, offerOf(experts[2]!, a.userId))).toEqual({
      ok: false,
      code: "submission-cap-reached",
    });
    // Another partner has a cap of its own.
    const other = await makeExpert(b.companyId);
    expect((await offerExpert(b.actor, gigId, offerOf(other, b.userId))).ok).toBe(true);
    const count = await getDb()
      .selectFrom("candidates")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("gig_id", "=", gigId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it("counts declined proposals, frees a withdrawn one's place, and has no cap when none is set", async () => {
    const gigId = await cappedGig(2);
    const a = await partner();
    const [declined, withdrawn, next] = await Promise.all(
      [1, 2, 3].map(() => makeExpert(a.companyId)),
    );
    await makeCandidate(a.companyId, gigId, declined!, "declined");
    const offered = await offerExpert(a.actor, gigId, offerOf(withdrawn!, a.userId));
    if (!offered.ok) throw new Error("refused");
    expect((await offerExpert(a.actor, gigId, offerOf(next!, a.userId))).ok).toBe(false);
    await removeOffer(a.actor, offered.candidateId);
    expect((await offerExpert(a.actor, gigId, offerOf(next!, a.userId))).ok).toBe(true);

    const open = await cappedGig(null);
    expect(await offerAllowance(a.actor, open)).toEqual({ cap: null, used: 0, left: null });
  });

  it("says already offered, not the cap, for an expert who is on the gig already", async () => {
    const gigId = await cappedGig(1);
    const a = await partner();
    const expertId = await makeExpert(a.companyId);
    expect((await offerExpert(a.actor, gigId, offerOf(expertId, a.userId))).ok).toBe(true);
    expect(await offerExpert(a.actor, gigId, offerOf(expertId, a.userId))).toEqual({
      ok: false,
      code: "already-offered",
    });
  });

  it("holds when one partner's colleagues offer at the same moment", async () => {
    const gigId = await cappedGig(2);
    const a = await partner();
    const experts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeExpert(a.companyId)));
    const results = await Promise.all(
      experts.map((expertId) => offerExpert(a.actor, gigId, offerOf(expertId, a.userId))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array(4).fill({ ok: false, code: "submission-cap-reached" }),
    );
  });
});

describe(`the cap in the staff gig form (${process.env.TEST_ENGINE})`, () => {
  const fields = (cap: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: "Capped gig",
      description: "Work.",
      duration: "3 months",
      requiredSkills: "Go",
      onsite: "remote",
      minExperienceYears: "3",
      rateMin: "80",
      rateMax: "100",
      startDate: "2030-03-04",
      offerDeadline: "2030-02-01",
      customerOfferDeadline: "2030-02-04",
      language: "English",
      allocation: "100",
      submissionCap: cap,
      status: "accepting-proposals",
      contactName: "Laura",
      contactEmail: "laura@example.com",
      contactPhone: "+358 40 123 4567",
    }))
      form.append(name, value);
    return parseWithZod(form, { schema: GigFormSchema });
  };

  it("is a whole number from 1 to 50, and empty is no cap", async () => {
    for (const bad of ["0", "51", "2.5", "many"]) {
      const submission = fields(bad);
      const errors = submission.status === "error" ? submission.error : null;
      expect(Object.keys(errors ?? {}), bad).toEqual(["submissionCap"]);
    }
    const staff = await makeStaff();
    const three = fields(" 3 ");
    if (three.status !== "success") throw new Error("refused");
    const id = await createGig(staff, three.value);
    expect((await getStaffGig(id)).form.submissionCap).toBe(3);
    const none = fields("");
    if (none.status !== "success") throw new Error("refused");
    await updateGig(staff, id, none.value);
    expect((await getStaffGig(id)).form.submissionCap).toBeUndefined();
    const row = await getDb()
      .selectFrom("gigs")
      .select("submission_cap")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.submission_cap).toBeNull();
  });
});

describe(`the offer dialog (${process.env.TEST_ENGINE})`, () => {
  async function dialog(gigId: number, userId: string) {
    const { slug } = await getDb()
      .selectFrom("gigs")
      .select("slug")
      .where("id", "=", gigId)
      .executeTakeFirstOrThrow();
    const path = `/gigs/${gigId}/${slug}/offer`;
    const cookie = await sessionCookieFor(userId);
    const params = { id: String(gigId), slug };
    return {
      load: () =>
        routeAnswer(offerRoute.loader({ request: getRequest(path, cookie), params, context: {} })),
      offer: (expertId: string) =>
        routeAnswer(
          offerRoute.action({
            request: formRequest(path, cookie, {
              expertId,
              contactUserId: userId,
              rate: "95",
              description: "",
            }),
            params,
            context: {},
          }),
        ),
    };
  }

  it("says how many proposals are left and which cap refused an offer", async () => {
    const gigId = await cappedGig(1);
    const a = await partner();
    const [first, second] = [await makeExpert(a.companyId), await makeExpert(a.companyId)];
    const page = await dialog(gigId, a.userId);
    expect((await page.load()).data.allowance).toEqual({ cap: 1, used: 0, left: 1 });
    expect(await page.offer(first)).toMatchObject({ status: 302 });
    expect((await page.load()).data.allowance).toEqual({ cap: 1, used: 1, left: 0 });
    const refused = await page.offer(second);
    expect(refused.status).toBe(400);
    expect(refused.data.result.error[""]).toEqual(["offers.errors.submissionCapReached:1"]);
  });

  it("tells a second partner the first proposal stands, without naming the partner", async () => {
    const gigId = await makeGig();
    const a = await partner();
    const b = await partner();
    const email = `same.${Date.now().toString(36)}@example.com`;
    const expertA = await makeExpert(a.companyId, { email });
    const expertB = await makeExpert(b.companyId, { email: email.toUpperCase() });
    expect(await (await dialog(gigId, a.userId)).offer(expertA)).toMatchObject({ status: 302 });
    const refused = await (await dialog(gigId, b.userId)).offer(expertB);
    expect(refused.status).toBe(400);
    expect(refused.data.result.error[""]).toEqual([
      "offers.errors.alreadyProposedByAnotherPartner",
    ]);
    expect(JSON.stringify(refused.data)).not.toContain(a.companyId);
  });
});
