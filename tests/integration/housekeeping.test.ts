import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { pruneExpiredRows, SPENT_TOKEN_RETENTION_DAYS } from "~/domain/housekeeping.server";
import { newId } from "~/utils/ids.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany, makeGig } from "../fixtures/factories";

withAppDatabase();

const DAY = 24 * 60 * 60_000;
const KEEP_FOR_EVER = { mailLedgerDays: 0, inviteDays: 0, auditDays: 0 };
const nothingElse = { idempotencyKeys: 0, mails: 0, gigAlertItems: 0, invites: 0, auditEvents: 0 };
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString();

describe(`housekeeping (${process.env.TEST_ENGINE})`, () => {
  it("deletes expired sessions, long-spent tokens and finished rate-limit windows only", async () => {
    const now = new Date();
    const { userId } = await makeCompany();
    const db = getDb();
    const session = (id: string, expires: string) => ({
      id,
      user_id: userId,
      created_at: at(now, -40),
      expires_at: expires,
      last_seen_at: at(now, -1),
      ip: null,
      user_agent: null,
    });
    await db
      .insertInto("sessions")
      .values([session("s-expired", at(now, -1)), session("s-live", at(now, 10))])
      .execute();
    const token = (id: string, expires: string, used: string | null) => ({
      id,
      token_hash: `hash-${id}-${newId()}`,
      purpose: "reset-password" as const,
      user_id: userId,
      data: null,
      expires_at: expires,
      used_at: used,
      created_at: at(now, -30),
    });
    const old = -(SPENT_TOKEN_RETENTION_DAYS + 1);
    await db
      .insertInto("one_time_tokens")
      .values([
        token("t-expired-long-ago", at(now, old), null),
        token("t-used-long-ago", at(now, 1), at(now, old)),
        token("t-expired-recently", at(now, -1), null),
        token("t-live", at(now, 1), null),
      ])
      .execute();
    await db
      .insertInto("rate_limits")
      .values([
        { key: "hk:old", count: 3, window_started_at: at(now, -30) },
        { key: "hk:new", count: 1, window_started_at: now.toISOString() },
      ])
      .execute();

    expect(await pruneExpiredRows(now, KEEP_FOR_EVER)).toEqual({
      sessions: 1,
      tokens: 2,
      ...nothingElse,
    });

    const ids = async (table: "sessions" | "one_time_tokens") =>
      (await db.selectFrom(table).select("id").execute()).map((r) => r.id).sort();
    expect(await ids("sessions")).toEqual(["s-live"]);
    expect(await ids("one_time_tokens")).toEqual(["t-expired-recently", "t-live"]);
    const limits = await db
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "like", "hk:%")
      .execute();
    expect(limits.map((r) => r.key)).toEqual(["hk:new"]);
    // Running again finds nothing more to do.
    expect(await pruneExpiredRows(now, KEEP_FOR_EVER)).toEqual({
      sessions: 0,
      tokens: 0,
      ...nothingElse,
    });
  });

  it("prunes the mail ledger, invites and audit events past their retention, and only those", async () => {
    const now = new Date();
    const { companyId, userId } = await makeCompany();
    const db = getDb();
    const mail = (kind: string, recipient: string, claimedDaysAgo: number, state = "sent") => ({
      kind,
      recipient_key: recipient,
      period_key: `p-${recipient}`,
      state: state as "sent" | "failed" | "claimed",
      claimed_at: at(now, -claimedDaysAgo),
      sent_at: state === "sent" ? at(now, -claimedDaysAgo) : null,
      last_error: null,
      payload: null,
    });
    await db
      .insertInto("mail_ledger")
      .values([
        mail("hk-mail", "old-sent", 100),
        mail("hk-mail", "old-failed", 95, "failed"),
        mail("hk-mail", "old-claimed", 120, "claimed"),
        mail("hk-mail", "recent", 10),
        // A kind whose rows are all old keeps its newest: a run reads its predecessor there.
        mail("hk-run", "older-run", 200),
        mail("hk-run", "newest-run", 150),
      ])
      .execute();
    const invite = (id: string, expiresDaysAgo: number, extra: object = {}) => ({
      id,
      company_id: companyId,
      email: `${id}@example.com`,
      message: null,
      token_hash: `hash-${id}-${newId()}`,
      invited_by_user_id: userId,
      sent_at: at(now, -expiresDaysAgo - 14),
      expires_at: at(now, -expiresDaysAgo),
      consumed_at: null,
      consumed_by_user_id: null,
      deleted_at: null,
      created_at: at(now, -expiresDaysAgo - 14),
      ...extra,
    });
    await db
      .insertInto("invites")
      .values([
        invite("i-expired-long-ago", 40),
        invite("i-expired-recently", 5),
        invite("i-live", -10),
        invite("i-deleted-long-ago", -10, { deleted_at: at(now, -40) }),
        invite("i-consumed-long-ago", 40, { consumed_at: at(now, -50) }),
      ])
      .execute();
    const event = (action: string, daysAgo: number) => ({
      at: at(now, -daysAgo),
      actor_user_id: userId,
      company_id: companyId,
      action,
      subject_type: null,
      subject_id: null,
      data: null,
      ip: null,
    });
    await db
      .insertInto("audit_events")
      .values([event("hk.old", 800), event("hk.older", 900), event("hk.recent", 30)])
      .execute();
    const gigIds = [await makeGig(), await makeGig()];
    await db
      .insertInto("gig_alert_items")
      .values(
        gigIds.map((gigId, i) => ({
          user_id: userId,
          gig_id: gigId,
          period_key: `gig:${gigId}`,
          created_at: at(now, i === 0 ? -100 : -10),
        })),
      )
      .execute();

    const retention = { mailLedgerDays: 90, inviteDays: 30, auditDays: 730 };
    expect(await pruneExpiredRows(now, retention)).toMatchObject({
      mails: 3,
      gigAlertItems: 1,
      invites: 2,
      auditEvents: 2,
    });
    const items = await db.selectFrom("gig_alert_items").select("gig_id").execute();
    expect(items.map((r) => Number(r.gig_id))).toEqual([gigIds[1]]);

    const ledger = await db
      .selectFrom("mail_ledger")
      .select("recipient_key")
      .where("kind", "like", "hk-%")
      .orderBy("recipient_key")
      .execute();
    expect(ledger.map((r) => r.recipient_key)).toEqual(["newest-run", "old-claimed", "recent"]);
    const invites = await db.selectFrom("invites").select("id").orderBy("id").execute();
    expect(invites.map((r) => r.id)).toEqual([
      "i-consumed-long-ago",
      "i-expired-recently",
      "i-live",
    ]);
    const events = await db
      .selectFrom("audit_events")
      .select("action")
      .where("action", "like", "hk.%")
      .execute();
    expect(events.map((r) => r.action)).toEqual(["hk.recent"]);
    expect(await pruneExpiredRows(now, retention)).toMatchObject(nothingElse);
  });

  it("deletes a large backlog in batches, all of it", async () => {
    const now = new Date();
    const rows = Array.from({ length: 4_500 }, (_, i) => ({
      kind: "hk-bulk",
      recipient_key: `r${i}`,
      period_key: "p",
      state: "sent" as const,
      claimed_at: new Date(now.getTime() - 100 * DAY - i * 1_000).toISOString(),
      sent_at: at(now, -100),
      last_error: null,
      payload: null,
    }));
    const db = getDb();
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto("mail_ledger")
        .values(rows.slice(i, i + 500))
        .execute();
    const pruned = await pruneExpiredRows(now, { ...KEEP_FOR_EVER, mailLedgerDays: 90 });
    // The kind's newest row (100 days old) stays.
    expect(pruned.mails).toBe(4_499);
    const left = await db
      .selectFrom("mail_ledger")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "=", "hk-bulk")
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(1);
  });
});
