// Helpers the bench scripts share: start the production build on a throwaway database.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_OPTIONS } from "../lib/server-node-options.mjs";
import { createThrowawayPostgres } from "../lib/throwaway-postgres";
import type { BenchSize } from "./bench-data";

const SECRET = "bench-session-secret-".padEnd(48, "x");

export const ROOT = process.cwd();

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
) {
  // Its messages are shown only when it fails: a successful `remix build` warns about Vite's CJS
  // API, and its esbuild service sometimes prints a Go goroutine dump as the process exits,
  // which read in CI's log like a crashed run.
  const result = spawnSync(command, args, {
    stdio: ["ignore", "ignore", "pipe"],
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    throw new Error(`${command} ${args.join(" ")} failed`);
  }
}

export function serve(
  build: string,
  port: number,
  cwd: string,
  env: Record<string, string>,
): ChildProcess {
  // An earlier build (BENCH_BEFORE) with its own node_modules runs on its own framework, so a
  // change to the framework's packages is compared too.
  const own = path.join(cwd, "node_modules/@remix-run/serve/dist/cli.js");
  const cli = fs.existsSync(own)
    ? own
    : path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js");
  return spawn(process.execPath, [cli, build], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_OPTIONS: SERVER_NODE_OPTIONS,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
    },
  });
}

export async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A temporary directory with an empty SQLite database and the environment that serves the
 * production build from it on `port` (schedules off, mail into the directory).
 */
export function throwawayEnvironment(port: number, extra: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-bench-"));
  const env: Record<string, string> = {
    DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
    SESSION_SECRET: "bench-session-secret-".padEnd(48, "x"),
    APP_URL: `http://127.0.0.1:${port}`,
    GIGSLETTER_SCHEDULE: "off",
    NOTIFICATION_SCHEDULE: "off",
    BACKUP_SCHEDULE: "off",
    MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
    // The load generator is one address standing for many visitors: no per-client share.
    MAX_CONNECTIONS_PER_CLIENT: "1000",
    ...extra,
  };
  return { dir, env, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The `name=value` of a new session cookie for the user with this e-mail. */
export async function sessionCookie(email: string, appUrl: string) {
  const { getDb } = await import("~/db/db.server");
  const user = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const { createUserSession } = await import("~/auth/session.server");
  return (await createUserSession(user.id, new Request(appUrl))).split(";")[0]!;
}

/** The first published gig's and the newest published post's paths. */
export async function samplePaths() {
  const { getDb } = await import("~/db/db.server");
  const db = getDb();
  const gig = await db
    .selectFrom("gigs")
    .select(["id", "slug"])
    .where("published", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const post = await db
    .selectFrom("posts")
    .select("slug")
    .where("published", "=", 1)
    .orderBy("published_at", "desc")
    .executeTakeFirstOrThrow();
  return { gig: `/gigs/${gig.id}/${gig.slug}`, post: `/posts/${post.slug}` };
}

/** A process's resident memory (VmRSS) or its peak so far (VmHWM), in MB. */
export function rssMb(pid: number | undefined, field: "VmRSS" | "VmHWM") {
  if (!pid) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * A benchmark database prepared by scripts/bench/prepare.ts in its own process: a throwaway
 * PostgreSQL database (from TEST_DATABASE_URL) or a SQLite file in `dir`, and the environment
 * that serves the production build from it on `port`.
 */
export async function prepareDatabase(
  engine: "sqlite" | "postgres",
  size: BenchSize,
  dir: string,
  port: number,
) {
  const throwaway =
    engine === "postgres"
      ? await createThrowawayPostgres(process.env.TEST_DATABASE_URL!, "bench")
      : null;
  const databaseUrl = throwaway?.url ?? `file:${path.join(dir, `bench-${size.gigs}.db`)}`;
  const env = {
    DATABASE_URL: databaseUrl,
    // Other environments mark every page noindex, which Lighthouse's SEO audit rightly fails.
    APP_ENV: "production",
    SESSION_SECRET: SECRET,
    APP_URL: `http://127.0.0.1:${port}`,
    GIGSLETTER_SCHEDULE: "off",
    NOTIFICATION_SCHEDULE: "off",
    BACKUP_SCHEDULE: "off",
    MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
    MAX_CONNECTIONS_PER_CLIENT: "1000",
    BENCH_SIZE: JSON.stringify(size),
  };
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/prepare.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (prepared.status !== 0) throw new Error(`preparing the ${engine} database failed`);
  const line = prepared.stdout.trim().split("\n").at(-1)!;
  return {
    env,
    drop: throwaway?.drop ?? (async () => {}),
    ...(JSON.parse(line) as {
      cookie: string;
      gigPath: string;
      postPath: string;
      gigs: number;
      seconds: number;
    }),
  };
}
