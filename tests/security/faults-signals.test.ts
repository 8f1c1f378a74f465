// The process is killed under load, on both engines. SIGKILL during a write burst: every write the
// server acknowledged is there after the restart and the database is intact. SIGTERM: requests
// already in flight finish with their normal answer and the process then exits by itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../fixtures/app-server";
import { queryAppDatabase, sqliteIntegrity } from "../fixtures/app-database";
import { addExpert, get, loadLoop, signIn, sleep, tally } from "../fixtures/fault-client";

/**
 * Before the forced exit at the end of the grace period (25 s, app/server/edge/startup.server.ts), so
 * the process has ended by itself. Remix keeps a 5 s stream timer per request, hence not ~0.
 */
const EXIT_WITHIN_MS = 15_000;

describe("the server killed under load", () => {
  let server: AppServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startAppServer({ seed: true });
    cookie = await signIn(server.url);
  });
  afterAll(() => server?.stop());

  it("keeps every acknowledged write through a SIGKILL", async () => {
    const acknowledged: string[] = [];
    let next = 0;
    const burst = loadLoop(4, async () => {
      const name = `Kill test expert ${++next}`;
      const outcome = await addExpert(server.url, cookie, name);
      if (outcome === 302) acknowledged.push(name);
      return outcome;
    });
    await sleep(1500);
    await server.kill("SIGKILL");
    const outcomes = await burst.stop();
    expect(acknowledged.length, JSON.stringify(tally(outcomes))).toBeGreaterThan(3);
    // Writes cut by the kill were never acknowledged; the client saw the connection drop.
    expect(outcomes.filter((o) => o.outcome !== 302 && o.outcome !== "reset")).toEqual([]);

    await server.restart();
    const rows = await queryAppDatabase<{ name: string }>(
      server,
      "select name from experts where name like $1",
      ["Kill test expert %"],
    );
    const stored = new Set(rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    if (server.engine === "sqlite") expect(sqliteIntegrity(server.databaseUrl)).toBe("ok");
    // The session survived too, and writes go on.
    expect(await addExpert(server.url, cookie, "Written after the restart")).toBe(302);
  });

  it("finishes the requests in flight on SIGTERM, then exits by itself", async () => {
    // Past the page cache (a reload's header), so that each request is rendered and takes time.
    const load = loadLoop(8, () =>
      get(server.url + "/gigs?q=developer", { "Cache-Control": "no-cache" }),
    );
    // Warm: every loop has a connection the server has accepted (a connection still waiting in
    // the listen backlog when the listener closes is refused by the OS, before any request).
    while (load.outcomes.length < 8) await sleep(50);
    await sleep(500);
    const termAt = Date.now();
    const exited = server.kill("SIGTERM");
    const exitCode = await Promise.race([
      exited,
      sleep(EXIT_WITHIN_MS).then(() => "still running"),
    ]);
    const outcomes = await load.stop();
    expect(exitCode).toBe(0);
    // Sent well before the signal on a warm connection, so the server was already working on them.
    const inFlight = outcomes.filter((o) => o.sent < termAt - 200);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(
      inFlight.filter((o) => o.outcome !== 200),
      JSON.stringify(tally(inFlight)),
    ).toEqual([]);
    // Requests sent after the signal are refused (the listener is closed), never answered 5xx.
    expect(outcomes.filter((o) => typeof o.outcome === "number" && o.outcome >= 500)).toEqual([]);
  });
});
