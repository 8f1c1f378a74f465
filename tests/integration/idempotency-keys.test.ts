import { describe, expect, it } from "vitest";
import { runInRequestScope, requestScope } from "~/utils/request-scope.server";
import { countAttempt } from "~/domain/shared/rate-limit.server";
import {
  ABANDONED_CLAIM_MS,
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_TTL_MS,
  keepIdempotentAnswer,
  pruneIdempotencyKeys,
  releaseIdempotencyKey,
} from "~/domain/idempotency-keys.server";
import { getDb } from "~/db/db.server";
import { makeCompany } from "../fixtures/factories";
import { withAppDatabase } from "../fixtures/db";

withAppDatabase();

const answer = { status: 201, body: '{"id":"x"}', location: "/api/experts/x" };

describe(`API idempotency keys (${process.env.TEST_ENGINE})`, () => {
  it("claims a key once, then answers the kept answer to the same call and refuses another", async () => {
    const { userId } = await makeCompany();
    expect(await claimIdempotencyKey(userId, "k1", "fp")).toEqual({ kind: "claimed" });
    expect(await claimIdempotencyKey(userId, "k1", "fp")).toEqual({ kind: "in-flight" });
    expect(await claimIdempotencyKey(userId, "k1", "other")).toEqual({ kind: "mismatch" });
    await keepIdempotentAnswer(userId, "k1", answer);
    expect(await claimIdempotencyKey(userId, "k1", "fp")).toEqual({ kind: "replay", answer });
    expect(await claimIdempotencyKey(userId, "k1", "other")).toEqual({ kind: "mismatch" });
    // Another caller's key of the same name is its own.
    const other = await makeCompany();
    expect(await claimIdempotencyKey(other.userId, "k1", "fp")).toEqual({ kind: "claimed" });
  });

  it("lets exactly one of concurrent first uses claim the key", async () => {
    const { userId } = await makeCompany();
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimIdempotencyKey(userId, "race", "fp")),
    );
    expect(claims.filter((claim) => claim.kind === "claimed")).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === "in-flight")).toHaveLength(7);
  });

  it("frees a released, an abandoned or an expired key, and keeps a kept one when released", async () => {
    const { userId } = await makeCompany();
    const now = new Date();
    await claimIdempotencyKey(userId, "refused", "fp", now);
    await releaseIdempotencyKey(userId, "refused");
    expect(await claimIdempotencyKey(userId, "refused", "fp2", now)).toEqual({ kind: "claimed" });

    const long = new Date(now.getTime() - ABANDONED_CLAIM_MS - 1000);
    await claimIdempotencyKey(userId, "abandoned", "fp", long);
    expect(await claimIdempotencyKey(userId, "abandoned", "fp", now)).toEqual({ kind: "claimed" });

    const dayAgo = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS - 1000);
    await claimIdempotencyKey(userId, "old", "fp", dayAgo);
    await keepIdempotentAnswer(userId, "old", answer);
    expect(await claimIdempotencyKey(userId, "old", "other", now)).toEqual({ kind: "claimed" });

    await claimIdempotencyKey(userId, "kept", "fp", now);
    await keepIdempotentAnswer(userId, "kept", answer);
    await releaseIdempotencyKey(userId, "kept");
    expect(await claimIdempotencyKey(userId, "kept", "fp", now)).toEqual({
      kind: "replay",
      answer,
    });
  });

  it("sweeps keys past their 24 hours and no others", async () => {
    const { userId } = await makeCompany();
    const now = new Date();
    await claimIdempotencyKey(
      userId,
      "sweep-old",
      "fp",
      new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS - 1),
    );
    await claimIdempotencyKey(userId, "sweep-new", "fp", now);
    expect(await pruneIdempotencyKeys(now)).toBeGreaterThanOrEqual(1);
    const left = await getDb()
      .selectFrom("idempotency_keys")
      .select("key")
      .where("user_id", "=", userId)
      .execute();
    expect(left.map((row) => row.key)).toEqual(["sweep-new"]);
  });
});

describe(`rate limits in the request's scope (${process.env.TEST_ENGINE})`, () => {
  it("note each attempt's budget for the API's headers", async () => {
    const start = new Date();
    const uses = await runInRequestScope(async () => {
      await countAttempt("gigQuestionsPerUser", "scope-user", start);
      await countAttempt("resetPerEmail", "scope@example.com", start);
      return requestScope()?.rateLimits;
    });
    expect(uses).toEqual([
      {
        limit: 10,
        remaining: 9,
        exceeded: false,
        resetSeconds: 3600,
        windowSeconds: 3600,
        advertised: true,
      },
      {
        limit: 3,
        remaining: 2,
        exceeded: false,
        resetSeconds: 3600,
        windowSeconds: 3600,
        advertised: false,
      },
    ]);
  });
});
