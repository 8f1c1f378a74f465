import { describe, expect, it } from "vitest";
import type { GigStatus } from "~/db/schema";
import {
  earlierRates,
  EARLIER_RATES,
  similarGigRates,
} from "~/domain/matching/rate-insight.server";
import type { Partner } from "~/domain/shared/actor";
import { getDb } from "~/db/db.server";
import * as offerRoute from "~/routes/_public+/gigs.$id.$slug.offer";
import { getRequest, sessionCookieFor } from "../fixtures/cv/requests";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig } from "../fixtures/factories";

withAppDatabase();

/*
 * The offer form's rate insight (decision 044): figures from similar closed gigs only with at
 * least five offers from at least three partners, and an expert's earlier rates only for the
 * expert's own company. Each test names its own skills, so no other test's gigs are similar.
 */

let serial = 0;
const skill = (label: string) => `${label} ${Date.now().toString(36)}-${++serial}`;

/** A fresh skill pair: the main skills of the gig the offer form is for. */
function mainSkills() {
  return [skill("Kotlin"), skill("Ktor")] as const;
}

async function partner(partnerType: Partner["partner_type"] = "company") {
  const c = await makeCompany({ partnerType });
  const actor: Partner = { id: c.userId, company_id: c.companyId, partner_type: partnerType };
  return actor;
}

let minute = 0;
/** Offers on `gigId` at each rate, each by a new expert of the partner, later than the last. */
async function offers(actor: Partner, gigId: number, rates: number[]) {
  for (const rate of rates) {
    const expertId = await makeExpert(actor.company_id);
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, ++minute)).toISOString();
    await makeCandidate(actor.company_id, gigId, expertId, "waiting-review", { rate, createdAt });
  }
}

function gig(
  requiredSkills: readonly string[],
  options: { status?: GigStatus; offerDeadlineInDays?: number; nice?: string[] } = {},
) {
  return makeGig({
    status: options.status ?? "won",
    offerDeadlineInDays: options.offerDeadlineInDays ?? -30,
    requiredSkills: [...requiredSkills],
    niceToHaveSkills: options.nice,
  });
}

async function subject(skills: readonly string[]) {
  const id = await gig(skills, { status: "accepting-proposals", offerDeadlineInDays: 10 });
  return { id, requiredSkills: skills };
}

describe("similarGigRates", () => {
  it("is hidden with four offers, even from four partners", async () => {
    const skills = mainSkills();
    const closed = await gig(skills);
    for (const rate of [80, 90, 100, 110]) await offers(await partner(), closed, [rate]);
    expect(await similarGigRates(await subject(skills))).toBeNull();
  });

  it("is hidden with five offers from two partners", async () => {
    const skills = mainSkills();
    const closed = await gig(skills);
    await offers(await partner(), closed, [80, 90, 100]);
    await offers(await partner(), closed, [110, 120]);
    expect(await similarGigRates(await subject(skills))).toBeNull();
  });

  it("shows the quartiles and median of five offers from three partners", async () => {
    const skills = mainSkills();
    const [first, second] = [await gig(skills), await gig(skills, { status: "lost" })];
    await offers(await partner(), first, [80, 90]);
    await offers(await partner(), second, [100, 110]);
    await offers(await partner(), first, [120]);
    expect(await similarGigRates(await subject(skills))).toEqual({
      low: 90,
      median: 100,
      high: 110,
    });
  });

  it("interpolates between ranks and rounds to whole euros", async () => {
    const skills = mainSkills();
    const closed = await gig(skills);
    await offers(await partner(), closed, [130, 80]);
    await offers(await partner(), closed, [100, 85]);
    await offers(await partner(), closed, [110, 90]);
    // 80 85 90 100 110 130: ranks 1.25, 2.5 and 3.75 (from 0)
    expect(await similarGigRates(await subject(skills))).toEqual({
      low: 86,
      median: 95,
      high: 108,
    });
  });

  it("counts the caller's own offers, but never shows them alone or beside one other partner", async () => {
    const skills = mainSkills();
    const closed = await gig(skills);
    const caller = await partner();
    await offers(caller, closed, [200, 200, 200, 200, 200]);
    const gigOfForm = await subject(skills);
    expect(await similarGigRates(gigOfForm)).toBeNull();
    await offers(await partner(), closed, [100]);
    expect(await similarGigRates(gigOfForm)).toBeNull();
    await offers(await partner(), closed, [100]);
    // 100 100 200 200 200 200 200: the caller's rates are in the figures
    expect(await similarGigRates(gigOfForm)).toEqual({ low: 150, median: 200, high: 200 });
  });

  it("reads only closed gigs: an open gig's offers do not count, a passed deadline closes", async () => {
    const skills = mainSkills();
    const open = await gig(skills, { status: "accepting-proposals", offerDeadlineInDays: 5 });
    const passed = await gig(skills, { status: "accepting-proposals", offerDeadlineInDays: -1 });
    for (const rate of [90, 95, 100]) await offers(await partner(), open, [rate, rate]);
    const gigOfForm = await subject(skills);
    expect(await similarGigRates(gigOfForm)).toBeNull();
    for (const rate of [90, 100, 110]) await offers(await partner(), passed, [rate, rate]);
    expect(await similarGigRates(gigOfForm)).toEqual({ low: 93, median: 100, high: 108 });
  });

  it("takes gigs that list both main skills, in either list, and ignores further skills", async () => {
    const [a, b] = mainSkills();
    const third = skill("Spring");
    const withBoth = await gig([b, a, skill("Other")]);
    const asNiceToHave = await gig([a], { nice: [b] });
    const onlyFirst = await gig([a, third]);
    await offers(await partner(), withBoth, [100]);
    await offers(await partner(), asNiceToHave, [100, 100]);
    await offers(await partner(), withBoth, [100, 100]);
    // Without these the figures would come out lower.
    for (const rate of [10, 10, 10]) await offers(await partner(), onlyFirst, [rate]);
    expect(await similarGigRates(await subject([a, b, third]))).toEqual({
      low: 100,
      median: 100,
      high: 100,
    });
  });

  it("needs a required skill to compare by", async () => {
    expect(await similarGigRates({ id: 1, requiredSkills: [] })).toBeNull();
    expect(await similarGigRates({ id: 1, requiredSkills: ["  "] })).toBeNull();
  });

  it("compares by one skill when the gig requires one", async () => {
    const only = skill("Elixir");
    const closed = await gig([only, skill("Phoenix")]);
    for (let i = 0; i < 3; i++) await offers(await partner(), closed, [100, 120]);
    expect(await similarGigRates(await subject([only]))).toEqual({
      low: 100,
      median: 110,
      high: 120,
    });
  });
});

