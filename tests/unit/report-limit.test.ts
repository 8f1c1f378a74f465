import { describe, expect, it } from "vitest";
import { errorFingerprint } from "~/server/observability/error-log.server";
import { createReportLimiter } from "~/server/observability/report-limit.server";

const LIMITS = { perFingerprint: 3, total: 5, windowMs: 60_000, maxFingerprints: 4 };

function clock(start = Date.parse("2030-01-07T06:00:00Z")) {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

describe("the error-report limit", () => {
  it("admits a few reports of one fingerprint per window and counts the rest", () => {
    const time = clock();
    const limiter = createReportLimiter(LIMITS, time.now);
    const admitted = Array.from({ length: 100 }, () => limiter.admit("500|Error|boom")).filter(
      Boolean,
    );
    expect(admitted).toHaveLength(3);
    // Nothing is summarised before the window ends (unless asked for everything).
    expect(limiter.takeHeldBack()).toEqual([]);
    time.advance(60_000);
    expect(limiter.admit("500|Error|boom")).toBe(true);
    expect(limiter.takeHeldBack()).toEqual([
      { fingerprint: "500|Error|boom", count: 97, since: "2030-01-07T06:00:00.000Z" },
    ]);
    expect(limiter.takeHeldBack()).toEqual([]);
  });

  it("holds a ceiling for all fingerprints together, and bounds how many it tracks", () => {
    const limiter = createReportLimiter({ ...LIMITS, maxFingerprints: 8 }, clock().now);
    const admitted = Array.from({ length: 50 }, (_, i) => limiter.admit(`fingerprint ${i}`));
    expect(admitted.filter(Boolean)).toHaveLength(5);
    const held = limiter.takeHeldBack({ all: true });
    expect(held.map((h) => [h.fingerprint, h.count])).toEqual([
      ["fingerprint 5", 1],
      ["fingerprint 6", 1],
      ["fingerprint 7", 1],
      ["(other fingerprints)", 42],
    ]);
    expect(held.reduce((sum, h) => sum + h.count, 0)).toBe(45);
  });

  it("fingerprints failures by kind, message shape and place, not by the client's path or values", () => {
    const thrown = (message: string) => {
      try {
        throw new TypeError(message);
      } catch (error) {
        return error;
      }
    };
    const a = thrown('Invalid value "abc" for 12');
    const b = thrown('Invalid value "xyz" for 9999');
    expect(errorFingerprint(a)).toBe(errorFingerprint(b));
    expect(errorFingerprint(a)).not.toBe(errorFingerprint(new TypeError("another failure")));
    expect(errorFingerprint(new Response(null, { status: 403 }))).toMatch(/^403\|/);
  });
});
