import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

async function secretsWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { getEnv } = await import("~/env.server");
  return () => getEnv().SESSION_SECRETS;
}

const STRONG = "k".repeat(40);

describe("the session secret", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is required in production whatever APP_ENV says", async () => {
    for (const appEnv of ["production", "staging", "local"]) {
      const read = await secretsWith({
        NODE_ENV: "production",
        APP_ENV: appEnv,
        SESSION_SECRET: "",
        DEV_TOOLS: undefined,
      });
      expect(read).toThrow(/SESSION_SECRET is not set/);
    }
  });

  it("refuses the public development value and short secrets in production", async () => {
    for (const secret of [
      "development-only-secret-do-not-use-in-production",
      "change-me-to-a-long-random-string",
      "short",
      `${STRONG},short`,
    ]) {
      const read = await secretsWith({ NODE_ENV: "production", SESSION_SECRET: secret });
      expect(read).toThrow(/SESSION_SECRET is too weak/);
    }
    const read = await secretsWith({
      NODE_ENV: "production",
      SESSION_SECRET: `${STRONG}, ${STRONG}x`,
    });
    expect(read()).toEqual([STRONG, `${STRONG}x`]);
  });

  it("is generated once beside the database under DEV_TOOLS and kept", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-secret-"));
    try {
      const env = {
        NODE_ENV: "production",
        SESSION_SECRET: "",
        DEV_TOOLS: "1",
        DATABASE_URL: `file:${path.join(dir, "app.db")}`,
      };
      const first = (await secretsWith(env))();
      const stored = fs.readFileSync(path.join(dir, ".dev-session-secret"), "utf8").trim();
      expect(first).toEqual([stored]);
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      expect((await secretsWith(env))()).toEqual(first);
      expect(fs.statSync(path.join(dir, ".dev-session-secret")).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("outside production and without DEV_TOOLS is still required, but only when used", async () => {
    const read = await secretsWith({ NODE_ENV: "development", SESSION_SECRET: "", DEV_TOOLS: "0" });
    expect(read).toThrow(/SESSION_SECRET is not set/);
  });
});
