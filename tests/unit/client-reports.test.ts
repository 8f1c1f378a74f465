import { describe, expect, it, vi } from "vitest";

// A fresh module per test: the queue and the reporter are module state.
async function fresh() {
  vi.resetModules();
  return import("~/telemetry/client-reports");
}

describe("browser error reports before the SDK is loaded", () => {
  it("loads the reporter at the first error, not before, and hands it the waiting errors", async () => {
    const reports = await fresh();
    const load = vi.fn();
    reports.setReporterLoader(load);
    expect(load).not.toHaveBeenCalled();
    reports.reportClientError(new Error("first"));
    reports.reportClientError(new Error("second"));
    expect(load).toHaveBeenCalled();
    const seen: unknown[] = [];
    reports.setClientReporter((error) => seen.push((error as Error).message));
    reports.reportClientError(new Error("third"));
    expect(seen).toEqual(["first", "second", "third"]);
  });

  it("keeps errors that came before reporting was configured, and keeps at most ten", async () => {
    const reports = await fresh();
    for (let i = 0; i < 12; i++) reports.reportClientError(i);
    const load = vi.fn();
    reports.setReporterLoader(load);
    expect(load).toHaveBeenCalledTimes(1);
    const seen: unknown[] = [];
    reports.setClientReporter((error) => seen.push(error));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
