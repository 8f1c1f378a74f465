import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard/experts", "/dashboard/experts"],
    ["/gigs?page=2#top", "/gigs?page=2#top"],
    ["/a/./b/../c", "/a/c"],
    ["/gigs?next=//elsewhere", "/gigs?next=//elsewhere"],
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
    // Resolve to a protocol-relative path once the dot segments are gone.
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    // Decode to one.
    "/./%2F/evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%2e//evil.example",
    "/%2E%2e//evil.example",
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input, "/fallback")).toBe("/fallback");
  });
});
