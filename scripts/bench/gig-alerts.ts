// Gig alerts benchmark (issue 36, "Fast at the growth size"): a weekday's daily digests for every
// partner user at the growth size, through a local SMTP sink, on a throwaway SQLite file (and a
// throwaway PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL
// whose user may create databases). The data is the growth seed (seedBenchData: gigs, companies
// with one contact person each, experts with skills, offers), every partner user on "daily", and
// a day of newly published gigs whose required skills come from the list the experts' do. The run
// is `sendDailyGigAlerts` with the real matcher (gigAlertMatcher), in a child process of its own
// with the server's heap flags, so its peak RSS is the run's alone. It prints figures against the
// target and never fails on them.
//
//   npm run bench:gig-alerts                       (the growth size)
//   BENCH_SCALE=0.1 npm run bench:gig-alerts       (a tenth of it: a quick check)
//   BENCH_DAY_GIGS=300 npm run bench:gig-alerts    (gigs first published in the day; 150)
//   BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:gig-alerts
import os from "node:os";
import { SMTPServer } from "smtp-server";
import { createDb, type DB, type Engine } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { NewGig } from "~/db/schema";
import type { GigAlertSummary } from "~/domain/gig-alerts.server";
import { helsinkiDate } from "~/utils/dates";
import { runBenchChild } from "./child-run";
import { onEachEngine } from "./engines";
import { GROWTH_SIZE, seedBenchData, type BenchSize } from "./bench-data";
import { makeGig, random } from "./bench-gigs";

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const DAY_GIGS = Number(process.env.BENCH_DAY_GIGS ?? 150);
const TARGET_SECONDS = 300;
// A weekday 08:00 in Helsinki (UTC+2 in January), the digest's hour: never a weekend's no-op.
const NOW = new Date("2030-01-08T06:00:00.000Z");

const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
const SIZE: Required<BenchSize> = {
  gigs: scaled(GROWTH_SIZE.gigs),
  experts: scaled(GROWTH_SIZE.experts),
  offers: scaled(GROWTH_SIZE.offers),
  companies: scaled(GROWTH_SIZE.companies),
  totalExperts: scaled(GROWTH_SIZE.totalExperts),
  candidates: scaled(GROWTH_SIZE.candidates),
};

