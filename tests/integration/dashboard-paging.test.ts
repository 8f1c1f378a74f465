import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { listExperts, listExpertsPage, pageOfExpert } from "~/domain/experts/experts.server";
import { listMyGigs, listMyGigsPage } from "~/domain/my-gigs.server";
import { action as deleteExpertAction } from "~/routes/dashboard+/experts.$expertId.delete";
import { loader as editExpertLoader } from "~/routes/dashboard+/experts.$expertId.edit";
import { loader as expertsLoader } from "~/routes/dashboard+/experts";
import {
  action as removeOfferAction,
  loader as removeOfferLoader,
} from "~/routes/dashboard+/my-gigs.$candidateId.remove";
import { loader as myGigsLoader } from "~/routes/dashboard+/my-gigs";
import { formRequest, getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { routeAnswer } from "../fixtures/matchers";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig } from "../fixtures/factories";

withAppDatabase();

/**
 * A company with five gigs (three pending, two closed; two share a deadline so the id decides)
 * and six experts (two with the same name), next to another company with candidates on the
 * same gigs and on one of its own.
 */
async function setup() {
  const c = await makeCompany();
  const experts = [];
  for (const name of ["Eve", "Adam", "Dora", "Bob", "Adam", "Cecil"])
    experts.push(await makeExpert(c.companyId, { name }));
  const gigs = [];
  for (const [i, days] of [5, 9, 9, 2, 7].entries())
    gigs.push(await makeGig({ title: `Paged gig ${i}`, offerDeadlineInDays: days }));
  const stages = [
    "waiting-review",
    "declined",
    "waiting-customer-decision",
    "accepted",
    "declined",
  ];
  const candidates = [];
  for (const [i, gig] of gigs.entries())
    candidates.push(await makeCandidate(c.companyId, gig, experts[i]!, stages[i] as never));
  // Gig 0 also has a closed candidacy: it stays pending while any candidacy is.
  await makeCandidate(c.companyId, gigs[0]!, experts[5]!, "declined");

  const other = await makeCompany();
  const theirExpert = await makeExpert(other.companyId, { name: "Aaron" });
  for (const gig of gigs) await makeCandidate(other.companyId, gig, theirExpert);
  await makeCandidate(other.companyId, await makeGig(), theirExpert);
  return { ...c, experts, gigs, candidates, other };
}

async function allPages<T>(fetchPage: (page: number) => Promise<{ items: T[]; pages: number }>) {
  const first = await fetchPage(1);
  const items = [...first.items];
  for (let page = 2; page <= first.pages; page++) items.push(...(await fetchPage(page)).items);
  return items;
}

describe(`My gigs paging (${process.env.TEST_ENGINE})`, () => {
  it("counts the company's gigs only and pages them in one stable order", async () => {
    const s = await setup();
    const page1 = await listMyGigsPage(s.companyId, { page: 1, pageSize: 2 });
    expect(page1).toMatchObject({ total: 5, pages: 3, page: 1, pageSize: 2, offset: 0 });
    expect(page1.items).toHaveLength(2);

    const paged = await allPages((page) => listMyGigsPage(s.companyId, { page, pageSize: 2 }));
    const ids = paged.map((g) => g.id);
    expect(new Set(ids).size).toBe(5);
    expect(ids.sort()).toEqual([...s.gigs].sort());
    // Latest deadline first; the two gigs due the same day by id, highest first.
    const order = (await listMyGigs(s.companyId)).map((g) => g.id);
    expect(paged.map((g) => g.id)).toEqual(order);
    expect(order).toEqual([s.gigs[2], s.gigs[1], s.gigs[4], s.gigs[0], s.gigs[3]]);

    // Each gig carries this company's candidates only.
    const names = paged.flatMap((g) => g.candidates.map((c) => c.expertName));
    expect(names).not.toContain("Aaron");
    expect(paged.find((g) => g.id === s.gigs[0])?.candidates).toHaveLength(2);
    expect((await listMyGigsPage(s.other.companyId)).total).toBe(6);
  });

  it("filters into pending and closed in the database, counts included", async () => {
    const s = await setup();
    const pending = await listMyGigsPage(s.companyId, { filter: "pending", pageSize: 2 });
    expect(pending).toMatchObject({ total: 2, pages: 1 });
    expect(pending.items.map((g) => g.id).sort()).toEqual([s.gigs[0], s.gigs[2]].sort());
    expect(pending.items.every((g) => g.pending)).toBe(true);
    const closed = await allPages((page) =>
      listMyGigsPage(s.companyId, { filter: "closed", page, pageSize: 2 }),
    );
    expect(closed.map((g) => g.id).sort()).toEqual([s.gigs[1], s.gigs[3], s.gigs[4]].sort());
    expect(closed.some((g) => g.pending)).toBe(false);
  });

  it("clamps a page before the first to the first and one past the end to the last", async () => {
    const s = await setup();
    for (const page of [0, -4, Number.NaN, 1.5])
      expect(await listMyGigsPage(s.companyId, { page, pageSize: 2 })).toMatchObject({ page: 1 });
    const last = await listMyGigsPage(s.companyId, { page: 99, pageSize: 2 });
    expect(last).toMatchObject({ page: 3, pages: 3, offset: 4, total: 5 });
    expect(last.items).toHaveLength(1);
    const empty = await listMyGigsPage((await makeCompany()).companyId, { page: 7 });
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
    // A page size beyond the cap is cut to it, not refused.
    expect((await listMyGigsPage(s.companyId, { pageSize: 10_000 })).pageSize).toBe(100);
  });
});

