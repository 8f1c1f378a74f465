// Page benchmark: the production build against the framework's own floor, side by side.
//
//   npm run bench                         10,000 gigs on SQLite (and on PostgreSQL when
//                                         TEST_DATABASE_URL is set); 10 s per run, public pages at
//                                         50 connections, dashboard pages at 10
//   BENCH_GROWTH=1 npm run bench          also the growth size (100,000 gigs, 2,000 companies,
//                                         50,000 experts, 1,000,000 offers) and each page's median
//                                         against the 10,000-gig run (target: at most 1.5x)
//   BENCH_BEFORE=/path npm run bench      also an earlier build (a directory with its build/ and
//                                         public/) on a copy of the same SQLite data, in the same run
//   BENCH_PAGES=dashboard npm run bench   only the pages whose path contains one of these words
//                                         (comma-separated); no first visits or Lighthouse then
//   BENCH_QUICK=1 npm run bench           CI's short version: small data, SQLite, three requests per
//                                         connection per run, no floor; exits 1
//                                         only on errors and on the first-visit weight budget
//
// Each database is prepared by scripts/bench/prepare.ts (demo seed, benchmark data, a session for
// the big company). The app runs as `remix-serve build/index.js`; the floor app (bench/floor) is a
// bare Remix route rendering the same number of bytes from memory (scripts/bench/floor-size.ts picks
// its card count for each page and the table shows what it weighed). Each page is loaded with
// autocannon (each run after a warm-up of BENCH_WARMUP_SECONDS, 2, at the same connections), then (public pages) again with `Cache-Control: no-cache`, which passes the page
// cache so that each request is rendered, then the earlier build, then the floor at the same
// size, alternately, and one table is printed per engine and size: bytes, requests/s, p50/p99
// (served, and rendered), the ratios to the floor, errors and the server's RSS; growth compares
// public pages' rendered medians; then each public page's first-visit JavaScript and CSS as Chromium received
// them (compressed). It prints figures and never fails on one (the machines are shared and noisy).
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { GROWTH_SIZE, type BenchSize } from "./bench-data";
import { floorPage } from "./floor-size";
import { prepareDatabase, ROOT, rssMb, run, serve, waitFor } from "./lib";
import { lighthouseTable, runLighthouse, type LighthouseRow } from "./lighthouse";

const QUICK = process.env.BENCH_QUICK === "1";
// The quick run sends a fixed number of requests instead (see load()).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (QUICK ? 0 : 2));
const PUBLIC_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DASHBOARD_CONNECTIONS = 10;
const BASE_SIZE: BenchSize = QUICK
  ? { gigs: 500, experts: 100, offers: 250 }
  : {
      gigs: Number(process.env.BENCH_GIGS ?? 10_000),
      experts: Number(process.env.BENCH_EXPERTS ?? 2_000),
      offers: Number(process.env.BENCH_OFFERS ?? 5_000),
    };
const SIZES = [
  { name: `${BASE_SIZE.gigs.toLocaleString("en")} gigs`, size: BASE_SIZE },
  ...(process.env.BENCH_GROWTH === "1" && !QUICK
    ? [{ name: "growth (100,000 gigs)", size: GROWTH_SIZE as BenchSize }]
    : []),
];
const ENGINES = (
  process.env.TEST_DATABASE_URL && !QUICK ? ["sqlite", "postgres"] : ["sqlite"]
) as Array<"sqlite" | "postgres">;
const BEFORE = QUICK ? undefined : process.env.BENCH_BEFORE;
const APP_PORT = Number(process.env.BENCH_PORT ?? 3960);
const FLOOR_PORT = APP_PORT + 1;
const FLOOR_BASE = `http://127.0.0.1:${FLOOR_PORT}`;
const BEFORE_PORT = APP_PORT + 2;
const ONLY_PAGES = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const BUDGET = { js: 100 * 1024, css: 20 * 1024 };

