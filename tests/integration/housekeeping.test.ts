import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { pruneExpiredRows, SPENT_TOKEN_RETENTION_DAYS } from "~/domain/housekeeping.server";
import { newId } from "~/utils/ids.server";
import { withAppDatabase } from "../fixtures/db";
import { makeCompany } from "../fixtures/factories";

withAppDatabase();

const DAY = 24 * 60 * 60_000;
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

    expect(await pruneExpiredRows(now)).toEqual({ sessions: 1, tokens: 2 });

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
    expect(await pruneExpiredRows(now)).toEqual({ sessions: 0, tokens: 0 });
  });
});
