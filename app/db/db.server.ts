import { getEnv } from "~/env.server";
import { createDb, type DB } from "./client.server";

declare global {
  var __appDb: ReturnType<typeof createDb> | undefined;
}

/** The process-wide database; kept on globalThis so development rebuilds do not open a new pool each time. */
export function getDbHandle() {
  if (!globalThis.__appDb) globalThis.__appDb = createDb(getEnv().DATABASE_URL);
  return globalThis.__appDb;
}

export function getDb(): DB {
  return getDbHandle().db;
}

export async function closeDb() {
  const handle = globalThis.__appDb;
  globalThis.__appDb = undefined;
  await handle?.db.destroy();
}
