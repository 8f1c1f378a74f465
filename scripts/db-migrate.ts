import { getDb } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { runDbScript } from "./run-db-script";

await runDbScript(async () => {
  const applied = await migrateToLatest(getDb());
  console.log(
    applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.",
  );
});
