// Adds up what the test runners of one `npm test` run printed (vitest's "Tests  N passed | M
// skipped (T)" and Playwright's "N passed (1.2m)" / "N failed" / "N skipped") into one plain
// closing line, "tests: N passed, F failed, S skipped". Neither runner's own summary is a line
// that CI's reader recognises, so without this a green run read as one that ran no test.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const ANSI = /\u001b\[[0-9;]*m/g;

/** @param {string} output */
export function tallyTests(output) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  let pendingPlaywright = null;
  for (const raw of output.split(/\r?\n/)) {
    const line = raw.replace(ANSI, "").trim();
    const vitest = /^Tests\s+(.+?)\s+\(\d+\)$/.exec(line);
    if (vitest) {
      for (const part of vitest[1].split("|")) {
        const m = /(\d+)\s+(passed|failed|skipped|todo)/.exec(part);
        if (m) total[m[2] === "todo" ? "skipped" : m[2]] += Number(m[1]);
      }
      continue;
    }
    // Playwright closes with one count a line: "27 skipped", "2 failed", "411 passed (11.5m)".
    const playwright =
      /^(\d+)\s+(passed|failed|skipped|flaky|did not run)(\s+\([\d.]+m?s?\w*\))?$/.exec(line);
    if (playwright) {
      const n = Number(playwright[1]);
      const kind = playwright[2];
      pendingPlaywright ??= { passed: 0, failed: 0, skipped: 0 };
      if (kind === "passed") pendingPlaywright.passed += n;
      else if (kind === "failed" || kind === "flaky") pendingPlaywright.failed += n;
      else pendingPlaywright.skipped += n;
      continue;
    }
    if (pendingPlaywright && line === "") continue;
    if (pendingPlaywright) {
      for (const key of Object.keys(total)) total[key] += pendingPlaywright[key];
      pendingPlaywright = null;
    }
  }
  if (pendingPlaywright) for (const key of Object.keys(total)) total[key] += pendingPlaywright[key];
  return total;
}

/** @param {{ passed: number, failed: number, skipped: number }} total */
export function closingLine(total) {
  return `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node scripts/lib/test-tally.mjs <log of npm test>");
    process.exit(2);
  }
  console.log(closingLine(tallyTests(readFileSync(file, "utf8"))));
}