describe(`experts paging (${process.env.TEST_ENGINE})`, () => {
  it("counts the company's experts only and pages them by name, then id", async () => {
    const s = await setup();
    const page1 = await listExpertsPage(s.companyId, { page: 1, pageSize: 4 });
    expect(page1).toMatchObject({ total: 6, pages: 2, page: 1 });
    const paged = await allPages((page) => listExpertsPage(s.companyId, { page, pageSize: 4 }));
    expect(paged.map((e) => e.name)).toEqual(["Adam", "Adam", "Bob", "Cecil", "Dora", "Eve"]);
    const adams = paged.filter((e) => e.name === "Adam").map((e) => e.id);
    expect(adams).toEqual([...adams].sort());
    expect(paged.map((e) => e.id)).toEqual((await listExperts(s.companyId)).map((e) => e.id));
    // The candidacy stage comes along for the page's experts.
    const eve = paged.find((e) => e.name === "Eve");
    expect(eve?.candidacy).toEqual({ stage: "REVIEW" });

    const last = await listExpertsPage(s.companyId, { page: 50, pageSize: 4 });
    expect(last).toMatchObject({ page: 2, offset: 4 });
    expect(last.items.map((e) => e.name)).toEqual(["Dora", "Eve"]);
    expect((await listExpertsPage(s.other.companyId)).total).toBe(1);
  });

  it("finds the page that holds an expert, and page 1 for another company's", async () => {
    const s = await setup();
    const paged = await allPages((page) => listExpertsPage(s.companyId, { page, pageSize: 2 }));
    for (const [index, expert] of paged.entries())
      expect(await pageOfExpert(s.companyId, expert.id, 2)).toBe(Math.floor(index / 2) + 1);
    expect(await pageOfExpert(s.other.companyId, s.experts[0]!, 2)).toBe(1);
  });
});

describe(`paged dashboard routes (${process.env.TEST_ENGINE})`, () => {
  it("answers garbage and out-of-range pages with the first or the last page", async () => {
    const s = await setup();
    const cookie = await sessionCookieFor(s.userId);
    // Loaders that return (rather than throw) answer 200.
    for (const search of ["?page=abc", "?page=-1", "?page=", "?page=2.5", "?page=1e400"]) {
      const data = await myGigsLoader({
        request: getRequest(`/dashboard/my-gigs${search}`, cookie),
        params: {},
        context: {},
      });
      expect(data.pager, search).toMatchObject({ page: 1, total: 5, pages: 1 });
    }
    const experts = await expertsLoader({
      request: getRequest("/dashboard/experts?page=99999999999", cookie),
      params: {},
      context: {},
    });
    expect(experts.pager).toMatchObject({ page: 1, pages: 1, total: 6, count: 6 });
  });

  it("sends a dialog back to the page and filter it was opened from", async () => {
    const s = await setup();
    const cookie = await sessionCookieFor(s.userId);
    const reviewId = s.candidates[0]!;
    const path = `/dashboard/my-gigs/${reviewId}/remove?filter=pending&page=2`;
    const params = { candidateId: reviewId };
    const shown = await removeOfferLoader({
      request: getRequest(path, cookie),
      params,
      context: {},
    });
    expect(shown.back).toBe("/dashboard/my-gigs?filter=pending&page=2");
    const removed = await routeAnswer(
      removeOfferAction({ request: formRequest(path, cookie, {}), params, context: {} }),
    );
    await expect(removed).toRedirectTo("/dashboard/my-gigs?filter=pending&page=2");

    // An expert on another page opens by its id; deleting it returns to the page of the list.
    const expertId = s.experts[5]!;
    const edit = await editExpertLoader({
      request: getRequest(`/dashboard/experts/${expertId}/edit?page=3`, cookie),
      params: { expertId },
      context: {},
    });
    expect(edit).toMatchObject({
      expert: { id: expertId, name: "Cecil" },
      back: "/dashboard/experts?page=3",
      uploadUrl: `/dashboard/cv-upload?form=expert-edit&expertId=${expertId}&page=3`,
    });
    const deleted = await routeAnswer(
      deleteExpertAction({
        request: formRequest(`/dashboard/experts/${expertId}/delete?page=3`, cookie, {}),
        params: { expertId },
        context: {},
      }),
    );
    await expect(deleted).toRedirectTo("/dashboard/experts?page=3");
    const gone = await getDb()
      .selectFrom("experts")
      .select("id")
      .where("id", "=", expertId)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
