import { describe, expect, it } from "vitest";
import { describeDbError, isDatabaseUnavailable } from "~/db/errors.server";

describe("database error messages", () => {
  it("says what to fix for common misconfigurations", () => {
    expect(describeDbError({ code: "ECONNREFUSED" })).toMatch(/Cannot reach the PostgreSQL server/);
    expect(describeDbError({ code: "3D000" })).toMatch(/does not exist/);
    expect(describeDbError({ message: "x", cause: { code: "28P01" } })).toMatch(
      /refused the user or password/,
    );
  });

  it("recognises an outage so the request fails fast with 503", () => {
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("syntax error"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
