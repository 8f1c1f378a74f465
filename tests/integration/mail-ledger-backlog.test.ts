// The mail ledger's backlog as the metrics read it (app/domain/newsletter/mail-ledger-backlog.server.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { mailLedgerBacklog } from "~/domain/newsletter/mail-ledger-backlog.server";
import { withAppDatabase } from "../fixtures/db";

const t = withAppDatabase();
const NOW = new Date("2026-11-29T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function row(
  recipient: string,
  state: "claimed" | "sent" | "failed",
  attempts: number,
  at: string,
) {
  return {
    kind: "test",
    recipient_key: recipient,
    period_key: "2026-11-29",
    state,
    attempts,
    claimed_at: at,
    sent_at: state === "sent" ? at : null,
  };
}

describe("mail ledger backlog", () => {
  beforeEach(async () => {
    await t.db.deleteFrom("mail_ledger").execute();
  });

  it("is empty without unsent rows", async () => {
    await t.db
      .insertInto("mail_ledger")
      .values(row("a", "sent", 1, minutesAgo(500)))
      .execute();
    expect(await mailLedgerBacklog(NOW)).toEqual({
      queued: 0,
      failed: 0,
      oldestPendingSeconds: 0,
    });
  });

  it("counts queued and failed rows and ages the oldest row still to be sent", async () => {
    await t.db
      .insertInto("mail_ledger")
      .values([
        row("sent", "sent", 1, minutesAgo(900)),
        // Out of attempts: counted as failed, never as pending.
        row("given-up", "failed", 3, minutesAgo(600)),
        row("retrying", "failed", 1, minutesAgo(30)),
        row("sending", "claimed", 1, minutesAgo(5)),
        row("sending-2", "claimed", 2, minutesAgo(1)),
      ])
      .execute();
    expect(await mailLedgerBacklog(NOW)).toEqual({
      queued: 2,
      failed: 2,
      oldestPendingSeconds: 30 * 60,
    });
  });
});
