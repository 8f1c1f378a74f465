// One benchmark database, prepared in its own process (the app's database handle is one per
// process): migrations, the demo seed, the benchmark data of BENCH_SIZE (JSON of a BenchSize),
// and a session for the big company's user. Prints one JSON line for scripts/bench/pages.ts.
import { getDb } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { seedDemo } from "~/db/seed/demo.server";
import { createUserSession } from "~/auth/session.server";
import { getEnv } from "~/env.server";
import { runDbScript } from "../run-db-script";
import { seedBenchData, type BenchSize } from "./bench-data";

await runDbScript(async () => {
  const size = JSON.parse(process.env.BENCH_SIZE ?? "") as BenchSize;
  const db = getDb();
  const started = Date.now();
  await migrateToLatest(db);
  await seedDemo(db);
  const seeded = await seedBenchData(db, size, { log: (line) => console.error(`  ${line}`) });
  const cookie = (await createUserSession(seeded.userId, new Request(getEnv().APP_URL))).split(
    ";",
  )[0]!;
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
    JSON.stringify({
      cookie,
      gigPath: `/gigs/${gig.id}/${gig.slug}`,
      postPath: `/posts/${post.slug}`,
      gigs: seeded.gigs,
      seconds: Math.round((Date.now() - started) / 1000),
    }),
  );
});
