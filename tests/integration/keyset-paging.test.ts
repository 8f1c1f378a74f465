import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { listCompanyUsers, listCompanyUsersAfter } from "~/domain/company/company-users.server";
import { listCompanyInvites, listCompanyInvitesAfter } from "~/domain/company/invites.server";
import { listExperts, listExpertsAfter } from "~/domain/experts/experts.server";
import { listOwnOffersOnGig, listOwnOffersOnGigAfter } from "~/domain/gig-offers.server";
import { listGigQuestions, listGigQuestionsAfter } from "~/domain/gig-questions.server";
import { searchGigsAfter } from "~/domain/gig-search/keyset.server";
import { searchGigs } from "~/domain/gig-search/planner.server";
import { listMyGigs, listMyGigsAfter } from "~/domain/my-gigs.server";
import type { KeysetPage, KeysetRequest } from "~/domain/shared/keyset";
import { DEFAULT_GIG_SEARCH, type GigSearch } from "~/validation/gig-search-params";
import { withAppDatabase } from "../fixtures/db";
import {
  makeCandidate,
  makeCompany,
  makeExpert,
  makeGig,
  makeInvite,
  makeUser,
} from "../fixtures/factories";

/*
 * The API lists' keyset page functions (decision 053) on each engine: a walk by `next` reaches
 * every row once, in the order of the list the pages show, stops on a page whose `next` is null,
 * and rows added before the walk's position never shift it.
 */

withAppDatabase();

/**
 * Every page of a walk, `limit` at a time; fails on a walk that does not end. (`never`: each list
 * has its own key, which the walk only passes back.)
 */
async function walk<P extends KeysetPage<unknown, unknown>>(
  page: (request: KeysetRequest<never>) => Promise<P>,
  limit: number,
  between: (pages: number) => Promise<unknown> = async () => {},
) {
  const pages: P[] = [];
  let after: P["next"] = null;
  do {
    const next: P = await page({ limit, after: after as never });
    expect(next.items.length).toBeLessThanOrEqual(limit);
    pages.push(next);
    after = next.next;
    if (pages.length > 100) throw new Error("the walk does not end");
    await between(pages.length);
  } while (after !== null);
  return { pages, items: pages.flatMap((p) => p.items) as P["items"] };
}

const ids = (items: Array<{ id: number | string }>) => items.map((item) => item.id);

