import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_ENV: z.string().default("local"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  DATABASE_URL: z.string().default("file:./data/app.db"),
  SESSION_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Gig Partners <no-reply@localhost>"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRETS: string[] };

export class ConfigError extends Error {}

let cached: Env | undefined;

/** Parsed once; a missing secret in production stops the server with a message that says what to set. */
export function getEnv(): Env {
  if (cached) return cached;
  // A .env file in the working directory fills in what the real environment does not set.
  if (process.env.NODE_ENV !== "test" && fs.existsSync(".env")) process.loadEnvFile(".env");
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  let secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    if (env.NODE_ENV === "production" && env.APP_ENV === "production") {
      throw new ConfigError(
        "SESSION_SECRET is not set. Set it to a long random value (several, comma separated, to rotate keys).",
      );
    }
    // Outside production a fixed development secret keeps `npm run demo` a one-command start.
    secrets = ["development-only-secret-do-not-use-in-production"];
  }
  cached = { ...env, SESSION_SECRETS: secrets };
  return cached;
}

export function isProductionSite() {
  return getEnv().APP_ENV === "production";
}

export function isSecureCookieSite() {
  return getEnv().APP_URL.startsWith("https://");
}

/** `file:./data/app.db` or a plain path -> absolute path of the SQLite file. */
export function sqlitePathFromUrl(url: string) {
  const raw = url.startsWith("file:") ? url.slice("file:".length) : url;
  return raw === ":memory:" ? raw : path.resolve(raw);
}

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url);
}

/** What the browser may know about the environment; nothing secret. */
export function getPublicEnv() {
  const env = getEnv();
  return { APP_ENV: env.APP_ENV, APP_URL: env.APP_URL };
}
