import { expect, it } from "vitest";
import { SLOWDOWN_FIRST_MS, SLOWDOWN_MAX_MS, slowdownMs } from "~/auth/sign-in-throttle.server";

it("holds no attempt within the account's limit back, then doubles up to a few seconds", () => {
  expect([0, 1, 10].map((n) => slowdownMs(n, 10))).toEqual([0, 0, 0]);
  expect([11, 12, 13].map((n) => slowdownMs(n, 10))).toEqual([
    SLOWDOWN_FIRST_MS,
    2 * SLOWDOWN_FIRST_MS,
    4 * SLOWDOWN_FIRST_MS,
  ]);
  expect(slowdownMs(1_000_000, 10)).toBe(SLOWDOWN_MAX_MS);
  expect(SLOWDOWN_MAX_MS).toBeLessThanOrEqual(5_000);
});
