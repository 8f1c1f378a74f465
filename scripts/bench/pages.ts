// Page benchmark: the production build against the framework's own floor, side by side.
//
//   npm run bench                         10,000 gigs; 10 s per run, public pages at 50 connections
//   BENCH_QUICK=1 npm run bench           CI's short version: small data, 2 s runs; exits 1 only
//                                         on errors (a non-2xx answer or a failed request)
//   BENCH_SECONDS=20 BENCH_GIGS=100000 npm run bench
//
// Seeds the demo data plus benchmark data (a company with 2,000 experts and 5,000 offers) into a
// throwaway SQLite file, starts `remix-serve build/index.js` on it and the floor app
// (bench/floor: a bare Remix route rendering the same number of bytes from memory), loads each
// page and then the floor with autocannon, alternately, and prints one table: bytes, requests/s,
// p50/p99, the ratio to the floor, errors and the server's RSS; then each public page's
// first-visit JavaScript and CSS as Chromium received them (compressed). It prints figures and
// fails only on errors.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_USER, seedBenchData } from "./bench-data";

const QUICK = process.env.BENCH_QUICK === "1";
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 10));
const PUBLIC_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DASHBOARD_CONNECTIONS = 10;
const SIZE = QUICK
  ? { gigs: 500, experts: 100, offers: 250 }
  : {
      gigs: Number(process.env.BENCH_GIGS ?? 10_000),
      experts: Number(process.env.BENCH_EXPERTS ?? 2_000),
      offers: Number(process.env.BENCH_OFFERS ?? 5_000),
    };
const APP_PORT = Number(process.env.BENCH_PORT ?? 3960);
const FLOOR_PORT = APP_PORT + 1;
const BUDGET = { js: 100 * 1024, css: 20 * 1024 };
const SECRET = "bench-session-secret-".padEnd(48, "x");
const ROOT = process.cwd();

