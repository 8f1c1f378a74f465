// Two instances on one PostgreSQL database, as behind a load balancer: mixed reads and writes on
// both give no errors, every acknowledged write is stored once, and a rate limit counts attempts
// from both instances together. PostgreSQL only: SQLite is one process by design.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, testEngine, type AppServer } from "../fixtures/app-server";
import { queryAppDatabase } from "../fixtures/app-database";
import {
  addExpert,
  get,
  loadLoop,
  postForm,
  signIn,
  sleep,
  tally,
  type Outcome,
} from "../fixtures/fault-client";
import { RATE_LIMITS } from "~/domain/rate-limit.server";

const RESET_LIMIT = RATE_LIMITS.resetPerEmail.limit;

/** Requests a password reset link `times` times, taking turns over `servers`. */
async function resetRequests(servers: AppServer[], email: string, times: number) {
  const statuses: Outcome[] = [];
  for (let i = 0; i < times; i++) {
    const server = servers[i % servers.length]!;
    statuses.push(await postForm(server.url, "/sign-in/reset-password", { email }));
  }
  return statuses;
}

describe.skipIf(testEngine() !== "postgres")("two instances on one PostgreSQL database", () => {
  let a: AppServer;
  let b: AppServer;

  beforeAll(async () => {
    a = await startAppServer({ seed: true });
    b = await startAppServer({ databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it("serves mixed reads and writes on both without a single error", async () => {
    // One sign-in is good on both: the session lives in the shared database.
    const cookie = await signIn(a.url);
    const acknowledged: string[] = [];
    let next = 0;
    let turn = 0;
    const reads = loadLoop(6, () =>
      get(`${++turn % 2 ? a.url : b.url}/gigs?q=developer`, { Cookie: cookie }),
    );
    const writes = loadLoop(2, async () => {
      const n = ++next;
      const name = `Two instances expert ${n}`;
      const outcome = await addExpert(n % 2 ? a.url : b.url, cookie, name);
      if (outcome === 302) acknowledged.push(name);
      return outcome;
    });
    await sleep(3000);
    const [readOutcomes, writeOutcomes] = await Promise.all([reads.stop(), writes.stop()]);
    expect(
      readOutcomes.filter((o) => o.outcome !== 200),
      JSON.stringify(tally(readOutcomes)),
    ).toEqual([]);
    expect(
      writeOutcomes.filter((o) => o.outcome !== 302),
      JSON.stringify(tally(writeOutcomes)),
    ).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(1);
    const rows = await queryAppDatabase<{ name: string }>(
      a,
      "select name from experts where name like $1",
      ["Two instances expert %"],
    );
    expect(rows.map((row) => row.name).sort()).toEqual([...acknowledged].sort());
  });

  it("shares a rate limit: 429 at the same total across both as on one", async () => {
    const expected = [...Array<Outcome>(RESET_LIMIT).fill(302), ...Array<Outcome>(2).fill(429)];
    expect(await resetRequests([a], "one-instance@example.com", RESET_LIMIT + 2)).toEqual(expected);
    expect(await resetRequests([a, b], "two-instances@example.com", RESET_LIMIT + 2)).toEqual(
      expected,
    );
  });
});
