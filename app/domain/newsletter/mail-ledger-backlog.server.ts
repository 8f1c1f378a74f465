import { sql } from "kysely";
import { getDb } from "~/db/db.server";
import { MAX_ATTEMPTS } from "./notifications.server";

export type MailLedgerBacklog = {
  /** Claimed and not yet sent: being sent now, or left by a run that stopped. */
  queued: number;
  /** The last send failed (retried while attempts remain, then kept for the record). */
  failed: number;
  /** Age of the oldest row still to be sent (claimed, or failed with attempts left); 0 if none. */
  oldestPendingSeconds: number;
};

/**
 * The mail ledger's backlog in one grouped query over the unsent rows, for the metrics scrape.
 * Both mailings stop after MAX_ATTEMPTS sends (the same limit in gigsletter-send and
 * notifications), so a failed row past it no longer counts as pending.
 */
export async function mailLedgerBacklog(now = new Date()): Promise<MailLedgerBacklog> {
  const rows = await getDb()
    .selectFrom("mail_ledger")
    .where("state", "in", ["claimed", "failed"])
    .groupBy("state")
    .select((eb) => [
      "state",
      eb.fn.countAll<number>().as("count"),
      sql<
        string | null
      >`min(case when ${eb.ref("state")} = 'claimed' or ${eb.ref("attempts")} < ${MAX_ATTEMPTS} then ${eb.ref("claimed_at")} end)`.as(
        "oldest",
      ),
    ])
    .execute();
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  const oldest = rows
    .map((row) => (row.oldest ? Date.parse(row.oldest) : NaN))
    .filter(Number.isFinite)
    .sort((a, b) => a - b)[0];
  return {
    queued: count("claimed"),
    failed: count("failed"),
    oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
