import { describe, expect, it } from "vitest";

import { closingLine, tallyTests } from "../../scripts/lib/test-tally.mjs";

const vitestRun = [
  " Test Files  104 passed (104)",
  "      Tests  869 passed | 13 skipped (882)",
  "   Start at  21:40:01",
].join("\n");

const failingVitestRun =
  "\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m867 passed\u001b[39m\u001b[22m\u001b[90m (869)\u001b[39m";

const playwrightRun = [
  "  ✓  438 [pg-js-on] › tests/e2e/staff.spec.ts:21:1 › staff move an offer (3.9s)",
  "",
  "  1 failed",
  "    [js-on] › tests/e2e/smoke.spec.ts:12:1 › home",
  "  27 skipped",
  "  410 passed (11.5m)",
  "npm warn Unknown env config",
].join("\n");

describe("the CI's closing line", () => {
  it("adds up vitest's and Playwright's summaries, including failures and skips", () => {
    const total = tallyTests(
      [vitestRun, vitestRun.replace("869", "1088").replace("13", "4"), playwrightRun].join("\n"),
    );
    expect(total).toEqual({ passed: 869 + 1088 + 410, failed: 1, skipped: 13 + 4 + 27 });
    expect(closingLine(total)).toBe("tests: 2367 passed, 1 failed, 44 skipped");
  });

  it("reads coloured output and counts a run that printed no summary as nothing run", () => {
    expect(tallyTests(failingVitestRun)).toEqual({ passed: 867, failed: 2, skipped: 0 });
    expect(tallyTests("> tsc --noEmit\n> eslint .\n")).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  });

  it("does not take a test's own title for a summary", () => {
    expect(
      tallyTests("  ✓  12 [js-on] › 3 passed checks (1.1s)\n  Test Files  3 passed (3)"),
    ).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  });
});
