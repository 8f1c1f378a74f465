import { ConfigError } from "~/env.server";
import { DatabaseConfigError } from "~/db/client.server";
import { closeDb } from "~/db/db.server";
import { describeDbError } from "~/db/errors.server";

/** Runs a database script; a failure prints one line that says what to fix and exits with 1. */
export async function runDbScript(main: () => Promise<void>) {
  try {
    await main();
    await closeDb();
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof DatabaseConfigError;
    console.error(known ? error.message : describeDbError(error));
    await closeDb().catch(() => {});
    process.exit(1);
  }
}