describe(`keyset pages of the company's lists (${process.env.TEST_ENGINE})`, () => {
  it("walks the experts by name, then id, once each, with an exact total", async () => {
    const { companyId } = await makeCompany();
    const other = await makeCompany();
    for (const name of ["Eve", "Adam", "Dora", "Bob", "Adam", "Cecil", "Adam"])
      await makeExpert(companyId, { name });
    await makeExpert(other.companyId, { name: "Aaron" });
    const { pages, items } = await walk(
      (r) => listExpertsAfter(companyId, r),
      2,
      async (n) => {
        // An expert sorted before the walk's position is not seen, and shifts nothing.
        if (n === 2) await makeExpert(companyId, { name: "Aaa" });
      },
    );
    const all = (await listExperts(companyId)).filter((e) => e.name !== "Aaa");
    expect(ids(items)).toEqual(ids(all));
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 1]);
    expect(pages[0]).toMatchObject({ total: 7, totalIsEstimate: false });
    expect(pages.at(-1)).toMatchObject({ next: null, total: 8 });
    // A list of exactly `limit` rows is one page, not a full one and an empty one.
    expect((await listExpertsAfter(companyId, { limit: 8, after: null })).next).toBeNull();
    const empty = await listExpertsAfter((await makeCompany()).companyId, {
      limit: 5,
      after: null,
    });
    expect(empty).toEqual({ items: [], next: null, total: 0, totalIsEstimate: false });
  });

  it("walks My gigs, latest deadline first, filtered as the page filters", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const expert = await makeExpert(c.companyId);
    const theirs = await makeExpert(other.companyId);
    const gigs = [];
    for (const days of [5, 9, 9, 2, 7, 9]) gigs.push(await makeGig({ offerDeadlineInDays: days }));
    for (const [i, gig] of gigs.entries())
      await makeCandidate(c.companyId, gig, expert, i % 2 ? "declined" : "waiting-review");
    await makeCandidate(other.companyId, await makeGig(), theirs);
    for (const filter of ["all", "pending", "closed"] as const) {
      const { items, pages } = await walk((r) => listMyGigsAfter(c.companyId, filter, r), 2);
      expect(ids(items)).toEqual(ids(await listMyGigs(c.companyId, filter)));
      expect(pages[0]!.total).toBe(filter === "all" ? 6 : 3);
    }
  });

  it("walks the users by name and e-mail, and the invites latest sent first", async () => {
    const { companyId, userId } = await makeCompany();
    for (const name of ["Olli", "Anna", "Olli", "Bea"]) await makeUser(companyId, { name });
    await makeUser((await makeCompany()).companyId, { name: "Aapo" });
    const users = await walk((r) => listCompanyUsersAfter(companyId, userId, r), 2);
    expect(users.items).toEqual(await listCompanyUsers(companyId, userId));
    expect(users.pages[0]!.total).toBe(5);

    // Made within the same millisecond or two: equal sending times keep one order by id.
    for (const n of [1, 2, 3, 4, 5]) await makeInvite(companyId, `invitee${n}@example.com`);
    const invites = await walk((r) => listCompanyInvitesAfter(companyId, r), 2);
    const all = await listCompanyInvites(companyId);
    expect(new Set(ids(invites.items))).toEqual(new Set(ids(all)));
    const keys = invites.items.map((i) => `${i.sentAt} ${i.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(invites.pages.at(-1)).toMatchObject({ total: 5, next: null });
  });

  it("walks a gig's own offers oldest first and its questions as the gig page lists them", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const gig = await makeGig();
    for (let i = 0; i < 5; i++)
      await makeCandidate(c.companyId, gig, await makeExpert(c.companyId));
    await makeCandidate(other.companyId, gig, await makeExpert(other.companyId));
    const offers = await walk((r) => listOwnOffersOnGigAfter(c.companyId, gig, r), 2);
    expect(ids(offers.items)).toEqual(ids(await listOwnOffersOnGig(c.companyId, gig)));
    expect(offers.pages[0]!.total).toBe(5);

    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 8, minutes)).toISOString();
    const question = (n: number, company: string, answeredAt: string | null) => ({
      gig_id: gig,
      company_id: company,
      user_id: null,
      text: `Question number ${n}?`,
      answer: answeredAt ? `Answer ${n}` : null,
      answered_at: answeredAt,
      asked_at: at(n),
      updated_at: at(n),
    });
    await getDb()
      .insertInto("gig_questions")
      .values([
        question(1, c.companyId, at(30)),
        question(2, c.companyId, null),
        question(3, other.companyId, null),
        question(4, other.companyId, at(20)),
        question(5, c.companyId, null),
        question(6, other.companyId, at(40)),
      ])
      .execute();
    for (const companyId of [c.companyId, null]) {
      const viewer = { companyId };
      const walked = await walk((r) => listGigQuestionsAfter(viewer, gig, r), 2);
      const listed = await listGigQuestions(viewer, gig);
      expect(ids(walked.items)).toEqual(ids(listed));
      expect(walked.pages[0]!.total).toBe(companyId ? 5 : 3);
    }
  });
});

describe(`keyset pages of the gig search (${process.env.TEST_ENGINE})`, () => {
  const search = (changes: Partial<GigSearch> = {}): GigSearch => ({
    ...DEFAULT_GIG_SEARCH,
    ...changes,
  });
  const listed = async (s: GigSearch) => ids((await searchGigs(s, { pageSize: 100 })).items);

  it("walks each sort and filter in the list's own order, open gigs into closed ones", async () => {
    for (const days of [3, 3, 10, -2, -2, 40]) await makeGig({ offerDeadlineInDays: days });
    for (const days of [5, -9, 1]) await makeGig({ offerDeadlineInDays: days, status: "won" });
    await makeGig({ title: "Java lead", offerDeadlineInDays: 4 });
    await makeGig({ title: "Java draft", published: false });
    for (const s of [
      search(),
      search({ sort: "newest" }),
      search({ status: "open" }),
      search({ status: "closed" }),
      search({ status: "closed", sort: "newest" }),
      search({ q: "java" }),
      search({ mode: ["onsite"] }),
    ]) {
      const { items, pages } = await walk((r) => searchGigsAfter(s, r), 2);
      expect(ids(items), JSON.stringify(s)).toEqual(await listed(s));
      expect(pages[0]).toMatchObject({ total: items.length, totalIsEstimate: false });
    }
    const byThree = await walk((r) => searchGigsAfter(search(), r), 3);
    expect(ids(byThree.items)).toEqual(await listed(search()));
  });

  it("neither repeats nor skips a gig when gigs are published during the walk", async () => {
    const before = [];
    for (const days of [1, 2, 3, 4, 5, -1, -2, -3])
      before.push(await makeGig({ offerDeadlineInDays: days }));
    const { items } = await walk(
      (r) => searchGigsAfter(search(), r),
      2,
      // Gigs published mid-walk land before and after the walk's position.
      async () => {
        await makeGig({ offerDeadlineInDays: 0 });
        await makeGig({ offerDeadlineInDays: 60 });
      },
    );
    const seen = ids(items);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
  });
});
