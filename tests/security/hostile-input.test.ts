// Property-based hostile input against every action, every loader's query string and every path
// parameter of the production build: never a 5xx, never a write for refused input, never an answer over 100 KB or
// slower than 1 s for a request under 1 KB, and a healthy server afterwards.
//
// Bounded for CI: a fixed seed and HOSTILE_RUNS runs per target (default 6). For a longer hunt,
// e.g. HOSTILE_RUNS=200 HOSTILE_SEED=$RANDOM; HOSTILE_SHRINK=1 shrinks a failure to its core.
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { startAppServer, type AppServer } from "../fixtures/app-server";
import { castActors, type Cast } from "./lib/actors";
import { changedTables, openDb, snapshot } from "./lib/db-snapshot";
import * as hostile from "./lib/hostile-arbitraries";
import { formFieldNames, hostileTargets, type Target } from "./lib/hostile-targets";
import { isHealthy, send, type Reply } from "./lib/http";
import { builtRoutes } from "./lib/route-manifest";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 6);
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_123);
const SHRINK = process.env.HOSTILE_SHRINK === "1";
const MAX_REPLY_BYTES = 100 * 1024;
const MAX_REPLY_MS = 1000;
/** Long enough to tell a slow answer from none at all, short enough to keep the suite bounded. */
const GIVE_UP_MS = 5000;

const routes = builtRoutes();

function seedOffset(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash) % 1_000_000;
}