describe("earlierRates", () => {
  async function expertWithOffers(actor: Partner, rates: number[], userId?: string) {
    const expertId = await makeExpert(actor.company_id, { userId });
    for (const rate of rates) {
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, ++minute)).toISOString();
      await makeCandidate(actor.company_id, await makeGig(), expertId, "declined", {
        rate,
        createdAt,
      });
    }
    return expertId;
  }

  it("lists the expert's rates on other gigs, the latest first and each once", async () => {
    const actor = await partner();
    const expertId = await expertWithOffers(actor, [90, 100, 100, 110]);
    const here = await makeGig();
    await makeCandidate(actor.company_id, here, expertId, "waiting-review", {
      rate: 130,
      createdAt: new Date(Date.UTC(2026, 5, 1)).toISOString(),
    });
    expect(await earlierRates(actor, expertId, here)).toEqual([110, 100, 90]);
    expect(await earlierRates(actor, expertId)).toEqual([130, 110, 100, 90]);
  });

  it(`shows at most ${EARLIER_RATES}`, async () => {
    const actor = await partner();
    const expertId = await expertWithOffers(actor, [70, 75, 80, 85, 90, 95, 100]);
    expect(await earlierRates(actor, expertId)).toEqual([100, 95, 90, 85, 80]);
  });

  it("shows nothing for another company's expert, nor without an expert", async () => {
    const theirs = await expertWithOffers(await partner(), [120]);
    const actor = await partner();
    expect(await earlierRates(actor, theirs)).toEqual([]);
    expect(await earlierRates(actor, null)).toEqual([]);
  });

  it("shows a freelancer their own rates, whatever expert is asked for", async () => {
    const other = await partner();
    const theirs = await expertWithOffers(other, [150]);
    const freelancer = await partner("freelancer");
    await expertWithOffers(freelancer, [85, 95], freelancer.id);
    expect(await earlierRates(freelancer, null)).toEqual([95, 85]);
    expect(await earlierRates(freelancer, theirs)).toEqual([95, 85]);
  });
});

describe("the offer form", () => {
  async function openForm(actor: Partner, gigId: number, expert?: string) {
    const { slug } = await getDb()
      .selectFrom("gigs")
      .select("slug")
      .where("id", "=", gigId)
      .executeTakeFirstOrThrow();
    const query = expert === undefined ? "" : `?expert=${encodeURIComponent(expert)}`;
    const request = getRequest(
      `/gigs/${gigId}/${slug}/offer${query}`,
      await sessionCookieFor(actor.id),
    );
    return offerRoute.loader({ request, params: { id: String(gigId), slug }, context: {} });
  }

  it("chooses the company's own expert by the address and shows that expert's earlier rates", async () => {
    const actor = await partner();
    const expertId = await makeExpert(actor.company_id);
    await makeCandidate(actor.company_id, await makeGig(), expertId, "declined", { rate: 104 });
    const gigId = await makeGig();
    expect(await openForm(actor, gigId, expertId)).toMatchObject({
      chosenExpertId: expertId,
      earlier: [104],
      market: null,
    });
    expect(await openForm(actor, gigId)).toMatchObject({ chosenExpertId: null, earlier: [] });
  });

  it("shows nothing of another company's expert, or of an id that is none", async () => {
    const other = await partner();
    const theirs = await makeExpert(other.company_id);
    await makeCandidate(other.company_id, await makeGig(), theirs, "declined", { rate: 150 });
    const actor = await partner();
    const gigId = await makeGig();
    for (const asked of [theirs, "", "x".repeat(200), "' or 1=1 --"])
      expect(await openForm(actor, gigId, asked)).toMatchObject({
        chosenExpertId: null,
        earlier: [],
      });
  });
});
