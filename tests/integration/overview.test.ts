import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import {
  ATTENTION_LIMIT,
  countOffersByStage,
  forgetMatchingGigs,
  getOnboarding,
  listMatchingOpenGigs,
  listNeedsAttention,
} from "~/domain/dashboard.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig } from "../fixtures/factories";

withAppDatabase();
beforeEach(() => forgetMatchingGigs());

async function setCapabilities(companyId: string, ids: number[]) {
  await getDb().deleteFrom("company_capabilities").where("company_id", "=", companyId).execute();
  if (ids.length)
    await getDb()
      .insertInto("company_capabilities")
      .values(ids.map((capability_id) => ({ company_id: companyId, capability_id })))
      .execute();
}

describe(`overview (${process.env.TEST_ENGINE})`, () => {
  it("ticks the onboarding steps as the company completes them, and only its own", async () => {
    const c = await makeCompany({ businessId: null, website: null });
    const other = await makeCompany();
    const done = async () => (await getOnboarding(c.companyId)).map((s) => s.done);
    expect(await done()).toEqual([false, false, false]);

    await getDb()
      .updateTable("companies")
      .set({ website: "https://example.fi" })
      .where("id", "=", c.companyId)
      .execute();
    await setCapabilities(c.companyId, [1]);
    // A Finnish company needs its business ID too.
    expect(await done()).toEqual([false, false, false]);
    await getDb()
      .updateTable("companies")
      .set({ business_id: "1572860-0" })
      .where("id", "=", c.companyId)
      .execute();
    expect(await done()).toEqual([true, false, false]);

    // An expert without a CV is not enough; another company's expert and offer do not count.
    await makeExpert(c.companyId, { cv: null });
    const othersExpert = await makeExpert(other.companyId);
    await makeCandidate(other.companyId, await makeGig(), othersExpert, "waiting-review");
    expect(await done()).toEqual([true, false, false]);
    const expert = await makeExpert(c.companyId);
    expect(await done()).toEqual([true, true, false]);
    await makeCandidate(c.companyId, await makeGig(), expert, "waiting-review");
    expect(await done()).toEqual([true, true, true]);
  });

  it("counts the company's offers by stage, and no one else's", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const gig = await makeGig();
    await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), "waiting-review");
    await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), "waiting-review");
    await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), "declined");
    await makeCandidate(other.companyId, gig, await makeExpert(other.companyId), "accepted");
    expect(await countOffersByStage(c.companyId)).toEqual({
      "waiting-review": 2,
      "suitable-candidate": 0,
      "ready-to-offer": 0,
      "waiting-customer-decision": 0,
      accepted: 0,
      declined: 1,
    });
  });

  it("needs attention: offers in review near the deadline and recent declines with feedback", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const expert = () => makeExpert(c.companyId);
    const soon = await makeGig({ title: "Soon gig", offerDeadlineInDays: 2 });
    const later = await makeGig({ title: "Later gig", offerDeadlineInDays: 6 });
    const past = await makeGig({ title: "Past gig", offerDeadlineInDays: -2 });
    const soonReview = await makeCandidate(c.companyId, soon, await expert(), "suitable-candidate");
    await makeCandidate(c.companyId, soon, await expert(), "waiting-customer-decision");
    await makeCandidate(c.companyId, later, await expert(), "waiting-review");
    await makeCandidate(c.companyId, past, await expert(), "waiting-review");
    await makeCandidate(other.companyId, soon, await makeExpert(other.companyId));
    const recentDecline = await makeCandidate(c.companyId, past, await expert(), "declined");
    const oldDecline = await makeCandidate(c.companyId, later, await expert(), "declined");
    await getDb()
      .updateTable("candidates")
      .set({ updated_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where("id", "=", oldDecline)
      .execute();
    const noFeedback = await makeCandidate(c.companyId, soon, await expert(), "declined");
    await getDb()
      .updateTable("candidates")
      .set({ feedback: null })
      .where("id", "=", noFeedback)
      .execute();

    const items = await listNeedsAttention(c.companyId);
    expect(items.map((i) => [i.kind, i.candidateId])).toEqual([
      ["deadline", soonReview],
      ["feedback", recentDecline],
    ]);
    expect(items[0]).toMatchObject({ gigTitle: "Soon gig", gigId: soon });
    expect(await listNeedsAttention(other.companyId)).toMatchObject([
      { kind: "deadline", gigId: soon },
    ]);
  });

  it("lists at most ATTENTION_LIMIT of each kind, the newest declines first", async () => {
    const c = await makeCompany();
    const gig = await makeGig({ title: "Busy gig", status: "lost" });
    const declines: string[] = [];
    for (let n = 0; n < ATTENTION_LIMIT + 3; n++) {
      const id = await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), "declined");
      await getDb()
        .updateTable("candidates")
        .set({ updated_at: new Date(Date.now() - (n + 1) * 3_600_000).toISOString() })
        .where("id", "=", id)
        .execute();
      declines.push(id);
    }
    const items = await listNeedsAttention(c.companyId);
    expect(items.map((i) => i.candidateId)).toEqual(declines.slice(0, ATTENTION_LIMIT));
  });

  it("matches newest open gigs to the company's capabilities, else falls back to the newest", async () => {
    const c = await makeCompany();
    const embedded = await makeGig({ title: "Embedded firmware specialist" });
    await makeGig({ title: "Embedded but closed", status: "won" });
    const plain = await makeGig({ title: "Office coordinator" });

    await setCapabilities(c.companyId, [14]); // embedded-systems
    const matched = await listMatchingOpenGigs(c.companyId, { limit: 10 });
    expect(matched.fallback).toBe(false);
    expect(matched.items.map((g) => g.id)).toEqual([embedded]);

    await setCapabilities(c.companyId, []);
    const fallback = await listMatchingOpenGigs(c.companyId, { limit: 50 });
    expect(fallback.fallback).toBe(true);
    expect(fallback.items.map((g) => g.id)).toEqual(expect.arrayContaining([embedded, plain]));
    expect(fallback.items.every((g) => g.isOpen)).toBe(true);
  });

  it("matches any capability's words in one list: every word of a phrase, newest first, only open published gigs", async () => {
    const c = await makeCompany();
    // business-consulting ("business analyst", "consultant") and digital-marketing ("marketing").
    await setCapabilities(c.companyId, [15, 16]);
    const analyst = await makeGig({ title: "Business analyst for a retail chain" });
    await makeGig({ title: "Business intelligence lead" }); // "business" alone is not the phrase
    await makeGig({ title: "Marketing consultant draft", published: false });
    await makeGig({ title: "Marketing lead, deadline passed", offerDeadlineInDays: -1 });
    await makeGig({ title: "Consultant on hold", status: "waiting" });
    const marketing = await makeGig({ title: "Marketing automation specialist" });
    const consultant = await makeGig({ title: "SAP consultants wanted" }); // a prefix matches

    const all = await listMatchingOpenGigs(c.companyId, { limit: 10 });
    expect(all.fallback).toBe(false);
    expect(all.items.map((g) => g.id)).toEqual([consultant, marketing, analyst]);
    expect(all.items.every((g) => g.isOpen)).toBe(true);

    const two = await listMatchingOpenGigs(c.companyId, { limit: 2 });
    expect(two.items.map((g) => g.id)).toEqual([consultant, marketing]);
  });

  it("keeps a keyword set's matches for a minute, shared by companies with the same capabilities", async () => {
    const first = await makeCompany();
    const second = await makeCompany();
    await setCapabilities(first.companyId, [13]); // mobile-development
    await setCapabilities(second.companyId, [13]);
    const now = new Date();
    const older = await makeGig({ title: "Android developer for a bank" });
    expect((await listMatchingOpenGigs(first.companyId, { now })).items.map((g) => g.id)).toEqual([
      older,
    ]);

    const newer = await makeGig({ title: "iOS lead" });
    const within = new Date(now.getTime() + 59_000);
    expect(
      (await listMatchingOpenGigs(second.companyId, { now: within })).items.map((g) => g.id),
    ).toEqual([older]);
    const after = new Date(now.getTime() + 60_000);
    expect(
      (await listMatchingOpenGigs(second.companyId, { now: after })).items.map((g) => g.id),
    ).toEqual([newer, older]);

    // A gig unpublished meanwhile leaves the list at once: the rows are read fresh.
    await getDb().updateTable("gigs").set({ published: 0 }).where("id", "=", older).execute();
    expect(
      (await listMatchingOpenGigs(first.companyId, { now: after })).items.map((g) => g.id),
    ).toEqual([newer]);
  });
});