type Row = {
  page: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  /** Public pages again with `Cache-Control: no-cache`: each request rendered, past the page cache. */
  rendered: { rps: number; p50: number; p99: number } | null;
  beforeRps: number | null;
  beforeP50: number | null;
  beforeP99: number | null;
  floorRps: number;
  /** What the floor's page weighed: the app's page within one card. */
  floorBytes: number;
  /** The floor's p99 at the page's load: what the framework alone reaches on this machine. */
  floorP99: number;
  errors: number;
  rssMb: number;
};

type Result = { engine: string; size: string; gigs: number; rows: Row[]; peakRssMb: number };

type Measured = autocannon.Result & { warmup?: autocannon.Result };

async function load(url: string, connections: number, headers: Record<string, string> = {}) {
  // The first requests to a route compile its code: at 10 connections and a few hundred requests
  // they alone made the p99. The warm-up's answers are not sampled, but its errors still count.
  const warmup = WARMUP_SECONDS ? { warmup: { connections, duration: WARMUP_SECONDS } } : {};
  const result = (await autocannon({
    url,
    connections,
    // CI's quick run shares the machine with the other test steps, so it judges answers, not
    // speed: a fixed number of requests (three per connection), each of which must answer within
    // 60 s. A 2-second window once ended before a cold page under CI's load answered any.
    ...(QUICK ? { amount: connections * 3 } : { duration: SECONDS }),
    timeout: QUICK ? 60 : 10,
    headers,
    ...warmup,
  })) as Measured;
  const failed = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A page that answers nothing within the run has failed too, though no request errored yet.
    errors:
      failed(result) +
      (result.warmup ? failed(result.warmup) : 0) +
      (result.requests.total === 0 ? 1 : 0),
  };
}

/**
 * What a first visit downloads, measured in Debian's Chromium (compressed bytes as sent, after
 * the client has loaded what it loads at start, such as the page's language): gzip, the budget's
 * measure (the browser asks for gzip alone), and what Chromium gets with its own Accept-Encoding
 * (Brotli).
 */
async function weights(base: string, paths: string[]) {
  const { chromium } = await import("@playwright/test");
  // The headless shell has the full browser's network stack (the same Accept-Encoding and
  // bytes) at a third of its CPU (docs/testing.md).
  const executablePath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) =>
    fs.existsSync(path),
  );
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  // Sizes come from the network events (the body's bytes as they arrived, before decoding), not
  // the page's resource timeline, which a busy renderer may not have filled when the load ends.
  const visit = async (pagePath: string, headers: Record<string, string>) => {
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    const page = await context.newPage();
    const pending: Array<Promise<{ url: string; status: number; bytes: number }>> = [];
    page.on("response", (response) =>
      pending.push(
        response
          .finished()
          .then(() => response.request().sizes())
          .then((sizes) => ({
            url: response.url(),
            status: response.status(),
            bytes: sizes.responseBodySize,
          })),
      ),
    );
    const document = await page.goto(base + pagePath, { waitUntil: "networkidle" });
    const responses = await Promise.all(pending);
    await context.close();
    const sum = (ext: string) =>
      responses
        .filter((r) => new URL(r.url).pathname.endsWith(ext))
        .reduce((total, r) => total + r.bytes, 0);
    return { js: sum(".js"), css: sum(".css"), status: document?.status(), responses };
  };
  // Every page loads scripts and a stylesheet: nothing measured is a failed measurement (seen once
  // under CI's load), which must fail rather than pass the budget as 0 KB, and say what it saw.
  const measured = async (pagePath: string, headers: Record<string, string>) => {
    const { js, css, status, responses } = await visit(pagePath, headers);
    if (js === 0 || css === 0) {
      const seen = responses.map((r) => `${r.status} ${r.bytes} B ${r.url}`).join("\n  ");
      throw new Error(
        `${pagePath}: no script or stylesheet was measured on the first visit (document ${status}); responses:\n  ${seen}`,
      );
    }
    return { js, css };
  };
  try {
    const result = [];
    for (const pagePath of paths) {
      const gzip = await measured(pagePath, { "Accept-Encoding": "gzip" });
      const sent = await measured(pagePath, {});
      result.push({ page: pagePath, ...gzip, sentJs: sent.js, sentCss: sent.css });
    }
    return result;
  } finally {
    await browser.close();
  }
}