type Row = {
  page: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  floorRps: number | null;
  errors: number;
  rssMb: number;
};

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> },
) {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

function serve(
  build: string,
  port: number,
  cwd: string,
  env: Record<string, string>,
): ChildProcess {
  const cli = path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js");
  return spawn(process.execPath, [cli, build], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: String(port) },
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function rssMb(pid: number | undefined, field: "VmRSS" | "VmHWM") {
  if (!pid) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(url: string, connections: number, cookie?: string) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * What a first visit downloads, measured in Debian's Chromium (compressed bytes as sent, after
 * the client has loaded what it loads at start, such as the page's language).
 */
async function weights(base: string, paths: string[]) {
  const { chromium } = await import("@playwright/test");
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  try {
    const result = [];
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(base + pagePath, { waitUntil: "networkidle" });
      const sizes = await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => ({
          url: e.name,
          bytes: e.encodedBodySize,
        })),
      );
      const sum = (ext: string) =>
        sizes
          .filter((s) => new URL(s.url).pathname.endsWith(ext))
          .reduce((total, s) => total + s.bytes, 0);
      result.push({ page: pagePath, js: sum(".js"), css: sum(".css") });
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}

function table(rows: Row[]) {
  const head = "| page | bytes | req/s | p50 ms | p99 ms | floor req/s | ratio | errors | RSS MB |";
  const line = "|---|---:|---:|---:|---:|---:|---:|---:|---:|";
  const body = rows.map((r) =>
    [
      r.page,
      r.bytes,
      r.rps.toFixed(0),
      r.p50,
      r.p99,
      r.floorRps === null ? "" : r.floorRps.toFixed(0),
      r.floorRps ? (r.rps / r.floorRps).toFixed(2) : "",
      r.errors,
      r.rssMb,
    ].join(" | "),
  );
  return [head, line, ...body.map((b) => `| ${b} |`)].join("\n");
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build/index.js"))) run("npm", ["run", "build"], {});
  run("npx", ["remix", "build"], { cwd: path.join(ROOT, "bench/floor") });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-bench-"));
  const databaseUrl = `file:${path.join(dir, "bench.db")}`;
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: SECRET,
    APP_URL: `http://127.0.0.1:${APP_PORT}`,
    GIGSLETTER_SCHEDULE: "off",
    NOTIFICATION_SCHEDULE: "off",
    MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
  };
  Object.assign(process.env, env);
  const servers: ChildProcess[] = [];
  try {
    const started = Date.now();
    run("npx", ["tsx", "scripts/db-seed.ts"], { env });
    const { getDb } = await import("~/db/db.server");
    const db = getDb();
    const seeded = await seedBenchData(db, SIZE);
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", BENCH_USER)
      .executeTakeFirstOrThrow();
    const { createUserSession } = await import("~/auth/session.server");
    const cookie = (await createUserSession(user.id, new Request(env.APP_URL))).split(";")[0]!;
    const gig = await db
      .selectFrom("gigs")
      .select(["id", "slug"])
      .where("published", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const post = await db
      .selectFrom("posts")
      .select("slug")
      .where("published", "=", 1)
      .orderBy("published_at", "desc")
      .executeTakeFirstOrThrow();
    console.log(
      `Seeded ${seeded.gigs} gigs, ${SIZE.experts} experts, ${SIZE.offers} offers in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    const app = serve(path.join(ROOT, "build/index.js"), APP_PORT, ROOT, env);
    const floor = serve("build/index.js", FLOOR_PORT, path.join(ROOT, "bench/floor"), {});
    servers.push(app, floor);
    const base = `http://127.0.0.1:${APP_PORT}`;
    await Promise.all([waitFor(`${base}/healthz`), waitFor(`http://127.0.0.1:${FLOOR_PORT}/`)]);

    const pages: Array<{ path: string; dashboard?: boolean }> = [
      { path: "/" },
      { path: "/gigs" },
      { path: "/gigs?q=developer&mode=remote&mode=hybrid&sort=newest" },
      { path: `/gigs/${gig.id}/${gig.slug}` },
      { path: "/posts" },
      { path: `/posts/${post.slug}` },
      { path: "/dashboard/overview", dashboard: true },
      { path: "/dashboard/my-gigs", dashboard: true },
      { path: "/dashboard/experts", dashboard: true },
      { path: "/dashboard/company-and-users", dashboard: true },
    ];
    const rows: Row[] = [];
    for (const page of pages) {
      const headers = page.dashboard ? { cookie } : undefined;
      const first = await fetch(base + page.path, { headers, redirect: "manual" });
      const bytes = (await first.text()).length;
      if (first.status !== 200) console.warn(`${page.path} answered ${first.status}`);
      const measured = await load(
        base + page.path,
        page.dashboard ? DASHBOARD_CONNECTIONS : PUBLIC_CONNECTIONS,
        page.dashboard ? cookie : undefined,
      );
      // The floor at the same size and load, right after (dashboards are judged by p99 alone).
      const floorRun = page.dashboard
        ? null
        : await load(`http://127.0.0.1:${FLOOR_PORT}/?bytes=${bytes}`, PUBLIC_CONNECTIONS);
      rows.push({
        page: page.path,
        bytes,
        ...measured,
        floorRps: floorRun?.rps ?? null,
        errors: measured.errors + (floorRun?.errors ?? 0),
        rssMb: rssMb(app.pid, "VmRSS"),
      });
      console.log(`measured ${page.path}`);
    }

    const firstVisits = await weights(
      base,
      pages.filter((p) => !p.dashboard).map((p) => p.path),
    );

    const cpus = os.cpus();
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model ?? "cpu"}, Node ${process.version}, ${SECONDS} s per run, public pages at ${PUBLIC_CONNECTIONS} connections, dashboard at ${DASHBOARD_CONNECTIONS}; ${seeded.gigs} gigs\n`,
    );
    console.log(table(rows));
    console.log(`\nPeak RSS of the app server: ${rssMb(app.pid, "VmHWM")} MB (target < 250 MB)`);
    console.log("\n| page | first-visit JS (gzip) | CSS (gzip) |\n|---|---:|---:|");
    for (const w of firstVisits)
      console.log(
        `| ${w.page} | ${(w.js / 1024).toFixed(1)} KB${w.js > BUDGET.js ? " (over 100 KB)" : ""} | ${(w.css / 1024).toFixed(1)} KB${w.css > BUDGET.css ? " (over 20 KB)" : ""} |`,
      );
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    if (errors > 0) {
      console.error(`\n${errors} failed or non-2xx responses`);
      process.exitCode = 1;
    }
    await db.destroy();
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
