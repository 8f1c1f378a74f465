// One benchmark database, prepared in its own process (the app's database handle is one per
// process): migrations, the demo seed, the benchmark data of BENCH_SIZE (JSON of a BenchSize),
// and a session for the big company's user. Prints one JSON line for scripts/bench/pages.ts.
import { getDb } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemo } from "~/db/seed/demo.server";
import { getEnv } from "~/env.server";
import { runDbScript } from "../run-db-script";
import { BENCH_USER, seedBenchData, type BenchSize } from "./bench-data";
import { samplePaths, sessionCookie } from "./lib";

await runDbScript(async () => {
  const size = JSON.parse(process.env.BENCH_SIZE ?? "") as BenchSize;
  const db = getDb();
  const started = Date.now();
  await migrateToLatest(db);
  await seedDemo(db);
  const seeded = await seedBenchData(db, size, { log: (line) => console.error(`  ${line}`) });
  const cookie = await sessionCookie(BENCH_USER, getEnv().APP_URL);
  const sample = await samplePaths();
  console.log(
    JSON.stringify({
      cookie,
      gigPath: sample.gig,
      postPath: sample.post,
      gigs: seeded.gigs,
      seconds: Math.round((Date.now() - started) / 1000),
    }),
  );
});
