import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSentryIngest, type SentryIngest } from "../fixtures/sentry-ingest";

// Stand-in servers use 3860-3899 (STAND_IN_PORT_BASE); this file takes the last one.
const PORT = Number(process.env.STAND_IN_PORT_BASE ?? 3260) + 39;
let ingest: SentryIngest;

beforeAll(async () => {
  ingest = await startSentryIngest(PORT);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await ingest.close();
});

async function reporter(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("~/server/observability/error-report.server");
}

describe("server error reports", () => {
  it("log a request id and, without a DSN, send nothing", async () => {
    const { reportRequestFailure, flushErrorReports } = await reporter({ SENTRY_DSN: "" });
    const write = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    vi.stubEnv("LOG_LEVEL", "error");
    const id = reportRequestFailure(new Error("boom"), new Request("http://x/gigs?token=t"));
    await flushErrorReports();
    const line = JSON.parse(String(write.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
    write.mockRestore();
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(line).toMatchObject({ level: "error", requestId: id, path: "/gigs", status: 500 });
    expect(ingest.envelopes).toHaveLength(0);
  });

  it("go to the error service with the user id, environment and release only", async () => {
    const { captureServerError, flushServerReports } =
      await import("~/server/observability/sentry.server");
    captureServerError(
      { dsn: ingest.dsn, appEnv: "staging", release: "build-1" },
      new Error("database exploded"),
      { requestId: "r1", userId: "user-1", method: "POST", path: "/dashboard", status: 500 },
    );
    await flushServerReports();
    const [event] = ingest.events();
    expect(event?.user).toEqual({ id: "user-1" });
    expect(event).toMatchObject({ environment: "staging", release: "build-1" });
    expect(event?.tags).toMatchObject({ request_id: "r1" });
    expect(event?.exception?.values?.[0]?.value).toBe("database exploded");
    expect(event).not.toHaveProperty("server_name");
    ingest.clear();
  });

  it("are not sent for 404s and 401s, which are still logged", async () => {
    const { reportRequestFailure, flushErrorReports } = await reporter({
      SENTRY_DSN: ingest.dsn,
      LOG_LEVEL: "error",
    });
    const write = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    for (const status of [401, 404])
      reportRequestFailure(new Response(null, { status }), new Request("http://x/"));
    reportRequestFailure(new Error("real"), new Request("http://x/"));
    await flushErrorReports();
    write.mockRestore();
    const values = ingest.events().map((e) => e.exception?.values?.[0]?.value);
    expect(values).toEqual(["real"]);
  });

  it("are limited per fingerprint: one failure repeated 40 times sends 5, and says how many it held", async () => {
    const { reportRequestFailure, flushErrorReports } = await reporter({
      SENTRY_DSN: ingest.dsn,
      LOG_LEVEL: "warn",
    });
    ingest.clear();
    const write = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    const fail = () => {
      throw new Error("the same failure");
    };
    for (let i = 0; i < 40; i++) {
      try {
        fail();
      } catch (error) {
        reportRequestFailure(error, new Request(`http://x/gigs/${i}?q=${i}`));
      }
    }
    await flushErrorReports();
    const lines = write.mock.calls.map(
      (call) => JSON.parse(String(call[0])) as Record<string, unknown>,
    );
    write.mockRestore();
    expect(ingest.events()).toHaveLength(5);
    expect(lines.filter((l) => l.message === "request failed")).toHaveLength(40);
    expect(lines.find((l) => l.message === "error reports held back")).toMatchObject({ count: 35 });
    ingest.clear();
  });
});
