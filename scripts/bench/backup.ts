// Backup benchmark: times an online backup of a large SQLite database while the production
// build serves requests on it, and how much slower the requests were meanwhile. The database is
// the growth size unless BENCH_SIZE (JSON of a BenchSize) says otherwise; it needs `npm run
// build` first. The backup runs as `npm run db:backup` would, in this process's worker thread,
// beside the server (on the 2-core machine both compete for the CPU, as in production).
// It prints figures and never fails on them.
//
//   npm run bench:backup
//   BENCH_SIZE='{"gigs":2000,"experts":50,"offers":200}' npm run bench:backup   (a quick check)
import fs from "node:fs";
import path from "node:path";
import { backupSqlite } from "~/db/backup/sqlite-backup.server";
import { GROWTH_SIZE, type BenchSize } from "./bench-data";
import { prepareDatabase, ROOT, serve, throwawayEnvironment, waitFor } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3968);
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 5_000);
const CLIENTS = 4;
const size: BenchSize = process.env.BENCH_SIZE ? JSON.parse(process.env.BENCH_SIZE) : GROWTH_SIZE;

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

function summary(latencies: number[], errors: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: sorted.length,
    errors,
    p50: ms(quantile(sorted, 0.5)),
    p99: ms(quantile(sorted, 0.99)),
    max: ms(sorted.at(-1) ?? 0),
  };
}

/** CLIENTS loops of page requests until `done()`; the latency of each answer in ms. */
async function load(url: string, paths: string[], cookie: string, done: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; !done(); i++) {
        const started = performance.now();
        try {
          const response = await fetch(url + paths[i % paths.length], {
            headers: { cookie },
          });
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - started);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return summary(latencies, errors);
}

const build = path.join(ROOT, "build/index.js");
if (!fs.existsSync(build)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const { dir, remove } = throwawayEnvironment(PORT);
const prepared = await prepareDatabase("sqlite", size, dir, PORT);
const server = serve(build, PORT, ROOT, prepared.env);
try {
  const url = `http://127.0.0.1:${PORT}`;
  await waitFor(`${url}/healthz`);
  const paths = ["/", "/gigs", prepared.gigPath, "/dashboard"];
  const database = prepared.env.DATABASE_URL.slice("file:".length);

  const baselineEnd = Date.now() + BASELINE_MS;
  const baseline = await load(url, paths, prepared.cookie, () => Date.now() > baselineEnd);

  let finished = false;
  const started = performance.now();
  const backup = backupSqlite(database, path.join(dir, "backups")).finally(() => (finished = true));
  const during = await load(url, paths, prepared.cookie, () => finished);
  const file = await backup;
  const seconds = (performance.now() - started) / 1000;

  const mb = (f: string) => Math.round(fs.statSync(f).size / 1024 / 102.4) / 10;
  console.log(
    JSON.stringify(
      {
        gigs: prepared.gigs,
        databaseMb: mb(database),
        backupMb: mb(file),
        backupSeconds: Math.round(seconds * 100) / 100,
        requestsBefore: baseline,
        requestsDuringBackup: during,
      },
      null,
      2,
    ),
  );
} finally {
  server.kill("SIGTERM");
  await prepared.drop();
  remove();
}
