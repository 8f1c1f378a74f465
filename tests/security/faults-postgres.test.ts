// PostgreSQL faults. Issue 8, finding 2: losing connections must not take the process down;
// requests caught in the cut answer 503 (or succeed), never 500 or a reset, and the app recovers
// by itself once the database is back. And two instances on one database (as behind a load
// balancer) serve mixed load without errors and share rate limits. The tests share one seeded
// database to keep the suite fast. PostgreSQL only: SQLite is one process with no connections.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayPostgres } from "../../scripts/lib/throwaway-postgres";
import { freePort, startAppServer, testEngine, type AppServer } from "../fixtures/app-server";
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
import { startCutProxy, type CutProxy } from "../fixtures/tcp-cut-proxy";
import { RATE_LIMITS } from "~/domain/shared/rate-limit.server";

const SEARCH = "/gigs?q=developer";
/**
 * As a browser's reload asks: past the page cache (decision 018), which would otherwise answer
 * a visitor's repeated search from memory without touching the database these tests cut.
 */
const FRESH = { "Cache-Control": "no-cache" };
const RECOVERY_MS = 5000;
const RESET_LIMIT = RATE_LIMITS.resetPerEmail.limit;

async function terminateAppConnections(adminUrl: string, databaseUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [new URL(databaseUrl).pathname.slice(1)],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Polls until `path` answers 200; resolves with how long that took, or fails after `ms`. */
async function recoveredWithin(base: string, ms: number, path = SEARCH) {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if ((await get(base + path, FRESH)) === 200) return Date.now() - start;
    await sleep(50);
  }
  throw new Error(`${path} did not answer 200 within ${ms} ms`);
}

/** Requests a password reset link `times` times, taking turns over `servers`. */
async function resetRequests(servers: AppServer[], email: string, times: number) {
  const statuses: Outcome[] = [];
  for (let i = 0; i < times; i++) {
    const server = servers[i % servers.length]!;
    statuses.push(await postForm(server.url, "/sign-in/reset-password", { email }));
  }
  return statuses;
}

const isFine = (path: "read" | "write") => (outcome: Outcome) =>
  outcome === 503 || (path === "read" ? outcome === 200 : outcome === 302);

