import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { loader as healthz } from "~/routes/_resources+/healthz";
import { guardRoutes } from "~/server/edge/request-guards.server";
import type { ServerBuild } from "@remix-run/node";
import { expectLogged } from "../fixtures/logs";

const run = promisify(execFile);
const sqliteOnly = process.env.TEST_ENGINE !== "postgres";

async function migrateWith(databaseUrl: string) {
  try {
    await run("npx", ["tsx", "scripts/db-migrate.ts"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "development" },
      timeout: 30_000,
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe.runIf(sqliteOnly)("a wrong configuration gives a message that says what to fix", () => {
  it.each([
    [
      "postgres://postgres@127.0.0.1:1/nowhere",
      /Cannot reach the PostgreSQL server in DATABASE_URL/,
    ],
    ["mysql://root@localhost/db", /DATABASE_URL must be a postgres:\/\/ URL or a SQLite file/],
    ["/etc/hostname/app.db", /data directory .* does not exist or is not writable/],
  ])("DATABASE_URL=%s", async (url, message) => {
    const { code, stderr } = await migrateWith(url);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe.runIf(sqliteOnly)("database outage", () => {
  afterEach(async () => {
    await globalThis.__appDb?.db.destroy();
    globalThis.__appDb = undefined;
  });

  it("makes /healthz answer 503, not hang or crash", async () => {
    globalThis.__appDb = createDb("postgres://postgres@127.0.0.1:1/nowhere");
    expectLogged(/^health check failed$/);
    const response = await healthz();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });

  it("turns a connection failure in any loader into a 503 response", async () => {
    expectLogged(/^database unavailable$/);
    const failing = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
        code: "ECONNREFUSED",
      });
    };
    const routes = guardRoutes({
      page: { id: "page", path: "x", module: { default: () => null, loader: failing } },
    } as unknown as ServerBuild["routes"]);
    const args = { request: new Request("http://localhost:3000/x"), params: {}, context: {} };
    const thrown = await (routes.page!.module.loader as (a: typeof args) => Promise<unknown>)(
      args,
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });

  it("refuses a cross-site action before it runs", async () => {
    let ran = false;
    const routes = guardRoutes({
      page: {
        id: "page",
        path: "x",
        module: { default: () => null, action: async () => (ran = true) },
      },
    } as unknown as ServerBuild["routes"]);
    const request = new Request("http://localhost:3000/x", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    const thrown = await (routes.page!.module.action as (a: unknown) => Promise<unknown>)({
      request,
      params: {},
      context: {},
    }).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(403);
    expect(ran).toBe(false);
  });
});