function table(rows: Row[]) {
  const withBefore = rows.some((r) => r.beforeRps !== null);
  // CI's quick run loads no floor (floorBytes 0): its columns would be empty.
  const withFloor = rows.some((r) => r.floorBytes > 0);
  const head = `| page | bytes | req/s | p50 ms | p99 ms | rendered req/s | rendered p50 ms | rendered p99 ms |${withBefore ? " before rendered req/s | before rendered ratio | before p50 ms | before p99 ms |" : ""}${withFloor ? " floor bytes | floor req/s | floor p99 ms | ratio | rendered ratio |" : ""} errors | RSS MB |`;
  const line = `|---|---:|---:|---:|---:|---:|---:|---:|${withBefore ? "---:|---:|---:|---:|" : ""}${withFloor ? "---:|---:|---:|---:|---:|" : ""}---:|---:|`;
  const ratio = (rps: number | null, floor: number) =>
    rps !== null && floor ? (rps / floor).toFixed(2) : "";
  const body = rows.map((r) =>
    [
      r.page,
      r.bytes.toLocaleString("en"),
      r.rps.toFixed(0),
      r.p50,
      r.p99,
      r.rendered?.rps.toFixed(0) ?? "",
      r.rendered?.p50 ?? "",
      r.rendered?.p99 ?? "",
      ...(withBefore
        ? [
            r.beforeRps?.toFixed(0) ?? "",
            ratio(r.beforeRps, r.floorRps),
            r.beforeP50 ?? "",
            r.beforeP99 ?? "",
          ]
        : []),
      ...(withFloor
        ? [
            r.floorBytes.toLocaleString("en"),
            r.floorRps.toFixed(0),
            r.floorP99,
            ratio(r.rps, r.floorRps),
            ratio(r.rendered?.rps ?? null, r.floorRps),
          ]
        : []),
      r.errors,
      r.rssMb,
    ].join(" | "),
  );
  return [head, line, ...body.map((b) => `| ${b} |`)].join("\n");
}

/**
 * A copy of the SQLite data for an earlier build: the migrations that build does not know are
 * forgotten (their tables and indexes stay), or its start would refuse a newer database.
 */
function copyForBefore(databaseUrl: string, beforeDir: string) {
  const source = databaseUrl.replace(/^file:/, "");
  const target = source.replace(/\.db$/, "-before.db");
  const copy = new Database(source, { readonly: true });
  copy.exec(`vacuum into '${target.replaceAll("'", "''")}'`);
  copy.close();
  const known = fs.readFileSync(path.join(beforeDir, "build/index.js"), "utf8");
  const db = new Database(target);
  const names = db.prepare("select name from kysely_migration").pluck().all() as string[];
  for (const name of names)
    if (!known.includes(name)) db.prepare("delete from kysely_migration where name = ?").run(name);
  db.close();
  return `file:${target}`;
}

async function measureSize(
  engine: "sqlite" | "postgres",
  sizeName: string,
  size: BenchSize,
  dir: string,
  firstVisits: boolean,
): Promise<
  Result & { weights?: Awaited<ReturnType<typeof weights>>; lighthouse?: LighthouseRow[] }
