import { describe, expect, it } from "vitest";
import { hitRateLimit, RATE_LIMITS, resetRateLimit } from "~/domain/shared/rate-limit.server";
import { withAppDatabase } from "../fixtures/db";

withAppDatabase();

describe(`database rate limits (${process.env.TEST_ENGINE})`, () => {
  it("allows up to the limit in a window, then refuses, then allows again in the next window", async () => {
    const { limit, windowMs } = RATE_LIMITS.resetPerEmail;
    const start = new Date("2026-05-01T10:00:00Z");
    for (let i = 0; i < limit; i++)
      expect(await hitRateLimit("resetPerEmail", "A@example.com", start)).toBe(true);
    expect(await hitRateLimit("resetPerEmail", "a@example.com", start)).toBe(false);
    // Another subject has its own budget.
    expect(await hitRateLimit("resetPerEmail", "b@example.com", start)).toBe(true);
    const later = new Date(start.getTime() + windowMs + 1000);
    expect(await hitRateLimit("resetPerEmail", "a@example.com", later)).toBe(true);
  });

  it("counts concurrent attempts exactly", async () => {
    const { limit } = RATE_LIMITS.signInPerEmail;
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        hitRateLimit("signInPerEmail", "race@example.com", now),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(limit);
    await resetRateLimit("signInPerEmail", "race@example.com");
    expect(await hitRateLimit("signInPerEmail", "race@example.com", now)).toBe(true);
  });

  it("counts an IPv6 client's whole /64 as one address in the per-address limits", async () => {
    const { limit } = RATE_LIMITS.newsletterPerIp;
    const now = new Date();
    for (let i = 1; i <= limit; i++)
      expect(await hitRateLimit("newsletterPerIp", `2001:db8:7:8::${i.toString(16)}`, now)).toBe(
        true,
      );
    expect(await hitRateLimit("newsletterPerIp", "2001:db8:7:8:ffff:1:2:3", now)).toBe(false);
    expect(await hitRateLimit("newsletterPerIp", "2001:DB8:7:8::abc", now)).toBe(false);
    // The next /64 and IPv4 addresses keep their own budgets.
    expect(await hitRateLimit("newsletterPerIp", "2001:db8:7:9::1", now)).toBe(true);
    expect(await hitRateLimit("newsletterPerIp", "192.0.2.1", now)).toBe(true);
  });
});