type ChildReport = {
  summary: GigAlertSummary;
  startedAt: number;
  ms: number;
  /** findMatches calls (one per gig and company) and the experts they named. */
  matchCalls: number;
  matchesFound: number;
  startRssMb: number;
  peakRssMb: number;
  maxRssMb: number;
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Every partner user on daily alerts, and DAY_GIGS gigs first published in the day before NOW. */
async function seedDay(db: DB) {
  const started = performance.now();
  const users = await db
    .updateTable("users")
    .set({ gig_alerts: "daily" })
    .where("role", "=", "partner")
    .where("company_id", "is not", null)
    .executeTakeFirst();
  const today = helsinkiDate(NOW);
  const r = random(36);
  const gigs = Array.from({ length: DAY_GIGS }, (_, k): NewGig => {
    const published = new Date(NOW.getTime() - ((k + 1) * 86_400_000) / (DAY_GIGS + 1));
    const gig = makeGig(r, 1_000_000 + k, today, NOW);
    const deadline = new Date(NOW.getTime() + (7 + (k % 21)) * 86_400_000);
    const start = new Date(deadline.getTime() + 21 * 86_400_000);
    return {
      ...gig,
      status: "accepting-proposals",
      published: 1,
      published_at: published.toISOString(),
      first_published_at: published.toISOString(),
      created_at: published.toISOString(),
      updated_at: published.toISOString(),
      offer_deadline: helsinkiDate(deadline),
      customer_offer_deadline: helsinkiDate(deadline),
      start_date: helsinkiDate(start),
    };
  });
  for (let i = 0; i < gigs.length; i += 100)
    await db
      .insertInto("gigs")
      .values(gigs.slice(i, i + 100))
      .execute();
  console.log(
    `  ${Number(users.numUpdatedRows)} partner users on daily alerts, ${DAY_GIGS} gigs published in the day (${seconds(started)} s)`,
  );
  return Number(users.numUpdatedRows);
}

/** A sink that reads each message to its end and accepts it, noting when the first arrived. */
async function startSink() {
  let received = 0;
  let firstAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        if (received++ === 0) firstAt = Date.now();
        callback();
      });
    },
  });
  const port = Number(process.env.BENCH_SMTP_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP sink has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    firstAt: () => firstAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The child: one daily run, timed, with its resident memory sampled throughout. */
async function child() {
  const { sendDailyGigAlerts } = await import("~/domain/gig-alerts.server");
  const { gigAlertMatcher } = await import("~/domain/gig-alert-matches.server");
  const { closeDb } = await import("~/db/db.server");
  const matcher = gigAlertMatcher(NOW);
  let matchCalls = 0;
  let matchesFound = 0;
  const findMatches: typeof matcher = async (gigId, companyId) => {
    matchCalls++;
    const found = await matcher(gigId, companyId);
    matchesFound += found.length;
    return found;
  };
  const startRss = process.memoryUsage.rss();
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const startedAt = Date.now();
  const started = performance.now();
  const summary = await sendDailyGigAlerts({ findMatches, now: NOW });
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  await closeDb();
  const report: ChildReport = {
    summary,
    startedAt,
    ms,
    matchCalls,
    matchesFound,
    startRssMb: startRss / 2 ** 20,
    peakRssMb: peak / 2 ** 20,
    // getrusage's maximum resident set size, in kilobytes on Linux: every peak, sampled or not.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  console.log(JSON.stringify(report));
}

async function bench(engine: Engine, url: string) {
  console.log(`\n${engine}:`);
  const { db } = createDb(url);
  const sink = await startSink();
  try {
    await migrateToLatest(db);
    const started = performance.now();
    await seedBenchData(db, SIZE, { log: (line) => console.log(`  ${line}`) });
    console.log(`  seeded in ${seconds(started)} s`);
    const users = await seedDay(db);
    const report = await runBenchChild<ChildReport>(
      import.meta.filename,
      // The server's heap flags (Dockerfile, `npm start`): the daily run is the server's
      // notification schedule, so its heap has to fit in the server's old space.
      ["--max-old-space-size=128", "--max-semi-space-size=8"],
      { databaseUrl: url, smtpUrl: sink.url },
    );
    const { summary, ms, matchCalls, matchesFound } = report;
    const total = ms / 1000;
    const queued = summary.sent + summary.failed;
    console.log(`  users on daily alerts: ${users.toLocaleString("en")}`);
    console.log(`  gigs in the day: ${DAY_GIGS}`);
    console.log(
      `  matches computed: ${matchCalls.toLocaleString("en")} (gig, company) pairs scored, ${matchesFound.toLocaleString("en")} experts named`,
    );
    console.log(
      `  mails queued ${queued.toLocaleString("en")}, sent ${summary.sent}, failed ${summary.failed}, skipped ${summary.skipped}, nothing new for ${summary.nothingNew} users`,
    );
    console.log(`  received by the sink: ${sink.received()}`);
    if (sink.firstAt()) {
      // The run queues every digest first and then delivers them: the first mail at the sink
      // is where enqueueing ended (to within one mail's delivery).
      const enqueue = (sink.firstAt() - report.startedAt) / 1000;
      console.log(
        `  enqueue (matching and the ledger) ${enqueue.toFixed(1)} s, delivery ${(total - enqueue).toFixed(1)} s`,
      );
    }
    console.log(
      `  wall time ${total.toFixed(1)} s (${total < TARGET_SECONDS ? "met" : "MISSED"}, target < ${TARGET_SECONDS} s)`,
    );
    console.log(
      `  peak RSS ${report.maxRssMb.toFixed(0)} MB; sampled every 50 ms: ${report.startRssMb.toFixed(0)} MB before the run, ${report.peakRssMb.toFixed(0)} MB at most during it`,
    );
  } finally {
    await sink.close();
    await db.destroy();
  }
}

async function main() {
  const size = SCALE === 1 ? "the growth size" : `BENCH_SCALE=${SCALE} of the growth size`;
  console.log(
    `Gig alerts benchmark at ${size}: ${SIZE.gigs.toLocaleString("en")} gigs, ${SIZE.companies.toLocaleString("en")} companies, ${SIZE.totalExperts.toLocaleString("en")} experts, ${SIZE.candidates.toLocaleString("en")} offers`,
  );
  console.log(
    `  on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  await onEachEngine("bench-alerts", bench);
  console.log(
    `\nload average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

if (process.argv.includes("--child")) await child();
else await main();
