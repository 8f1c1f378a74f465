import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import type { CandidateStage } from "~/db/schema";
import { getPartnerNumbers, numbersMonths } from "~/domain/partner-numbers.server";
import { moveCandidate } from "~/domain/pipeline.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCandidate, makeCompany, makeExpert, makeGig, makeStaff } from "../fixtures/factories";

withAppDatabase();

/** A fixed "now": 15 November 2026, so the window is December 2025 to November 2026. */
const NOW = new Date("2026-11-15T10:00:00Z");
const DAY = 86_400_000;

/** A staff move as the audit trail records it (pipeline.server.ts writes the same shape). */
async function recordMove(
  companyId: string,
  candidateId: string,
  at: string,
  from: CandidateStage,
  to: CandidateStage,
) {
  await getDb()
    .insertInto("audit_events")
    .values({
      at,
      actor_user_id: null,
      company_id: companyId,
      action: to === "declined" ? "candidate.declined" : "candidate.moved",
      subject_type: "candidate",
      subject_id: candidateId,
      data: JSON.stringify({ before: { stage: from }, after: { stage: to } }),
      ip: null,
    })
    .execute();
}

const after = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

describe(`partner numbers (${process.env.TEST_ENGINE})`, () => {
  it("takes the last twelve Helsinki months, each from its local midnight", () => {
    const months = numbersMonths(NOW);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2025-12", start: "2025-11-30T22:00:00.000Z" });
    // Summer time: midnight in Helsinki is 21:00 UTC the day before.
    expect(months[6]).toEqual({ month: "2026-06", start: "2026-05-31T21:00:00.000Z" });
    expect(months[11]).toEqual({ month: "2026-11", start: "2026-10-31T22:00:00.000Z" });
    // Half past midnight on 1 December in Helsinki is already December's.
    expect(numbersMonths(new Date("2026-11-30T22:30:00Z"))[11]!.month).toBe("2026-12");
  });

  it("counts offers per month, outcomes and decline reasons of the company's window only", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const gig = await makeGig();
    const offer = async (stage: CandidateStage, createdAt: string, reason?: "GIG_LOST") =>
      makeCandidate(c.companyId, gig, await makeExpert(c.companyId), stage, {
        createdAt,
        declineReason: reason,
      });
    // 1 December 00:30 in Helsinki: December, although it is still November in UTC.
    await offer("waiting-review", "2025-11-30T22:30:00.000Z");
    await offer("accepted", "2026-03-10T08:00:00.000Z");
    await offer("accepted", "2026-03-11T08:00:00.000Z");
    await offer("declined", "2026-03-12T08:00:00.000Z", "GIG_LOST");
    await offer("declined", "2026-11-01T08:00:00.000Z", "GIG_LOST");
    await offer("declined", "2026-11-02T08:00:00.000Z");
    await offer("waiting-customer-decision", "2026-11-14T08:00:00.000Z");
    // Withdrawn by the expert's "I do not agree" (decision 048): declined, with no reason.
    const refused = await offer("declined", "2026-11-15T08:00:00.000Z");
    await getDb()
      .updateTable("candidates")
      .set({ consent: "declined", decline_reason: null, feedback: null })
      .where("id", "=", refused)
      .execute();
    // Before the window (23:30 on 30 November in Helsinki), and another company's.
    await offer("accepted", "2025-11-30T21:30:00.000Z");
    await makeCandidate(other.companyId, gig, await makeExpert(other.companyId), "accepted", {
      createdAt: "2026-11-10T08:00:00.000Z",
    });

    const numbers = await getPartnerNumbers(c.companyId, NOW);
    expect(numbers.since).toBe("2025-11-30T22:00:00.000Z");
    expect(numbers.months.map((m) => m.offers)).toEqual([1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4]);
    expect(numbers.months.map((m) => m.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(numbers.outcomes).toEqual({ won: 2, notWon: 4, inProgress: 2 });
    expect(numbers.winRate).toBeCloseTo(2 / 6);
    expect(numbers.declineReasons).toEqual([
      { reason: "GIG_LOST", count: 2 },
      { reason: "MORE_SUITABLE_CANDIDATE_FOUND", count: 1 },
      { reason: "EXPERT_DECLINED", count: 1 },
    ]);

    const none = await getPartnerNumbers((await makeCompany()).companyId, NOW);
    expect(none.months.every((m) => m.offers === 0)).toBe(true);
    expect(none.winRate).toBeNull();
    expect(none.stageDays.every((s) => s.medianDays === null && s.stays === 0)).toBe(true);
    expect(none.declineReasons).toEqual([]);
  });

  it("takes the median of completed stays in each stage from the audit trail", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const gig = await makeGig();
    const offerAt = async (createdAt: string) =>
      makeCandidate(c.companyId, gig, await makeExpert(c.companyId), "waiting-review", {
        createdAt,
      });
    const start = "2026-09-01T08:00:00.000Z";
    // Three offers wait 2, 4 and 9 days for review (median 4); two of them then spend 1 and 2
    // days as suitable candidates (median 1.5, the mean of the middle two).
    const a = await offerAt(start);
    await recordMove(c.companyId, a, after(start, 2), "waiting-review", "suitable-candidate");
    await recordMove(c.companyId, a, after(start, 3), "suitable-candidate", "ready-to-offer");
    const b = await offerAt(start);
    await recordMove(c.companyId, b, after(start, 4), "waiting-review", "suitable-candidate");
    await recordMove(c.companyId, b, after(start, 6), "suitable-candidate", "declined");
    const d = await offerAt(start);
    await recordMove(c.companyId, d, after(start, 9), "waiting-review", "declined");
    // Still waiting review: no completed stay, so it does not pull the median down.
    await offerAt(after(start, 20));
    // An offer made before the window and moved inside it is left out, as is another company's.
    const old = await offerAt("2025-10-01T08:00:00.000Z");
    await recordMove(c.companyId, old, after(start, 1), "waiting-review", "suitable-candidate");
    const theirs = await makeCandidate(other.companyId, gig, await makeExpert(other.companyId));
    await getDb()
      .updateTable("candidates")
      .set({ created_at: start })
      .where("id", "=", theirs)
      .execute();
    await recordMove(other.companyId, theirs, after(start, 30), "waiting-review", "declined");

    const numbers = await getPartnerNumbers(c.companyId, NOW);
    const days = Object.fromEntries(numbers.stageDays.map((s) => [s.stage, s]));
    expect(days["waiting-review"]).toEqual({
      stage: "waiting-review",
      medianDays: expect.closeTo(4, 5),
      stays: 3,
    });
    expect(days["suitable-candidate"]).toEqual({
      stage: "suitable-candidate",
      medianDays: expect.closeTo(1.5, 5),
      stays: 2,
    });
    expect(days["ready-to-offer"]).toEqual({
      stage: "ready-to-offer",
      medianDays: null,
      stays: 0,
    });
    expect(numbers.stageDays.map((s) => s.stage)).toEqual([
      "waiting-review",
      "suitable-candidate",
      "ready-to-offer",
      "waiting-customer-decision",
    ]);
  });

  it("keeps the numbers until an offer or a stage move of the company changes them", async () => {
    const c = await makeCompany();
    const other = await makeCompany();
    const gig = await makeGig();
    const made = "2026-10-01T08:00:00.000Z";
    const first = await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), undefined, {
      createdAt: made,
    });
    const before = await getPartnerNumbers(c.companyId, NOW);
    expect(await getPartnerNumbers(c.companyId, NOW)).toBe(before);
    // Another company's offer and moves change nothing of this one's.
    const theirs = await makeCandidate(other.companyId, gig, await makeExpert(other.companyId));
    await recordMove(other.companyId, theirs, NOW.toISOString(), "waiting-review", "declined");
    expect(await getPartnerNumbers(c.companyId, NOW)).toBe(before);

    await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), "waiting-review", {
      createdAt: made,
    });
    const offered = await getPartnerNumbers(c.companyId, NOW);
    expect(offered.months.at(-2)!.offers).toBe(2);

    await getDb()
      .updateTable("candidates")
      .set({ stage: "declined", status: "DECLINED", decline_reason: "GIG_LOST" })
      .where("id", "=", first)
      .execute();
    await recordMove(c.companyId, first, after(made, 5), "waiting-review", "declined");
    const moved = await getPartnerNumbers(c.companyId, NOW);
    expect(moved.outcomes).toEqual({ won: 0, notWon: 1, inProgress: 1 });
    expect(moved.stageDays[0]).toMatchObject({ stays: 1, medianDays: expect.closeTo(5, 5) });

    // Ten minutes on, the numbers are computed again whatever the key says.
    const later = new Date(NOW.getTime() + 10 * 60_000);
    expect(await getPartnerNumbers(c.companyId, later)).not.toBe(moved);
  });

  it("reads the stage moves staff make through the pipeline", async () => {
    const c = await makeCompany();
    const gig = await makeGig();
    const staff = await makeStaff();
    const made = new Date(Date.now() - 3 * DAY).toISOString();
    const id = await makeCandidate(c.companyId, gig, await makeExpert(c.companyId), undefined, {
      createdAt: made,
    });
    await moveCandidate(staff, gig, id, { from: "waiting-review", to: "suitable-candidate" });
    const numbers = await getPartnerNumbers(c.companyId);
    const review = numbers.stageDays.find((s) => s.stage === "waiting-review")!;
    expect(review.stays).toBe(1);
    expect(review.medianDays).toBeGreaterThan(2.99);
    expect(review.medianDays).toBeLessThan(3.01);
  });
});
