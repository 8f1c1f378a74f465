// A rolling deploy on PostgreSQL (docs/operations.md, "Rolling deploys"): the release from just
// before the newest migration keeps serving while this release starts on the same database and
// migrates it. Both then answer pages and API calls side by side, each reads what the other
// wrote, and neither answers a 5xx or logs an error. The earlier release is this repository's
// own history (git), built into a temporary directory with this checkout's node_modules.
import { execFileSync, execSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayPostgres } from "../../scripts/lib/throwaway-postgres";
import { startAppServer, testEngine, type AppServer } from "../fixtures/app-server";
import { pdfBytes } from "../fixtures/cv/documents";
import { addUnregisteredAccount } from "../api/lib";
import { openDb } from "./lib/db-snapshot";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DEMO_PASSWORD = "demo-password";

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/** The revision just before the newest migration arrived, or why there is none to test. */
function previousRelease(): { revision: string; migration: string } | { reason: string } {
  const newest = fs
    .readdirSync(path.join(ROOT, "app/db/migrations"))
    .filter((file) => /^\d{4}_.+\.ts$/.test(file))
    .sort()
    .at(-1)!;
  try {
    // Along main's own line: a migration merged from a branch counts from the merge, and the
    // release before it is main as it was then.
    const added = git(
      "log",
      "-1",
      "--first-parent",
      "--diff-filter=A",
      "--format=%H",
      "--",
      `app/db/migrations/${newest}`,
    ).trim();
    if (!added) return { reason: `${newest} is not committed yet` };
    return {
      revision: git("rev-parse", "--verify", `${added}^{commit}^`).trim(),
      migration: newest,
    };
  } catch {
    return { reason: "the checkout has no git history before the newest migration" };
  }
}

const previous = testEngine() === "postgres" ? previousRelease() : { reason: "PostgreSQL only" };

describe.skipIf("reason" in previous)(
  `a rolling deploy: the release before ${"migration" in previous ? previous.migration : "the newest migration"} and this one on one database`,
  () => {
    let dir: string;
    let database: { url: string; drop: () => Promise<void> };
    let old: AppServer;
    let current: AppServer;
    const answers: Array<{ server: string; path: string; status: number }> = [];

    async function call(
      server: AppServer,
      pathname: string,
      init: { method?: string; token?: string; json?: unknown } = {},
    ) {
      const response = await fetch(server.url + pathname, {
        method: init.method ?? (init.json === undefined ? "GET" : "POST"),
        headers: {
          ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
          ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      answers.push({
        server: server === old ? "old" : "new",
        path: pathname,
        status: response.status,
      });
      const text = await response.text();
      return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : text };
    }

    const signIn = async (server: AppServer, email: string) => {
      const reply = await call(server, "/api/auth/local", {
        json: { identifier: email, password: DEMO_PASSWORD },
      });
      expect(reply.status).toBe(200);
      return reply.json.jwt as string;
    };

    beforeAll(async () => {
      if ("reason" in previous) return;
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-previous-release-"));
      execSync(`git archive ${previous.revision} | tar -x -C ${JSON.stringify(dir)}`, {
        cwd: ROOT,
      });
      fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
      execFileSync(
        process.execPath,
        [path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js"), "build"],
        {
          cwd: dir,
          stdio: "ignore",
          env: { ...process.env, NODE_ENV: "production" },
        },
      );
      database = await createThrowawayPostgres(process.env.TEST_DATABASE_URL!, "roll");
      // The previous release creates and seeds its schema, as it did in production.
      old = await startAppServer({
        root: dir,
        databaseUrl: database.url,
        seed: true,
        env: { LOG_LEVEL: "warn" },
      });
      current = await startAppServer({ databaseUrl: database.url, env: { LOG_LEVEL: "info" } });
    }, 240_000);

    afterAll(async () => {
      await old?.stop();
      await current?.stop();
      await database?.drop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it("this release migrated the database the previous one is serving", async () => {
      expect(current.output()).toMatch(/"migrationsApplied":\[[^\]]*"/);
    });

    it("both answer every public page", async () => {
      for (const server of [old, current])
        for (const pathname of ["/", "/gigs", "/posts", "/about-us/faq", "/sign-in", "/healthz"])
          expect((await call(server, pathname)).status, `${pathname}`).toBe(200);
    });

    it("each reads and changes what the other wrote through the API", async () => {
      const oldToken = await signIn(old, "company@example.com");
      const newToken = await signIn(current, "company@example.com");
      const created = await call(old, "/api/experts", {
        token: oldToken,
        json: {
          name: "Rolling Deploy Expert",
          sales_pitch: "Written by the previous release.",
          cv: {
            data: pdfBytes("Rolling").toString("base64"),
            filename: "cv.pdf",
            mimetype: "application/pdf",
          },
        },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = created.json.id as string;
      const read = await call(current, `/api/experts/${id}`, { token: newToken });
      expect(read.json).toMatchObject({ name: "Rolling Deploy Expert" });
      const changed = await call(current, `/api/experts/${id}`, {
        method: "PUT",
        token: newToken,
        json: { name: "Rolling Deploy Expert, edited" },
      });
      expect(changed.status).toBe(200);
      const readBack = await call(old, `/api/experts/${id}`, { token: oldToken });
      expect(readBack.json).toMatchObject({ name: "Rolling Deploy Expert, edited" });
    });

    it("the previous release registers a company in the newest schema, this one reads it", async () => {
      const db = openDb(database.url);
      try {
        const email = `rolling-${randomUUID()}@example.org`;
        await addUnregisteredAccount(db, randomUUID(), email);
        const created = await call(old, "/api/registrations", {
          token: await signIn(old, email),
          json: {
            name: "Rita Rolling",
            phone_number: "+358 40 765 4321",
            job_title: "CEO",
            marketing_consent: false,
            subscribe_to_gigsletter: false,
            accept_terms: true,
            company: {
              name: "Rolling Oy",
              website: "https://rolling.example",
              partner_type: "company",
              country_code: "FI",
              capability_ids: [1, 2],
              business_id: "1234567-1",
            },
          },
        });
        expect(created.status).toBe(201);
        const me = await call(current, "/api/users/current", {
          token: await signIn(current, email),
        });
        expect(me.json).toMatchObject({ name: "Rita Rolling", partner_type: "company" });
      } finally {
        await db.destroy();
      }
    });

    it("no answer was a server error and neither server logged one", () => {
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      for (const server of [old, current]) expect(server.output()).not.toMatch(/"level":"error"/);
    });
  },
);