describe.skipIf(testEngine() !== "postgres")("PostgreSQL faults", () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  let server: AppServer;
  let proxy: CutProxy;
  let directUrl: string;
  let drop: () => Promise<void>;
  let cookie: string;

  beforeAll(async () => {
    const created = await createThrowawayPostgres(adminUrl, "fault");
    directUrl = created.url;
    drop = created.drop;
    // The app reaches the database through a relay the tests can cut (tcp-cut-proxy.ts).
    proxy = await startCutProxy(created.url, freePort());
    server = await startAppServer({ databaseUrl: proxy.url(created.url), seed: true });
    cookie = await signIn(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await drop?.();
  });

  describe("connections lost under load", () => {
    it("survives pg_terminate_backend on all its connections, answering 503 at worst", async () => {
      let written = 0;
      const reads = loadLoop(10, () => get(server.url + SEARCH, FRESH));
      const writes = loadLoop(1, () => addExpert(server.url, cookie, `Fault expert ${++written}`));
      let lastCut = 0;
      try {
        await sleep(500);
        for (let round = 0; round < 3; round++) {
          lastCut = Date.now();
          expect(await terminateAppConnections(adminUrl, server.databaseUrl)).toBeGreaterThan(0);
          expect(await recoveredWithin(server.url, RECOVERY_MS)).toBeLessThan(RECOVERY_MS);
          await sleep(700);
        }
        // Load goes on past the recovery window of the last cut, so there is a "settled" sample.
        await sleep(Math.max(0, lastCut + RECOVERY_MS + 700 - Date.now()));
      } finally {
        await Promise.all([reads.stop(), writes.stop()]);
      }
      const readOutcomes = reads.outcomes.map((o) => o.outcome);
      const writeOutcomes = writes.outcomes.map((o) => o.outcome);
      expect(
        readOutcomes.filter((o) => !isFine("read")(o)),
        JSON.stringify(tally(reads.outcomes)),
      ).toEqual([]);
      expect(
        writeOutcomes.filter((o) => !isFine("write")(o)),
        JSON.stringify(tally(writes.outcomes)),
      ).toEqual([]);
      // Everything sent after the recovery window of the last cut is a success again.
      const settled = [...reads.outcomes, ...writes.outcomes].filter(
        (o) => o.sent > lastCut + RECOVERY_MS,
      );
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.filter((o) => o.outcome !== 200 && o.outcome !== 302)).toEqual([]);
      expect(await get(server.url + "/healthz")).toBe(200);
      // No crash report and no stack trace, only the one-line "database unavailable" entries.
      expect(server.output()).not.toMatch(/uncaught|unhandled|^\s+at .+:\d+:\d+\)?$/im);
    });

    it("answers 503 while the database is away and recovers by itself when it returns", async () => {
      proxy.refuse();
      try {
        // A visitor's plain request may still get the page cache's copy for a few seconds, as
        // from a CDN; a reload reaches the app and its database.
        const fresh = FRESH;
        const page = await fetch(server.url + SEARCH, { headers: fresh });
        expect(page.status).toBe(503);
        const html = await page.text();
        expect(html).toContain("<title>Service temporarily unavailable | GigPartners</title>");
        expect(html).toContain("We cannot reach our database right now.");
        expect(html).not.toMatch(/at .*\.js:\d+|Connection terminated/);

        const finnish = await fetch(`${server.url}${SEARCH}&lng=fi`, { headers: fresh });
        expect(finnish.status).toBe(503);
        expect(await finnish.text()).toContain("Palvelu on tilapäisesti poissa käytöstä");

        // Signed in, the root loader's session lookup is what fails: the same 503, not a sign-in.
        const signedIn = await fetch(server.url + "/dashboard/experts", {
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        expect(signedIn.status).toBe(503);
        expect(await signedIn.text()).toContain("Service temporarily unavailable");

        const json = await fetch(server.url + SEARCH, {
          headers: { ...fresh, Accept: "application/json" },
        });
        expect(json.status).toBe(503);
        expect(json.headers.get("Content-Type")).toMatch(/^application\/json/);
        expect(await json.json()).toMatchObject({ error: { code: "service-unavailable" } });

        // Client-side navigation (single fetch) sees the same status and renders the same page.
        const navigation = await fetch(`${server.url}/gigs.data?q=developer`);
        expect(navigation.status).toBe(503);
        expect(await navigation.text()).not.toMatch(/Connection terminated|at .*\.js:\d+/);

        expect(await addExpert(server.url, cookie, "Written while away")).toBe(503);
        expect(await get(server.url + "/healthz")).toBe(503);
      } finally {
        proxy.accept();
      }
      expect(await recoveredWithin(server.url, RECOVERY_MS)).toBeLessThan(RECOVERY_MS);
      expect(await addExpert(server.url, cookie, "Written after the return")).toBe(302);
      expect(await get(server.url + "/healthz")).toBe(200);
    });
  });

  describe("two instances on one database", () => {
    let second: AppServer;
    beforeAll(async () => {
      second = await startAppServer({ databaseUrl: directUrl });
    });
    afterAll(() => second?.kill("SIGKILL"));

    it("serves mixed reads and writes on both without a single error", async () => {
      // The session lives in the shared database: one sign-in is good on both.
      const [a, b] = [server, second];
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
        second,
        "select name from experts where name like $1",
        ["Two instances expert %"],
      );
      expect(rows.map((row) => row.name).sort()).toEqual([...acknowledged].sort());
    });

    it("shares a rate limit: 429 at the same total across both as on one", async () => {
      const expected = [...Array<Outcome>(RESET_LIMIT).fill(302), ...Array<Outcome>(2).fill(429)];
      expect(await resetRequests([server], "one-instance@example.com", RESET_LIMIT + 2)).toEqual(
        expected,
      );
      expect(
        await resetRequests([server, second], "two-instances@example.com", RESET_LIMIT + 2),
      ).toEqual(expected);
    });
  });
});
