// `npm test`: every check the project has, run side by side as far as the machine allows, with
// a table of each step's time at the end.
//
// The steps are the npm scripts a developer runs one at a time (`npm run test:e2e`, ...). A step
// starts when the steps it needs have passed and a slot is free; there is one slot more than the
// machine has cores (TEST_JOBS overrides), because the security and unit suites spend about half
// their time waiting on servers, databases and timers. Each step's output is kept and printed
// whole when it ends, so the log reads step by step even though they ran at the same time. Every
// step runs (unless one it needs failed), so one run reports every failure; the exit status is 1
// if any step failed or could not run.
import { spawn } from "node:child_process";
import os from "node:os";

/**
 * In the order they are started when several are ready: the three long suites first (the
 * end-to-end suite, the longest, as soon as the build is there), so that they overlap from the
 * start, and the short checks fill the slots that free up.
 * Steps that start servers use port ranges of their own (docs/testing.md), so they can overlap.
 */
const STEPS = [
  { name: "build", script: "build" },
  { name: "e2e", script: "test:e2e", needs: ["build"] },
  { name: "security", script: "test:security", needs: ["build"] },
  { name: "unit", script: "test:unit" },
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "container", script: "test:container", needs: ["build"] },
  // Its quick runs judge errors and byte budgets, not speed, and wait up to 60 s for an answer,
  // so it shares the machine like the others.
  { name: "bench", script: "test:bench", needs: ["build"] },
];

const slots = Number(process.env.TEST_JOBS) || os.availableParallelism() + 1;
const startedAt = Date.now();
/** @type {Map<string, { status: "running" | "passed" | "failed" | "not run", seconds?: number }>} */
const results = new Map();
const running = new Set();

function ready(step) {
  return (step.needs ?? []).every((name) => results.get(name)?.status === "passed");
}

function blocked(step) {
  return (step.needs ?? []).some((name) =>
    ["failed", "not run"].includes(results.get(name)?.status),
  );
}

function clock() {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function run(step) {
  return new Promise((resolve) => {
    const began = Date.now();
    results.set(step.name, { status: "running" });
    process.stdout.write(`\n[test-all ${clock()}] start ${step.name} (npm run ${step.script})\n`);
    const child = spawn("npm", ["run", step.script], {
      env: { ...process.env, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - began) / 1000;
      const status = code === 0 ? "passed" : "failed";
      results.set(step.name, { status, seconds });
      process.stdout.write(
        `\n[test-all ${clock()}] ---- ${step.name}: ${status}${signal ? ` (${signal})` : ""} in ${seconds.toFixed(0)} s ----\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve();
    });
  });
}

async function main() {
  process.stdout.write(`[test-all] ${STEPS.length} steps, ${slots} at a time\n`);
  for (;;) {
    for (const step of STEPS) {
      if (!results.has(step.name) && blocked(step)) results.set(step.name, { status: "not run" });
    }
    const waiting = STEPS.filter((step) => !results.has(step.name));
    if (waiting.length === 0 && running.size === 0) break;
    for (const step of waiting) {
      if (running.size >= slots) break;
      if (!ready(step)) continue;
      const job = run(step).then(() => {
        running.delete(job);
      });
      running.add(job);
    }
    // Only a step that names a missing step in `needs` can leave nothing to wait for.
    if (running.size === 0) throw new Error("test-all: no step can start; check `needs`");
    await Promise.race(running);
  }
  printTable();
  const failed = [...results.values()].some((result) => result.status !== "passed");
  // Not process.exit(): into a pipe (CI's tee) it dropped the table still being written.
  process.exitCode = failed ? 1 : 0;
}

function printTable() {
  const rows = STEPS.map((step) => {
    const result = results.get(step.name);
    const time = result?.seconds === undefined ? "-" : `${result.seconds.toFixed(0)} s`;
    return `  ${step.name.padEnd(10)} ${result?.status.padEnd(8)} ${time.padStart(7)}`;
  });
  process.stdout.write(
    `\n[test-all] step       result      time\n${rows.join("\n")}\n` +
      `  ${"total".padEnd(10)} ${"".padEnd(8)} ${`${((Date.now() - startedAt) / 1000).toFixed(0)} s`.padStart(7)} (${slots} at a time)\n`,
  );
}

await main();
