// Gig newsletter benchmark: one weekday newsletter to 50,000 active subscribers through a local
// SMTP sink, on a throwaway SQLite file (and a throwaway PostgreSQL database when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL whose user may create databases).
// The send runs in a child process of its own, as `npm run gigsletter:send` would, so its peak
// RSS is the sender's alone (the sink and the seeding stay in this process). It prints figures
// against the target and never fails on them.
//
//   npm run bench:gigsletter        (package.json: "bench:gigsletter": "tsx scripts/bench/gigsletter.ts")
//   BENCH_SUBSCRIBERS=5000 npm run bench:gigsletter
//   BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:gigsletter   (profile the send)
import os from "node:os";
import { SMTPServer } from "smtp-server";
import { createDb, type DB, type Engine } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { NewGig } from "~/db/schema";
import type { GigsletterSummary } from "~/domain/gigsletter-send.server";
import { hashToken, newId, newToken } from "~/utils/ids.server";
import { runBenchChild } from "./child-run";
import { onEachEngine } from "./engines";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 50_000);
const GIGS = 12;
const BATCH = 500;
const TARGET = { seconds: 120, rssMb: 200 };
// A weekday 08:00 in Helsinki (UTC+2 in January), so the run is never a weekend's no-op.
const NOW = new Date("2030-01-08T06:00:00.000Z");

type ChildReport = {
  summary: GigsletterSummary;
  ms: number;
  /** Before the run: Node, the tsx loader and the app's modules. */
  startRssMb: number;
  peakRssMb: number;
  maxRssMb: number;
};

async function seed(db: DB) {
  const started = performance.now();
  const gigs: NewGig[] = Array.from({ length: GIGS }, (_, i) => {
    const published = new Date(NOW.getTime() - (i + 1) * 3_600_000).toISOString();
    return {
      slug: `bench-newsletter-gig-${i}`,
      title: `Senior developer ${i + 1} for a logistics platform`,
      description: "Bench gig",
      duration: "6 months",
      locations: JSON.stringify(i % 3 === 0 ? ["Remote"] : ["Helsinki", "Espoo"]),
      onsite: (["remote", "hybrid", "onsite"] as const)[i % 3]!,
      rate_min: 80 + i,
      rate_max: 110 + i,
      start_date: "2030-02-15",
      customer_offer_deadline: "2030-01-24",
      offer_deadline: "2030-01-22",
      language: "English",
      allocation: 100,
      status: "accepting-proposals",
      contact_name: "Laura Virtanen",
      contact_email: "laura.virtanen@example.com",
      contact_phone: "+358 40 123 4567",
      published: 1,
      published_at: published,
      first_published_at: published,
      created_at: published,
      updated_at: published,
    };
  });
  await db.insertInto("gigs").values(gigs).execute();
  for (let done = 0; done < SUBSCRIBERS; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, SUBSCRIBERS - done) }, (_, k) => ({
      id: newId(),
      email: `subscriber-${done + k}@example.com`,
      locale: (done + k) % 4 === 0 ? "fi" : "en",
      unsubscribe_token_hash: hashToken(newToken()),
      subscribed_at: "2029-12-01T10:00:00.000Z",
      unsubscribed_at: null,
    }));
    await db.insertInto("newsletter_subscriptions").values(rows).execute();
  }
  console.log(
    `  seeded ${SUBSCRIBERS.toLocaleString("en")} subscribers and ${GIGS} new gigs (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** A sink that reads each message to its end and accepts it, counting, as a relay would. */
async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP sink has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The child: one newsletter run, timed, with its resident memory sampled throughout. */
async function child() {
  const { sendGigsletter } = await import("~/domain/gigsletter-send.server");
  const { closeDb } = await import("~/db/db.server");
  const startRss = process.memoryUsage.rss();
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const started = performance.now();
  const summary = await sendGigsletter({ now: NOW });
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  await closeDb();
  const report: ChildReport = {
    summary,
    ms,
    startRssMb: startRss / 2 ** 20,
    peakRssMb: peak / 2 ** 20,
    // getrusage's maximum resident set size, in kilobytes on Linux: every peak, sampled or not.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  console.log(JSON.stringify(report));
}

async function bench(engine: Engine, url: string) {
  console.log(`\n${engine}: ${SUBSCRIBERS.toLocaleString("en")} subscribers`);
  const { db } = createDb(url);
  const sink = await startSink();
  try {
    await migrateToLatest(db);
    await seed(db);
    const { summary, ms, startRssMb, peakRssMb, maxRssMb } = await runBenchChild<ChildReport>(
      import.meta.filename,
      // As `npm run gigsletter:send` runs it (package.json): a 96 MB old space makes V8
      // collect the run's garbage (a rendered copy per recipient) instead of growing the heap.
      ["--max-old-space-size=96"],
      { databaseUrl: url, smtpUrl: sink.url },
    );
    const seconds = ms / 1000;
    const met = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(`  sent ${summary.sent}, failed ${summary.failed}, skipped ${summary.skipped}`);
    console.log(`  received by the sink: ${sink.received()}`);
    console.log(
      `  wall time ${seconds.toFixed(1)} s (${met(seconds < TARGET.seconds)}, target < ${TARGET.seconds} s), ${(summary.sent / seconds).toFixed(0)} mails/s`,
    );
    console.log(
      `  peak RSS ${maxRssMb.toFixed(0)} MB (${met(maxRssMb < TARGET.rssMb)}, target < ${TARGET.rssMb} MB); sampled every 50 ms: ${startRssMb.toFixed(0)} MB before the run, ${peakRssMb.toFixed(0)} MB at most during it`,
    );
  } finally {
    await sink.close();
    await db.destroy();
  }
}

async function main() {
  console.log(
    `Gig newsletter benchmark on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  await onEachEngine("bench-letter", bench);
}

if (process.argv.includes("--child")) await child();
else await main();
