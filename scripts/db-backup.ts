import { parseArgs } from "node:util";
import { backupSqlite } from "~/db/backup/sqlite-backup.server";
import { getEnv, isPostgresUrl, sqlitePathFromUrl } from "~/env.server";
import { postgresBackupsAreElsewhere, runBackupScript } from "./lib/backup-script";

// npm run db:backup -- --out <dir>: the backup's path is the last line, for scripts to read.
await runBackupScript(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) throw new Error("Usage: npm run db:backup -- --out <dir>");
  const url = getEnv().DATABASE_URL;
  if (isPostgresUrl(url)) throw postgresBackupsAreElsewhere();
  const file = await backupSqlite(sqlitePathFromUrl(url), values.out);
  console.log(`Backed up ${sqlitePathFromUrl(url)} to:`);
  console.log(file);
});
