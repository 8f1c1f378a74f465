import { describe, expect, it, vi } from "vitest";
import { logger } from "~/utils/logger.server";
import { expectLogged, keptLogLines } from "../fixtures/logs";

// tests/fixtures/logs.ts keeps a test's expected error lines out of the run's output.
describe("expected log lines", () => {
  it("keeps an expected line back and still writes an unexpected one", () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expectLogged(/^mail not sent$/);
    logger.error("mail not sent", { via: "smtp" });
    logger.error("something else broke");
    const written = stderr.mock.calls.map(([chunk]) => String(chunk));
    stderr.mockRestore();
    expect(keptLogLines()).toEqual([
      { level: "error", message: "mail not sent", fields: { via: "smtp" } },
    ]);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({
      level: "error",
      message: "something else broke",
    });
  });

  it("starts every test with nothing expected", () => {
    expect(keptLogLines()).toEqual([]);
  });
});
