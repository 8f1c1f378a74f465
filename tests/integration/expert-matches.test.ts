// The matches a partner sees (issue 36, decision 046), on this engine: scoped to the caller's
// company, best first, already-offered experts marked and closed gigs left out.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import {
  bestGigsForBench,
  matchExpertsToGig,
  matchGigsForExpert,
} from "~/domain/expert-matches.server";
import { writeSkills } from "~/domain/experts/expert-profile.server";
import { clearGigSearchOptions } from "~/domain/gig-search/options.server";
import { skillKey } from "~/domain/matching/skill-vocabulary";
import type { Partner } from "~/domain/shared/actor";
import { NotFoundError } from "~/domain/shared/errors";
import * as editRoute from "~/routes/dashboard+/experts.$expertId.edit";
import * as overviewRoute from "~/routes/dashboard+/overview";
import * as freelancerRoute from "~/routes/dashboard+/freelancer-information";
import * as gigRoute from "~/routes/_public+/gigs.$id.$slug";
import * as offerRoute from "~/routes/_public+/gigs.$id.$slug.offer";
import { getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeStaff } from "../fixtures/factories";
import { routeAnswer } from "../fixtures/matchers";

withAppDatabase();

let serial = 0;
/** Skills no other test names, so other tests' gigs and experts never match these. */
function skills(...names: string[]) {
  const tag = `${Date.now().toString(36)}${++serial}`;
  return names.map((name) => `${name}${tag}`);
}

async function partner(): Promise<Partner> {
  const c = await makeCompany();
  return { id: c.userId, company_id: c.companyId, partner_type: "company" };
}

async function expert(
  companyId: string,
  name: string,
  profile: { skills: string[]; rateExpectation?: number; availableInDays?: number },
) {
  const id = await makeExpert(companyId, { name });
  const availableFrom =
    profile.availableInDays === undefined
      ? null
      : new Date(Date.now() + profile.availableInDays * 86_400_000).toISOString().slice(0, 10);
  await getDb()
    .updateTable("experts")
    .set({ rate_expectation: profile.rateExpectation ?? 95, available_from: availableFrom })
    .where("id", "=", id)
    .execute();
  await writeSkills(
    getDb(),
    id,
    profile.skills.map((label) => ({ key: skillKey(label), label })),
  );
  return id;
}

async function gig(required: string[], options: Parameters<typeof makeGig>[0] = {}) {
  const id = await makeGig({ requiredSkills: required, ...options });
  clearGigSearchOptions();
  return id;
}