describe("hostile input", () => {
  let server: AppServer;
  let db: DB;
  let cast: Cast;
  let targets: Target[] = [];
  const fieldsOf = new Map<string, string[]>();

  beforeAll(async () => {
    server = await startAppServer({ seed: true });
    db = openDb(server.databaseUrl);
    cast = await castActors(server.url, db);
    targets = hostileTargets(routes, cast.ids);
    // One plain GET per page: the form's own field names, and no first-request warm-up later.
    for (const target of targets) {
      const page = await send(server.url, target.url.replace(/[?&]index$/, ""), {
        cookie: cast.cookies[target.actor],
      });
      fieldsOf.set(target.routeId, formFieldNames(page.body));
    }
  });

  afterEach(async () => {
    // A target that took the server down must not fail every later one: start it again.
    if (server && !(await isHealthy(server.url))) {
      await server.kill("SIGKILL");
      await server.restart();
      // Sessions live in the database, so the actors are still signed in.
    }
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it("aims at every action and every loader of the build", () => {
    const aimed = new Set(targets.map((t) => `${t.method} ${t.routeId}`));
    const missing = routes.flatMap((route) => [
      ...(route.hasLoader && !aimed.has(`GET ${route.id}`) ? [`GET ${route.id}`] : []),
      ...(route.hasAction && !aimed.has(`POST ${route.id}`) ? [`POST ${route.id}`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  /**
   * GETs never write, so the database is compared once around all of a target's requests; a
   * change fails the target and names the tables.
   */
  async function unchangedAround(run: () => Promise<void>) {
    const before = await snapshot(db, server.engine);
    await run();
    const changed = changedTables(before, await snapshot(db, server.engine));
    if (changed.length) throw new Error(`reading wrote to ${changed.join(", ")}`);
  }

  async function attempt(target: Target, url: string, body?: hostile.HostileBody) {
    const once = async () => {
      try {
        return await send(server.url, url, {
          method: target.method,
          cookie: cast.cookies[target.actor],
          headers: target.headers,
          contentType: body?.contentType ?? undefined,
          body: body ? Buffer.from(body.body) : undefined,
          timeoutMs: GIVE_UP_MS,
        });
      } catch (error) {
        throw new Error(`no answer to ${target.method} ${url}: ${(error as Error).message}`);
      }
    };
    let reply: Reply = await once();
    // A busy CI machine can stall any one request; an input that is costly is slow every time.
    if (reply.ms > MAX_REPLY_MS && reply.status < 500) reply = await once();
    const where = `${target.method} ${url} as ${target.actor}${body ? ` (${body.kind})` : ""}`;
    if (reply.status >= 500)
      throw new Error(`${reply.status} for ${where}\n${reply.body.slice(0, 500)}`);
    if (reply.bytes > MAX_REPLY_BYTES) throw new Error(`${reply.bytes}-byte answer to ${where}`);
    if (reply.ms > MAX_REPLY_MS) throw new Error(`${Math.round(reply.ms)} ms to answer ${where}`);
    return reply;
  }

  /**
   * Runs a property on one target. Each target draws its own inputs (the seed is offset by the
   * target's name), and a failure says what went wrong and how to get the same inputs again.
   */
  async function check<T>(
    name: string,
    arbitrary: fc.Arbitrary<T>,
    run: (input: T) => Promise<void>,
    examples: T[] = [],
  ) {
    const seed = SEED + seedOffset(name);
    const result = await fc.check(fc.asyncProperty(arbitrary, run), {
      seed,
      numRuns: RUNS,
      examples: examples.map((example): [T] => [example]),
      endOnFailure: !SHRINK,
    });
    if (result.failed) {
      const error = result.errorInstance;
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n` +
          `${fc.defaultReportMessage(result)}\n` +
          `reproduce: HOSTILE_SEED=${SEED} HOSTILE_RUNS=${RUNS} (seed ${seed} for this target)`,
      );
    }
  }

  describe("query strings", () => {
    it.each(routes.filter((r) => r.hasLoader).map((r) => r.id))("GET %s", async (routeId) => {
      const target = targets.find((t) => t.routeId === routeId && t.method === "GET")!;
      const fields = fieldsOf.get(routeId) ?? [];
      await unchangedAround(() =>
        check(
          `GET ${routeId}`,
          hostile.query(fields),
          async (query) => {
            await attempt(target, `${target.url}${target.url.includes("?") ? "&" : "?"}${query}`);
          },
          hostile.sweeps(fields).map(hostile.urlEncode),
        ),
      );
      expect(await isHealthy(server.url)).toBe(true);
    });
  });

  describe("path parameters", () => {
    const withParams = routes.filter((r) => r.hasLoader && /:|\*/.test(r.pattern));
    it.each(withParams.map((r) => [r.id, r.pattern]))("GET %s", async (routeId, pattern) => {
      const target = targets.find((t) => t.routeId === routeId && t.method === "GET")!;
      const paths = hostile.pathFor(pattern);
      await unchangedAround(() =>
        check(
          `path ${routeId}`,
          paths.arbitrary,
          async (url) => {
            await attempt(target, url);
          },
          paths.sweeps,
        ),
      );
      expect(await isHealthy(server.url)).toBe(true);
    });
  });

  describe("form bodies", () => {
    it.each(routes.filter((r) => r.hasAction).map((r) => r.id))("POST %s", async (routeId) => {
      const target = targets.find((t) => t.routeId === routeId && t.method === "POST")!;
      const fields = fieldsOf.get(routeId) ?? [];
      const sweeps = hostile.sweeps(fields).map((entries) => ({
        kind: "sweep",
        contentType: "application/x-www-form-urlencoded",
        body: hostile.urlEncode(entries),
      }));
      let before = await snapshot(db, server.engine);
      await check(
        `POST ${routeId}`,
        hostile.body(fields),
        async (body) => {
          const reply = await attempt(target, target.url, body);
          const after = await snapshot(db, server.engine);
          const changed = changedTables(before, after);
          before = after;
          // A refused input leaves no trace; an accepted one (2xx/3xx) is a valid, complete write.
          if (reply.status >= 400 && changed.length)
            throw new Error(
              `${reply.status} to POST ${target.url} (${body.kind}) still wrote to ${changed.join(", ")}`,
            );
        },
        sweeps,
      );
      expect(await isHealthy(server.url)).toBe(true);
    });
  });
});
