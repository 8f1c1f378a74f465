// The metrics registry on a real database (app/server/observability/metrics.server.ts), and the
// mail ledger's backlog it reads (app/domain/newsletter/mail-ledger-backlog.server.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { mailLedgerBacklog } from "~/domain/newsletter/mail-ledger-backlog.server";
import {
  metricsText,
  observeRequest,
  recordBackupSuccess,
  recordJobSuccess,
} from "~/server/observability/metrics.server";
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

describe("the metrics registry", () => {
  const sample = (text: string, series: string) =>
    text.split("\n").find((line) => line.startsWith(`${series} `));

  it("reads the ledger at scrape time and reports what the jobs record", async () => {
    await t.db.deleteFrom("mail_ledger").execute();
    await t.db
      .insertInto("mail_ledger")
      .values([
        row("q1", "claimed", 1, new Date().toISOString()),
        row("f1", "failed", 1, NOW.toISOString()),
      ])
      .execute();
    recordBackupSuccess(new Date("2026-11-29T10:00:00.000Z"));
    recordJobSuccess("housekeeping", new Date("2026-11-29T11:00:00.000Z"));
    const text = await metricsText();
    expect(sample(text, "gigpartners_mail_ledger_queued")).toBe("gigpartners_mail_ledger_queued 1");
    expect(sample(text, "gigpartners_mail_ledger_failed")).toBe("gigpartners_mail_ledger_failed 1");
    expect(sample(text, "gigpartners_backup_last_success_timestamp_seconds")).toBe(
      `gigpartners_backup_last_success_timestamp_seconds ${Date.parse("2026-11-29T10:00:00.000Z") / 1000}`,
    );
    expect(
      sample(text, 'gigpartners_schedule_last_success_timestamp_seconds{schedule="housekeeping"}'),
    ).toBe(
      `gigpartners_schedule_last_success_timestamp_seconds{schedule="housekeeping"} ${Date.parse("2026-11-29T11:00:00.000Z") / 1000}`,
    );
    // The queries this test made were timed.
    expect(text).toMatch(/^gigpartners_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/m);
  });

  it("labels a request by status class, and a method no standard names as other", async () => {
    observeRequest("/gigs", "PROPFIND", 207, 0.01);
    observeRequest("/gigs", "get", 503, 0.02);
    const text = await metricsText();
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/gigs",method="other",status_class="2xx"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/gigs",method="GET",status_class="5xx"} 1',
    );
  });
});
