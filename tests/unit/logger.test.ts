import { afterEach, describe, expect, it, vi } from "vitest";

// The suites run with LOG_LEVEL=error, read once per module instance; these tests are about the
// info and warn lines, so they load a fresh logger (and environment) at debug.
async function freshLogger() {
  vi.stubEnv("LOG_LEVEL", "debug");
  vi.resetModules();
  return (await import("~/utils/logger.server")).logger;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("the logger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("writes the info lines of one event-loop turn to stdout in one write, one JSON line each", async () => {
    const logger = await freshLogger();
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    logger.info("first", { n: 1 });
    logger.info("second", { n: 2 });
    expect(stdout).not.toHaveBeenCalled();
    await nextTurn();
    expect(stdout).toHaveBeenCalledTimes(1);
    const lines = String(stdout.mock.calls[0]![0]).split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toMatchObject([
      { level: "info", message: "first", n: 1 },
      { level: "info", message: "second", n: 2 },
    ]);
  });

  it("writes a warning at once, after the info lines logged before it", async () => {
    const logger = await freshLogger();
    const order: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      order.push(`stdout ${String(chunk).trim()}`);
      return true;
    });
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      order.push(`stderr ${String(chunk).trim()}`);
      return true;
    });
    logger.info("before");
    logger.warn("careful");
    expect(order.map((entry) => entry.replace(/\{.*"message":"(\w+)".*\}/, "$1"))).toEqual([
      "stdout before",
      "stderr careful",
    ]);
  });
});
