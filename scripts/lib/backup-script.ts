/** Runs a backup or restore command: a failure prints its message alone and exits with 1. */
export async function runBackupScript(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export function postgresBackupsAreElsewhere() {
  return new Error(
    "DATABASE_URL is a PostgreSQL database: back it up and restore it with pg_dump and pg_restore (docs/operations.md, Backups and restore).",
  );
}
