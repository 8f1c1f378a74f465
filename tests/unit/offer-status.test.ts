import { describe, expect, it } from "vitest";
import { CANDIDATE_STAGES } from "~/db/schema";
import { lockReasonOf, offerBadge, summariseOffers, tagOf } from "~/validation/offer-status";

describe("one badge per offer (decision 035)", () => {
  it("reads the stage in its tag's colour for every status/stage pair staff make", () => {
    const pairs = [
      ["REVIEW", "waiting-review", "pending"],
      ["REVIEW", "suitable-candidate", "pending"],
      ["REVIEW", "ready-to-offer", "pending"],
      ["OFFERED", "waiting-customer-decision", "pending"],
      ["ACCEPTED", "accepted", "accepted"],
      ["DECLINED", "declined", "declined"],
    ] as const;
    for (const [status, stage, tone] of pairs)
      expect(offerBadge(status, stage)).toEqual({ tone, label: { kind: "stage", key: stage } });
    expect(pairs.map(([, stage]) => stage).sort()).toEqual([...CANDIDATE_STAGES].sort());
  });

  it("lets the status win over a stage that is not its own", () => {
    // The demo data once had OFFERED offers at "Ready to offer", a REVIEW stage.
    expect(offerBadge("OFFERED", "ready-to-offer")).toEqual({
      tone: "pending",
      label: { kind: "stage", key: "waiting-customer-decision" },
    });
    expect(offerBadge("DECLINED", "waiting-review")).toEqual({
      tone: "declined",
      label: { kind: "stage", key: "declined" },
    });
    // REVIEW has three stages: the tag's word rather than a guess.
    expect(offerBadge("REVIEW", "accepted")).toEqual({
      tone: "pending",
      label: { kind: "tag", key: "pending" },
    });
    expect(tagOf("OFFERED")).toBe("pending");
  });

  it("gives a lock's reason only where Edit and Remove are gone", () => {
    expect(lockReasonOf("REVIEW")).toBeNull();
    expect(lockReasonOf("OFFERED")).toBe("withCustomer");
    expect(lockReasonOf("ACCEPTED")).toBe("decided");
    expect(lockReasonOf("DECLINED")).toBe("decided");
  });

  it("summarises a gig's offers as accepted, pending, declined and the first feedback", () => {
    expect(
      summariseOffers([
        { id: "a", status: "DECLINED", hasFeedback: false },
        { id: "b", status: "REVIEW", hasFeedback: false },
        { id: "c", status: "DECLINED", hasFeedback: true },
        { id: "d", status: "OFFERED", hasFeedback: false },
        { id: "e", status: "DECLINED", hasFeedback: true },
      ]),
    ).toEqual({
      counts: [
        { tone: "pending", count: 2 },
        { tone: "declined", count: 3 },
      ],
      feedbackOf: "c",
    });
    expect(summariseOffers([{ id: "x", status: "ACCEPTED", hasFeedback: false }])).toEqual({
      counts: [{ tone: "accepted", count: 1 }],
      feedbackOf: null,
    });
  });
});
