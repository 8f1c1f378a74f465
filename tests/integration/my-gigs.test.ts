import { describe, expect, it } from "vitest";
import { NotFoundError } from "~/domain/shared/errors";
import { listMyGigs, listMyGigsPage, getRejectionFeedback } from "~/domain/my-gigs.server";
import { removeOffer, type Actor } from "~/domain/offers.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig } from "../fixtures/factories";

withAppDatabase();

async function setup() {
  const c = await makeCompany();
  const actor: Actor = { id: c.userId, company_id: c.companyId, partner_type: "company" };
  const [e1, e2] = [await makeExpert(c.companyId), await makeExpert(c.companyId)];
  const pendingGig = await makeGig({ title: "Pending gig" });
  const closedGig = await makeGig({ title: "Closed gig", status: "lost" });
  const offeredGig = await makeGig({ title: "Offered gig" });
  const reviewId = await makeCandidate(c.companyId, pendingGig, e1, "waiting-review");
  const declinedId = await makeCandidate(c.companyId, pendingGig, e2, "declined");
  await makeCandidate(c.companyId, closedGig, e1, "accepted");
  const closedDeclined = await makeCandidate(c.companyId, closedGig, e2, "declined", {
    feedback: "Too junior for this one.",
  });
  await makeCandidate(c.companyId, offeredGig, e1, "waiting-customer-decision");
  return { ...c, actor, pendingGig, closedGig, offeredGig, reviewId, declinedId, closedDeclined };
}

describe(`My gigs (${process.env.TEST_ENGINE})`, () => {
  it("lists the gigs with the company's candidates, filtered into pending and closed", async () => {
    const s = await setup();
    const all = await listMyGigs(s.companyId, "all");
    expect(all.map((g) => g.id).sort()).toEqual([s.pendingGig, s.closedGig, s.offeredGig].sort());
    // Unfiltered, each gig's pending mark comes from its candidates, on the list and on a page.
    const marks = { [s.pendingGig]: true, [s.closedGig]: false, [s.offeredGig]: true };
    expect(Object.fromEntries(all.map((g) => [g.id, g.pending]))).toEqual(marks);
    const page = await listMyGigsPage(s.companyId, { pageSize: 2 });
    expect(page.total).toBe(3);
    const paged = [
      ...page.items,
      ...(await listMyGigsPage(s.companyId, { pageSize: 2, page: 2 })).items,
    ];
    expect(Object.fromEntries(paged.map((g) => [g.id, g.pending]))).toEqual(marks);
    const pending = await listMyGigs(s.companyId, "pending");
    expect(pending.map((g) => g.id).sort()).toEqual([s.pendingGig, s.offeredGig].sort());
    expect(pending.every((g) => g.pending)).toBe(true);
    const closed = await listMyGigs(s.companyId, "closed");
    expect(closed.map((g) => g.id)).toEqual([s.closedGig]);
    const gig = closed[0]!;
    expect(gig.candidates).toHaveLength(2);
    const declined = gig.candidates.find((c) => c.status === "DECLINED")!;
    expect(declined).toMatchObject({
      stage: "declined",
      declineReason: "MORE_SUITABLE_CANDIDATE_FOUND",
      hasFeedback: true,
      canChange: false,
      contactName: null,
    });
    expect(gig.candidates.find((c) => c.status === "ACCEPTED")?.declineReason).toBeNull();
  });

  it("shows no other company's candidates, not even on shared gigs", async () => {
    const s = await setup();
    const other = await makeCompany();
    const theirExpert = await makeExpert(other.companyId, { name: "Their expert" });
    await makeCandidate(other.companyId, s.pendingGig, theirExpert);
    const onlyTheirs = await makeGig();
    await makeCandidate(other.companyId, onlyTheirs, await makeExpert(other.companyId));
    const all = await listMyGigs(s.companyId, "all");
    expect(all.map((g) => g.id)).not.toContain(onlyTheirs);
    const names = all.flatMap((g) => g.candidates.map((c) => c.expertName));
    expect(names).not.toContain("Their expert");
    expect(await listMyGigs(other.companyId)).toHaveLength(2);
  });

  it("pages in the list's order, whether a page is walked along all gigs or sorted", async () => {
    // A company on most gigs gets its first pages by walking the deadline order; a company whose
    // gigs all lie at the end of that order starts the walk, runs out of it and is sorted; deep
    // pages are sorted. Deadlines repeat, so the id decides between equal ones.
    const dense = await makeCompany();
    const late = await makeCompany();
    const denseExpert = await makeExpert(dense.companyId);
    const lateExpert = await makeExpert(late.companyId);
    const stages = ["waiting-review", "declined", "accepted", "waiting-customer-decision"] as const;
    for (let i = 0; i < 40; i++) {
      const gig = await makeGig({ offerDeadlineInDays: (i * 7) % 13 });
      if (i % 4 !== 3) await makeCandidate(dense.companyId, gig, denseExpert, stages[i % 4]);
    }
    for (let i = 0; i < 20; i++) {
      const gig = await makeGig({ offerDeadlineInDays: -900 - (i % 3), status: "lost" });
      await makeCandidate(late.companyId, gig, lateExpert, stages[i % 4]);
    }
    for (const companyId of [dense.companyId, late.companyId])
      for (const filter of ["all", "pending", "closed"] as const) {
        const whole = await listMyGigs(companyId, filter);
        const paged = [];
        for (let page = 1; page <= Math.ceil(whole.length / 4) + 1; page++) {
          const got = await listMyGigsPage(companyId, { filter, page, pageSize: 4 });
          expect(got.total).toBe(whole.length);
          if (page <= got.pages) paged.push(...got.items);
        }
        expect(paged.map((g) => g.id)).toEqual(whole.map((g) => g.id));
        expect(paged).toEqual(whole);
      }
  });

  it("drops a gig once its last candidate is removed", async () => {
    const c = await makeCompany();
    const actor: Actor = { id: c.userId, company_id: c.companyId, partner_type: "company" };
    const gigId = await makeGig();
    const candidateId = await makeCandidate(c.companyId, gigId, await makeExpert(c.companyId));
    expect((await listMyGigs(c.companyId)).map((g) => g.id)).toEqual([gigId]);
    expect((await removeOffer(actor, candidateId)).ok).toBe(true);
    expect(await listMyGigs(c.companyId)).toEqual([]);
  });

  it("shows rejection feedback of the company's declined candidates only", async () => {
    const s = await setup();
    const other = await makeCompany();
    expect(await getRejectionFeedback(s.companyId, s.closedDeclined)).toMatchObject({
      reason: "MORE_SUITABLE_CANDIDATE_FOUND",
      feedback: "Too junior for this one.",
      gigTitle: "Closed gig",
    });
    for (const [companyId, candidateId] of [
      [other.companyId, s.closedDeclined],
      [s.companyId, s.reviewId],
      [s.companyId, "missing"],
    ] as const) {
      const error = await getRejectionFeedback(companyId, candidateId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotFoundError);
    }
  });
});