> {
  console.log(`Preparing ${engine}, ${sizeName} ...`);
  const db = await prepareDatabase(engine, size, dir, APP_PORT);
  console.log(`Prepared ${db.gigs.toLocaleString("en")} gigs (${db.seconds} s)`);
  const servers: ChildProcess[] = [];
  try {
    const app = serve(path.join(ROOT, "build/index.js"), APP_PORT, ROOT, db.env);
    servers.push(app);
    const base = `http://127.0.0.1:${APP_PORT}`;
    const withBefore = BEFORE && engine === "sqlite" && size === BASE_SIZE;
    const beforeBase = `http://127.0.0.1:${BEFORE_PORT}`;
    if (withBefore) {
      const beforeEnv = {
        ...db.env,
        DATABASE_URL: copyForBefore(db.env.DATABASE_URL, BEFORE),
        APP_URL: beforeBase,
      };
      servers.push(serve("build/index.js", BEFORE_PORT, BEFORE, beforeEnv));
      await waitFor(`${beforeBase}/healthz`);
    }
    await waitFor(`${base}/healthz`);

    const allPages: Array<{ path: string; dashboard?: boolean }> = [
      { path: "/" },
      { path: "/gigs" },
      { path: "/gigs?q=developer&mode=remote&mode=hybrid&sort=newest" },
      { path: db.gigPath },
      { path: "/posts" },
      { path: db.postPath },
      { path: "/dashboard/overview", dashboard: true },
      { path: "/dashboard/my-gigs", dashboard: true },
      { path: "/dashboard/experts", dashboard: true },
      { path: "/dashboard/company-and-users", dashboard: true },
    ];
    const pages = ONLY_PAGES
      ? allPages.filter((p) => ONLY_PAGES.some((word) => p.path.includes(word)))
      : allPages;
    const rows: Row[] = [];
    for (const page of pages) {
      const cookie = page.dashboard ? db.cookie : undefined;
      const connections = page.dashboard ? DASHBOARD_CONNECTIONS : PUBLIC_CONNECTIONS;
      const first = await fetch(base + page.path, {
        headers: cookie ? { cookie } : {},
        redirect: "manual",
      });
      const bytes = (await first.text()).length;
      if (first.status !== 200) console.warn(`${page.path} answered ${first.status}`);
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const measured = await load(base + page.path, connections, headers);
      // As a browser's reload asks: past the page cache, so each request is rendered.
      const rendered = page.dashboard
        ? null
        : await load(base + page.path, connections, { "cache-control": "no-cache" });
      // The earlier build's session table is the same data's, so the same cookie signs in there.
      // Public pages rendered there too (past its page cache), to compare with "rendered".
      const beforeHeaders = page.dashboard ? headers : { "cache-control": "no-cache" };
      const before = withBefore
        ? await load(beforeBase + page.path, connections, beforeHeaders)
        : null;
      // The floor at the same size and load, right after. Dashboards are judged by their p99,
      // which follows the machine's speed; the floor's p99 at their weight shows what a bare
      // Remix route reaches here at 10 connections.
      // CI's quick run judges our answers, not the framework's, so it loads no floor.
      const floor = QUICK ? { path: "", bytes: 0 } : await floorPage(FLOOR_BASE, bytes);
      const floorRun = QUICK
        ? { rps: 0, p50: 0, p99: 0, errors: 0 }
        : await load(FLOOR_BASE + floor.path, connections);
      rows.push({
        page: page.path.startsWith("/gigs/")
          ? "a gig page"
          : page.path.startsWith("/posts/")
            ? "a post"
            : `\`${page.path}\``,
        bytes,
        ...measured,
        rendered: rendered && { rps: rendered.rps, p50: rendered.p50, p99: rendered.p99 },
        beforeRps: before?.rps ?? null,
        beforeP50: before?.p50 ?? null,
        beforeP99: before?.p99 ?? null,
        floorRps: floorRun.rps,
        floorBytes: floor.bytes,
        floorP99: floorRun.p99,
        errors: measured.errors + (rendered?.errors ?? 0) + floorRun.errors,
        rssMb: rssMb(app.pid, "VmRSS"),
      });
      console.log(`  measured ${page.path}`);
    }
    const peakRssMb = rssMb(app.pid, "VmHWM");
    const firstVisitWeights = firstVisits
      ? await weights(base, [...pages.filter((p) => !p.dashboard).map((p) => p.path), "/sign-in"])
      : undefined;
    const lighthouse =
      firstVisits && !QUICK
        ? await runLighthouse(base, [
            { path: "/" },
            { path: "/gigs" },
            { path: db.gigPath },
            { path: db.postPath },
            { path: "/sign-in" },
            { path: "/dashboard/overview", cookie: db.cookie },
          ]).catch((error: unknown) => {
            // The figures above are kept when Lighthouse itself fails.
            console.error(`Lighthouse failed: ${String(error)}`);
            return undefined;
          })
        : undefined;
    return {
      engine,
      size: sizeName,
      gigs: db.gigs,
      rows,
      peakRssMb,
      weights: firstVisitWeights,
      lighthouse,
    };
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(servers.map((server) => new Promise((r) => server.once("exit", r))));
    await db.drop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build/index.js"))) run("npm", ["run", "build"], {});
  if (!QUICK) run("npx", ["remix", "build"], { cwd: path.join(ROOT, "bench/floor") });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-bench-"));
  // The floor runs with the app's Node options (its entry clears the abort timer as the app's
  // does, or the 128 MB heap would not hold its renders; bench/floor/app/entry.server.tsx).
  const floor = QUICK
    ? null
    : serve("build/index.js", FLOOR_PORT, path.join(ROOT, "bench/floor"), {});
  const results: Array<Awaited<ReturnType<typeof measureSize>>> = [];
  try {
    if (floor) await waitFor(`${FLOOR_BASE}/`);
    for (const engine of ENGINES)
      for (const { name, size } of SIZES)
        results.push(
          await measureSize(engine, name, size, dir, results.length === 0 && !ONLY_PAGES),
        );
  } finally {
    floor?.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const cpus = os.cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model ?? "cpu"}, Node ${process.version}, ${QUICK ? "three requests per connection" : `${SECONDS} s`} per run, public pages at ${PUBLIC_CONNECTIONS} connections, dashboard pages at ${DASHBOARD_CONNECTIONS}`,
  );
  for (const result of results) {
    console.log(
      `\n### ${result.engine}, ${result.size} (${result.gigs.toLocaleString("en")} gigs)\n`,
    );
    console.log(table(result.rows));
    console.log(`\nPeak RSS of the app server: ${result.peakRssMb} MB (target < 250 MB)`);
  }
  for (const engine of ENGINES) {
    const [small, grown] = results.filter((r) => r.engine === engine);
    if (!small || !grown) continue;
    console.log(
      `\n### Growth on ${engine}: median at ${grown.size} / median at ${small.size} (target <= 1.5)\n`,
    );
    // Public pages by their rendered median: the page cache would hide what growth costs.
    console.log("| page | p50 ms | p50 ms grown | growth |\n|---|---:|---:|---:|");
    for (const row of small.rows) {
      const other = grown.rows.find((r) => r.page === row.page);
      const p50 = (r: Row) => r.rendered?.p50 ?? r.p50;
      if (other)
        console.log(
          `| ${row.page} | ${p50(row)} | ${p50(other)} | ${(p50(other) / Math.max(p50(row), 1)).toFixed(2)} |`,
        );
    }
  }
  const firstVisits = results[0]?.weights ?? [];
  console.log(
    "\n| page | first-visit JS (gzip) | CSS (gzip) | JS as Chromium gets it (Brotli) | CSS (Brotli) |\n|---|---:|---:|---:|---:|",
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const w of firstVisits)
    console.log(
      `| ${w.page} | ${kb(w.js)}${w.js > BUDGET.js ? " (over 100 KB)" : ""} | ${kb(w.css)}${w.css > BUDGET.css ? " (over 20 KB)" : ""} | ${kb(w.sentJs)} | ${kb(w.sentCss)} |`,
    );
  const lighthouse = results[0]?.lighthouse;
  if (lighthouse)
    console.log(`\nLighthouse, mobile configuration:\n\n${lighthouseTable(lighthouse)}`);
  const errors = results.flatMap((r) => r.rows).reduce((sum, r) => sum + r.errors, 0);
  if (errors > 0) {
    console.error(`\n${errors} failed or non-2xx responses`);
    process.exitCode = 1;
  }
  const overweight = firstVisits.filter((w) => w.js > BUDGET.js || w.css > BUDGET.css);
  if (overweight.length) {
    console.error(`\nOver the first-visit budget: ${overweight.map((w) => w.page).join(", ")}`);
    process.exitCode = 1;
  }
}

await main();