describe("matchExpertsToGig", () => {
  it("lists the caller's fitting experts best first and never another company's", async () => {
    const [a, b] = skills("Alpha", "Beta");
    const gigId = await gig([a!, b!]);
    const caller = await partner();
    const other = await partner();
    const full = await expert(caller.company_id, "Full Fit", { skills: [a!, b!] });
    const half = await expert(caller.company_id, "Half Fit", { skills: [a!] });
    await expert(caller.company_id, "No Fit", { skills: skills("Gamma") });
    await expert(other.company_id, "Other Company", { skills: [a!, b!] });

    const { open, items } = await matchExpertsToGig(caller, gigId);

    expect(open).toBe(true);
    expect(items.map((m) => [m.expertId, m.required_covered])).toEqual([
      [full, 2],
      [half, 1],
    ]);
    expect(items[0]!.score).toBeGreaterThan(items[1]!.score);
  });

  it("marks an expert already offered on the gig, without hiding them", async () => {
    const [a] = skills("Delta");
    const gigId = await gig([a!]);
    const caller = await partner();
    const offered = await expert(caller.company_id, "Offered", { skills: [a!] });
    const fresh = await expert(caller.company_id, "Fresh", { skills: [a!] });
    await makeCandidate(caller.company_id, gigId, offered);

    const { items } = await matchExpertsToGig(caller, gigId);

    const marks = Object.fromEntries(items.map((m) => [m.expertId, m.already_offered]));
    expect(marks).toEqual({ [offered]: true, [fresh]: false });
    expect(items.find((m) => m.expertId === offered)!.reasons[0]!.code).toBe("already-offered");
  });

  it("has no matches on a closed gig, and a missing or unpublished gig is not found", async () => {
    const [a] = skills("Epsilon");
    const caller = await partner();
    await expert(caller.company_id, "Anyone", { skills: [a!] });
    const closed = await gig([a!], { offerDeadlineInDays: -1 });
    const draft = await gig([a!], { published: false });

    expect(await matchExpertsToGig(caller, closed)).toMatchObject({ open: false, items: [] });
    await expect(matchExpertsToGig(caller, draft)).rejects.toBeInstanceOf(NotFoundError);
    await expect(matchExpertsToGig(caller, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("matchGigsForExpert", () => {
  it("lists the open gigs that fit, best first, leaving out closed and draft gigs", async () => {
    const [a, b, c] = skills("Zeta", "Eta", "Theta");
    const caller = await partner();
    const id = await expert(caller.company_id, "Zed", { skills: [a!, b!] });
    const both = await gig([a!, b!]);
    const one = await gig([a!, c!]);
    await gig([a!, b!], { offerDeadlineInDays: -2 });
    await gig([a!, b!], { status: "won" });
    await gig([a!, b!], { published: false });
    await gig(skills("Unrelated"));

    const items = await matchGigsForExpert(caller, id);

    expect(items.map((m) => m.gig.id)).toEqual([both, one]);
    expect(items[0]!.score).toBeGreaterThan(items[1]!.score);
    expect(items[1]).toMatchObject({ required_covered: 1, required_total: 2 });
  });

  it("marks the gigs the expert is already offered on", async () => {
    const [a] = skills("Iota");
    const caller = await partner();
    const id = await expert(caller.company_id, "Ida", { skills: [a!] });
    const offered = await gig([a!]);
    const fresh = await gig([a!]);
    await makeCandidate(caller.company_id, offered, id);

    const items = await matchGigsForExpert(caller, id);

    const marks = Object.fromEntries(items.map((m) => [m.gig.id, m.already_offered]));
    expect(marks).toEqual({ [offered]: true, [fresh]: false });
  });

  it("does not find another company's expert, or one that does not exist", async () => {
    const [a] = skills("Kappa");
    await gig([a!]);
    const caller = await partner();
    const other = await partner();
    const theirs = await expert(other.company_id, "Theirs", { skills: [a!] });

    await expect(matchGigsForExpert(caller, theirs)).rejects.toBeInstanceOf(NotFoundError);
    await expect(matchGigsForExpert(caller, "no-such-expert")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await matchGigsForExpert(other, theirs)).toHaveLength(1);
  });
});

describe("bestGigsForBench", () => {
  it("lists the gigs that fit the bench best, each with its best experts", async () => {
    const [a, b, c] = skills("Lambda", "Mu", "Nu");
    const caller = await partner();
    const other = await partner();
    const strong = await gig([a!, b!]);
    const weak = await gig([a!, c!]);
    await gig([a!, b!], { offerDeadlineInDays: -3 });
    await gig(skills("Xi"));
    const both = await expert(caller.company_id, "Both", { skills: [a!, b!] });
    const first = await expert(caller.company_id, "First", { skills: [a!] });
    const late = await expert(caller.company_id, "Late", { skills: [a!, b!], availableInDays: 60 });
    await expert(other.company_id, "Outsider", { skills: [a!, b!, c!] });

    const items = await bestGigsForBench(caller);

    expect(items.map((g) => g.gig.id)).toEqual([strong, weak]);
    expect(items[0]!.experts.map((m) => m.expertId)).toEqual([both, late, first]);
    expect(items[1]!.experts.map((m) => m.expertId)).toEqual([both, first, late]);
    const scores = items[0]!.experts.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it("is empty for a company without experts", async () => {
    await gig(skills("Omicron"));
    expect(await bestGigsForBench(await partner())).toEqual([]);
  });
});

async function slugOf(gigId: number) {
  const row = await getDb()
    .selectFrom("gigs")
    .select("slug")
    .where("id", "=", gigId)
    .executeTakeFirstOrThrow();
  return row.slug;
}

/** The gig page's loader as the user (or a visitor) would load it. */
async function gigPage(gigId: number, userId: string | null, query = "", dialog = false) {
  const slug = await slugOf(gigId);
  const path = `/gigs/${gigId}/${slug}${dialog ? "/offer" : ""}${query}`;
  const request = getRequest(path, userId ? await sessionCookieFor(userId) : "");
  const route = dialog ? offerRoute : gigRoute;
  return routeAnswer(route.loader({ request, params: { id: String(gigId), slug }, context: {} }));
}

describe("the gig page's match box", () => {
  it("shows a partner their matching experts, with reasons and the offer's rate", async () => {
    const [a, b] = skills("Rho", "Sigma");
    const gigId = await gig([a!, b!], { rateMin: 80, rateMax: 110 });
    const caller = await partner();
    const inside = await expert(caller.company_id, "Inside", { skills: [a!, b!] });
    const above = await expert(caller.company_id, "Above", {
      skills: [a!],
      rateExpectation: 120,
    });

    const page = await gigPage(gigId, caller.id);

    expect(page.status).toBe(200);
    const { total, items } = page.data.matches;
    expect(total).toBe(2);
    expect(items.map((m: { expertId: string }) => m.expertId)).toEqual([inside, above]);
    expect(items[0]).toMatchObject({ rate: 95, alreadyOffered: false });
    expect(items[1].rate).toBeNull();
    expect(items[0].reasons.map((r: { code: string }) => r.code)).toEqual([
      "required-skills-all",
      "available-by-start",
      "rate-inside",
    ]);
    expect(items[1].reasons[0].text).toContain("missing");
  });

  it("is not there for visitors, staff or on a closed gig", async () => {
    const [a] = skills("Tau");
    const caller = await partner();
    await expert(caller.company_id, "Someone", { skills: [a!] });
    const open = await gig([a!]);
    const closed = await gig([a!], { offerDeadlineInDays: -1 });
    const staff = await makeStaff();

    expect((await gigPage(open, null)).data.matches).toBeNull();
    expect((await gigPage(open, staff.id)).data.matches).toBeNull();
    expect((await gigPage(closed, caller.id)).data.matches).toBeNull();
    expect((await gigPage(open, caller.id)).data.matches.total).toBe(1);
  });

  it("starts the offer dialog at the expert's rate only when it is inside the range", async () => {
    const [a] = skills("Upsilon");
    const gigId = await gig([a!], { rateMin: 80, rateMax: 110 });
    const caller = await partner();
    const id = await expert(caller.company_id, "Rated", { skills: [a!] });
    const dialog = (query: string) => gigPage(gigId, caller.id, query, true);

    expect((await dialog(`?expert=${id}&rate=95`)).data).toMatchObject({
      chosenExpertId: id,
      rate: 95,
    });
    expect((await dialog(`?expert=${id}&rate=150`)).data.rate).toBeNull();
    expect((await dialog(`?expert=${id}&rate=9x`)).data.rate).toBeNull();
    expect((await dialog(`?expert=${id}`)).data.rate).toBeNull();
  });
});

describe("the overview and the expert dialog", () => {
  it("show the best gigs for the bench and the gigs that fit an expert", async () => {
    const [a] = skills("Phi");
    const caller = await partner();
    const id = await expert(caller.company_id, "Phil", { skills: [a!] });
    const gigId = await gig([a!]);
    const cookie = await sessionCookieFor(caller.id);

    const overview = await routeAnswer(
      overviewRoute.loader({
        request: getRequest("/dashboard/overview", cookie),
        params: {},
        context: {},
      }),
    );
    const dialog = await routeAnswer(
      editRoute.loader({
        request: getRequest(`/dashboard/experts/${id}/edit`, cookie),
        params: { expertId: id },
        context: {},
      }),
    );

    expect(overview.data.bench).toEqual([
      {
        gig: expect.objectContaining({ id: gigId }),
        experts: [{ expertId: id, expertName: "Phil", score: 100, alreadyOffered: false }],
      },
    ]);
    expect(dialog.data.gigs).toEqual([
      { gig: expect.objectContaining({ id: gigId }), score: 100, alreadyOffered: false },
    ]);
  });
});

describe("a freelancer's own information", () => {
  it("lists the open gigs that fit them", async () => {
    const [a] = skills("Chi");
    const c = await makeCompany({ partnerType: "freelancer" });
    const self = await makeExpert(c.companyId, { name: "Freelancer Self", userId: c.userId });
    await getDb()
      .updateTable("experts")
      .set({ rate_expectation: 95 })
      .where("id", "=", self)
      .execute();
    await writeSkills(getDb(), self, [{ key: skillKey(a!), label: a! }]);
    const gigId = await gig([a!]);

    const page = await routeAnswer(
      freelancerRoute.loader({
        request: getRequest("/dashboard/freelancer-information", await sessionCookieFor(c.userId)),
        params: {},
        context: {},
      }),
    );

    expect(page.data.gigs).toEqual([
      { gig: expect.objectContaining({ id: gigId }), score: 100, alreadyOffered: false },
    ]);
  });
});
