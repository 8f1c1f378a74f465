import { parseArgs } from "node:util";
import { restoreSqlite } from "~/db/backup/sqlite-restore.server";
import { getEnv, isPostgresUrl, sqlitePathFromUrl } from "~/env.server";
import { postgresBackupsAreElsewhere, runBackupScript } from "./lib/backup-script";

// npm run db:restore -- <file> [--force]
await runBackupScript(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error("Usage: npm run db:restore -- <file> [--force]");
  const url = getEnv().DATABASE_URL;
  if (isPostgresUrl(url)) throw postgresBackupsAreElsewhere();
  const target = sqlitePathFromUrl(url);
  const result = await restoreSqlite(positionals[0]!, target, { force: values.force });
  console.log(`Restored ${positionals[0]} into ${target}.`);
  console.log(
    result.migrationsApplied.length
      ? `Applied migrations: ${result.migrationsApplied.join(", ")}`
      : "The restored database is up to date.",
  );
  if (result.inUse)
    console.log(
      "A running server had the database open: restart it now, so that nothing it keeps in memory predates the restore.",
    );
});
