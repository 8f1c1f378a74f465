// Matches benchmark (issue 36): seeds the growth data (bench-data.ts: 100,000 gigs, 2,000
// companies, 50,000 experts with their skills, 1,000,000 offers; the bench company has 2,000
// experts) into throwaway databases (a temporary SQLite file, and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL whose user may create databases),
// then times, as the bench company, the gig page's match box on open gigs and the overview's
// "Best gigs for your bench" (and, for information, an expert's fitting gigs). It prints the
// machine, the data's size and p50/p95 against the targets, and never fails on them.
//
//   npm run bench:matches           (package.json: "bench:matches": "tsx scripts/bench/matches.ts")
//   BENCH_SIZE=small npm run bench:matches     (20,000 gigs, 400 companies, 10,000 experts)
import os from "node:os";
import { sql } from "kysely";
import { createDb, type Engine } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Partner } from "~/domain/shared/actor";
import { benchGigLines, expertGigLines, gigMatchBox } from "~/domain/match-views.server";
import { clearGigSearchOptions } from "~/domain/gig-search/options.server";
import { getFixedTFor } from "~/i18n/i18n.server";
import { helsinkiDate } from "~/utils/dates";
import { GROWTH_SIZE, seedBenchData, type BenchSize } from "./bench-data";
import { onEachEngine } from "./engines";
import { figures, type Figures } from "./timings";

const SMALL = process.env.BENCH_SIZE === "small";
/** The bench company always has 2,000 experts: the size the targets are stated for. */
const SIZE: Required<BenchSize> = SMALL
  ? { ...GROWTH_SIZE, gigs: 20_000, companies: 400, totalExperts: 10_000, candidates: 200_000 }
  : GROWTH_SIZE;
const RUNS = { box: 200, best: 50, expert: 100 };
const WARMUP = 5;
const TARGET = { boxP95: 50, bestP95: 100 };

const line = (label: string, count: number, f: Figures, target?: number) =>
  `  ${label.padEnd(34)} ${String(count).padStart(4)}  p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  max ${f.max.toFixed(1).padStart(6)} ms${target === undefined ? "" : `  (target p95 < ${target} ms: ${f.p95 < target ? "met" : "NOT met"})`}`;

/**
 * Wall-clock times of each call, and this process's CPU time for it: on a machine other work
 * keeps busy the wall clock waits for a core, the CPU time does not (SQLite runs in this
 * process, so for it the CPU time is what an idle machine would take; PostgreSQL's own work
 * is not in it).
 */
async function timed<T>(items: T[], work: (item: T) => Promise<unknown>) {
  for (const item of items.slice(0, WARMUP)) await work(item);
  const times: number[] = [];
  const cpu: number[] = [];
  for (const item of items) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await work(item);
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return Object.assign(times, { cpu });
}

const cpuLine = (times: { cpu: number[] }) => {
  const f = figures(times.cpu);
  return `    (CPU time of this process: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms)`;
};

async function run(engine: Engine, url: string) {
  console.log(`\n${engine}`);
  const handle = createDb(url);
  globalThis.__appDb = handle;
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const seeded = await seedBenchData(db, SIZE, {
      log: (text) => console.log(`  seeded ${text}`),
    });
    if (engine === "postgres") await sql`vacuum`.execute(db);
    clearGigSearchOptions();
    const user = await db
      .selectFrom("users")
      .innerJoin("companies", "companies.id", "users.company_id")
      .select(["users.id", "users.company_id", "companies.partner_type"])
      .where("users.id", "=", seeded.userId)
      .executeTakeFirstOrThrow();
    const actor: Partner = {
      id: user.id,
      company_id: user.company_id!,
      partner_type: user.partner_type as Partner["partner_type"],
    };
    const today = helsinkiDate();
    const openGigs = await db
      .selectFrom("gigs")
      .select("id")
      .where("status", "=", "accepting-proposals")
      .where("offer_deadline", ">=", today)
      .where("published", "=", 1)
      .orderBy("id")
      .execute();
    const experts = await db
      .selectFrom("experts")
      .select("id")
      .where("company_id", "=", actor.company_id)
      .orderBy("id")
      .execute();
    const { count } = await db
      .selectFrom("expert_skills")
      .innerJoin("experts", "experts.id", "expert_skills.expert_id")
      .select((e) => e.fn.countAll<number>().as("count"))
      .where("experts.company_id", "=", actor.company_id)
      .executeTakeFirstOrThrow();
    console.log(
      `  bench company: ${experts.length.toLocaleString("en")} experts with ${Number(count).toLocaleString("en")} skills; ${openGigs.length.toLocaleString("en")} open gigs`,
    );
    const t = await getFixedTFor("en");
    const spread = <T>(list: T[], n: number) =>
      Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]!);

    let shown = 0;
    const box = await timed(spread(openGigs, RUNS.box), async (gig) => {
      const answer = await gigMatchBox(actor, Number(gig.id), { t, locale: "en" });
      shown += answer.total;
    });
    let benchGigs = 0;
    const best = await timed(Array.from({ length: RUNS.best }), async () => {
      benchGigs = (await benchGigLines(actor)).length;
    });
    const expertPage = await timed(spread(experts, RUNS.expert), (e) =>
      expertGigLines(actor, e.id),
    );
    const load = os.loadavg()[0]?.toFixed(2);
    console.log(`  load average now ${load}`);
    const boxFigures = figures(box);
    const bestFigures = figures(best);
    console.log(line("gig page match box", box.length, boxFigures, TARGET.boxP95));
    console.log(cpuLine(box));
    console.log(`    (${(shown / box.length).toFixed(0)} matching experts per gig on average)`);
    console.log(line('overview "Best gigs"', best.length, bestFigures, TARGET.bestP95));
    console.log(cpuLine(best));
    console.log(`    (${benchGigs} gigs listed)`);
    console.log(line("expert page's fitting gigs", expertPage.length, figures(expertPage)));
    console.log(cpuLine(expertPage));
    return { engine, box: boxFigures, best: bestFigures };
  } finally {
    globalThis.__appDb = undefined;
    await db.destroy();
  }
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? "unknown CPU"} x ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, node ${process.version}`,
  );
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    `data${SMALL ? " (BENCH_SIZE=small, NOT the growth size)" : " (growth size)"}: ${Object.entries(
      SIZE,
    )
      .map(([key, value]) => `${key} ${value.toLocaleString("en")}`)
      .join(", ")}`,
  );
  const results = await onEachEngine("bench-matches", run);

  console.log("\nsummary");
  for (const r of results)
    console.log(
      `  ${r.engine.padEnd(8)} match box p50 ${r.box.p50.toFixed(1)} / p95 ${r.box.p95.toFixed(1)} ms; best gigs p50 ${r.best.p50.toFixed(1)} / p95 ${r.best.p95.toFixed(1)} ms`,
    );
}

await main();
