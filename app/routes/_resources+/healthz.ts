import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import { logger } from "~/utils/logger.server";

const TIMEOUT_MS = 2000;

/** 200 when the database answers within two seconds, 503 otherwise; never cached. */
export async function loader() {
  const headers = { "Cache-Control": "no-store", "Content-Type": "application/json" };
  try {
    await Promise.race([
      sql`select 1`.execute(getDb()),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("database timeout")), TIMEOUT_MS).unref(),
      ),
    ]);
    return new Response(JSON.stringify({ status: "ok" }), { status: 200, headers });
  } catch (error) {
    logger.error("health check failed", { error: (error as Error).message });
    return new Response(JSON.stringify({ status: "unavailable" }), { status: 503, headers });
  }
}
