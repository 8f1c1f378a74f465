import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard/experts", "/dashboard/experts"],
    ["/gigs?page=2#top", "/gigs?page=2#top"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirectPath(input, "/fallback")).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\t/evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "dashboard",
    "",
    null,
    42,
    "/\u0000x",
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input, "/fallback")).toBe("/fallback");
  });
});
