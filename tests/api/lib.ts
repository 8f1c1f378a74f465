// Shared by the API contract tests: one production server per file, and calls as a client of its
// own address would make them.
import { afterAll, beforeAll, expect } from "vitest";
import type { DB } from "~/db/client.server";
import { startAppServer, type AppServer } from "../fixtures/app-server";
import { openDb } from "../security/lib/db-snapshot";
import { checkAnswer, contractOf } from "./answer-contract";

export const DEMO_PASSWORD = "demo-password";

let server: AppServer | undefined;

/**
 * Starts the build with the demo data before the file's tests; `db` reaches its database. `env`
 * adds settings (e.g. a provider's GOOGLE_*), `port` fixes the server's port (for a redirect URI
 * registered at a test provider before the server starts).
 */
export function withApiServer(options: { env?: Record<string, string>; port?: number } = {}) {
  const handle = { db: undefined as unknown as DB };
  beforeAll(async () => {
    server = await startAppServer({
      seed: true,
      port: options.port,
      env: { TRUSTED_PROXIES: "1", ...options.env },
    });
    handle.db = openDb(server.databaseUrl);
  });
  afterAll(async () => {
    await handle.db?.destroy();
    await server?.stop();
  });
  return handle;
}

/** The running server's address, for calls `call` cannot make (streamed or unfinished bodies). */
export function serverUrl() {
  return server!.url;
}

let clients = 0;
/** A client address of its own (X-Forwarded-For), so per-address limits count one test only. */
export function clientAddress() {
  clients += 1;
  return `198.51.100.${clients % 250}`;
}

/**
 * A call from a client of its own address, so per-address limits count this test only. Its answer
 * is checked against the server's OpenAPI document (./answer-contract.ts): an undocumented status
 * or a body that does not match the document fails the test.
 */
export async function call(
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    "X-Forwarded-For": clientAddress(),
    ...init.headers,
  };
  if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${server!.url}${path}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
  });
  const text = await response.text();
  const contentType = response.headers.get("Content-Type");
  const json = text && contentType?.includes("json") ? JSON.parse(text) : null;
  const contract = await contractOf(() =>
    fetch(`${server!.url}/api/openapi.json`).then((reply) => reply.json()),
  );
  const method = init.method ?? (body === undefined ? "GET" : "POST");
  const problems = checkAnswer(
    contract,
    { method, path: new URL(path, server!.url).pathname },
    { status: response.status, contentType, text, json },
  );
  if (problems.length)
    throw new Error(`The answer breaks the API's contract:\n${problems.join("\n")}`);
  return { status: response.status, json, headers: response.headers, text };
}

export async function signIn(email: string) {
  const reply = await call("/api/auth/local", {
    json: { identifier: email, password: DEMO_PASSWORD },
  });
  expect(reply.status).toBe(200);
  return reply.json as { jwt: string; user: { id: string; email: string } };
}

export function expectError(reply: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(reply.status).toBe(status);
  expect(reply.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(Object.keys(reply.json)).toEqual(["error"]);
  expect(Object.keys(reply.json.error)).toEqual(["status", "code", "message", "details"]);
  expect(reply.json.error).toMatchObject({ status, code, message: expect.any(String) });
  expect(reply.text).not.toMatch(/\bat \S+:\d+:\d+/);
}

/**
 * A verified account that has not registered yet (no company), with the demo password, added
 * through `db`: what registration's last step starts from.
 */
export async function addUnregisteredAccount(db: DB, id: string, email: string) {
  const demo = await db
    .selectFrom("users")
    .select("password_hash")
    .where("email", "=", "company@example.com")
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({
      id,
      email,
      name: null,
      phone_number: null,
      job_title: null,
      password_hash: demo.password_hash,
      email_verified_at: now,
      disabled_at: null,
      role: "partner",
      company_id: null,
      terms_accepted_at: null,
      terms_version: null,
      registered_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
