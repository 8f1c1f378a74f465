import { afterEach, describe, expect, it, vi } from "vitest";

async function envWith(values: Record<string, string | undefined>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  const { getEnv } = await import("~/env.server");
  return getEnv;
}

describe("the environment schema", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("refuses a bad number and names the variable", async () => {
    for (const [name, value] of [
      ["DATABASE_POOL_SIZE", "ten"],
      ["DATABASE_POOL_SIZE", "0"],
      ["TRUSTED_PROXIES", "1.5"],
      ["HEADERS_TIMEOUT_MS", "-1"],
    ] as const) {
      const getEnv = await envWith({ [name]: value });
      expect(getEnv).toThrow(new RegExp(`Invalid environment variables:\\n\\s+${name}: `));
    }
  });

  it("refuses a log level it does not know, by name", async () => {
    const getEnv = await envWith({ LOG_LEVEL: "verbose" });
    expect(getEnv).toThrow(/LOG_LEVEL: /);
  });

  it("reads numbers, and defaults what is unset", async () => {
    const getEnv = await envWith({ DATABASE_POOL_SIZE: "25", MAIL_OUTBOX_DIR: undefined });
    expect(getEnv()).toMatchObject({ DATABASE_POOL_SIZE: 25, TRUSTED_PROXIES: 0 });
    expect(getEnv().MAIL_OUTBOX_DIR).toBeUndefined();
  });

  it("sends mail as the product's name, written as one word", async () => {
    const getEnv = await envWith({ MAIL_FROM: undefined });
    expect(getEnv().MAIL_FROM).toBe("GigPartners <no-reply@localhost>");
  });

  it("treats a blank provider setting as unset", async () => {
    const getEnv = await envWith({ GOOGLE_CLIENT_ID: "  ", GOOGLE_CLIENT_SECRET: " s3cret " });
    expect(getEnv().GOOGLE_CLIENT_ID).toBeUndefined();
    expect(getEnv().GOOGLE_CLIENT_SECRET).toBe("s3cret");
    const { providerConfig } = await import("~/auth/providers.server");
    expect(providerConfig("google")).toBeNull();
  });

  it("configures a provider from its id and secret, with the default issuer", async () => {
    await envWith({
      MICROSOFT_CLIENT_ID: "id",
      MICROSOFT_CLIENT_SECRET: "secret",
      MICROSOFT_ISSUER: undefined,
    });
    const { providerConfig } = await import("~/auth/providers.server");
    expect(providerConfig("microsoft")).toEqual({
      provider: "microsoft",
      issuer: "https://login.microsoftonline.com/common/v2.0",
      clientId: "id",
      clientSecret: "secret",
    });
  });

  it("requires SESSION_SECRET in production, saying what to set", async () => {
    const getEnv = await envWith({
      NODE_ENV: "production",
      APP_ENV: "staging",
      SESSION_SECRET: undefined,
      DEV_TOOLS: undefined,
    });
    expect(() => getEnv().SESSION_SECRETS).toThrow(
      /SESSION_SECRET is not set\. Set it to a random value of at least 32 characters/,
    );
  });
});

describe("APP_URL", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("follows PORT when it is not set", async () => {
    const getEnv = await envWith({ APP_URL: undefined, PORT: "4000" });
    expect(getEnv().APP_URL).toBe("http://localhost:4000");
  });

  it("is the one set, whatever PORT says", async () => {
    const getEnv = await envWith({ APP_URL: "https://gigs.example.com", PORT: "4000" });
    expect(getEnv().APP_URL).toBe("https://gigs.example.com");
  });
});
