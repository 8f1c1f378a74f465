import { describe, expect, it } from "vitest";
import { prefersCsv } from "~/api/accept.server";

const asking = (accept?: string) =>
  prefersCsv(
    new Request("http://localhost/api/my-gigs", accept ? { headers: { Accept: accept } } : {}),
  );

describe("prefersCsv", () => {
  it("takes CSV only when it is asked for above JSON", () => {
    expect(asking("text/csv")).toBe(true);
    expect(asking("text/csv; charset=utf-8")).toBe(true);
    expect(asking("application/json;q=0.5, text/csv")).toBe(true);
    expect(asking("text/*")).toBe(true);
    expect(asking("TEXT/CSV")).toBe(true);
  });

  it("keeps JSON, the default, without Accept, on a tie, for wildcards and for nonsense", () => {
    expect(asking()).toBe(false);
    expect(asking("*/*")).toBe(false);
    expect(asking("application/json")).toBe(false);
    expect(asking("text/csv, application/json")).toBe(false);
    expect(asking("text/csv;q=0, */*")).toBe(false);
    expect(asking("text/csv;q=0.4, */*;q=0.5")).toBe(false);
    expect(asking("text/csv;q=2")).toBe(false);
    expect(asking("garbage")).toBe(false);
  });

  it("lets the most specific range decide a type's quality", () => {
    expect(asking("text/*;q=0.1, text/csv, application/json;q=0.9")).toBe(true);
    expect(asking("text/csv;q=0.1, */*")).toBe(false);
  });
});
