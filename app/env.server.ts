import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Cron } from "croner";
import { z } from "zod";

/** Unset and blank are the same: a `.env` line `GOOGLE_CLIENT_ID=` turns the feature off. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_ENV: z.string().default("local"),
  /** Unset: http://localhost and the port the server listens on (see getEnv). */
  APP_URL: z.string().url().optional(),
  /** remix-serve's port; read here only for APP_URL's default. */
  PORT: z.string().optional(),
  DATABASE_URL: z.string().default("file:./data/app.db"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  SESSION_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("GigPartners <no-reply@localhost>"),
  MAIL_OUTBOX_DIR: optionalText,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalText,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_ISSUER: optionalText,
  /** Addresses made staff at startup and at sign-in (first deployment); comma-separated. */
  STAFF_EMAILS: optionalText,
  /** When set, staff must also have an address in this domain (e.g. provider.fi). */
  STAFF_EMAIL_DOMAIN: optionalText,
  /**
   * Origins whose scripts may call the JSON API from a browser (CORS), comma-separated, e.g.
   * `https://partner-tool.example`; unset: none. Only bearer calls: cookies are never allowed.
   */
  API_CORS_ORIGINS: optionalText.pipe(
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .url()
            .transform((url) => new URL(url).origin),
        ),
      ),
  ),
  /** The weekday gig newsletter's hour (Europe/Helsinki), sent by each server process's scheduler. */
  GIGSLETTER_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** `off` leaves sending to `npm run gigsletter:send` from an external cron. */
  GIGSLETTER_SCHEDULE: z.enum(["on", "off"]).default("on"),
  /** The hour (Europe/Helsinki) of the daily offer-deadline reminders. */
  DEADLINE_REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  /** `off` leaves reminders and notification retries to `npm run notifications:send` from cron. */
  NOTIFICATION_SCHEDULE: z.enum(["on", "off"]).default("on"),
  /** Days the mail ledger keeps sent and failed rows (housekeeping); 0 keeps them for ever. */
  MAIL_LEDGER_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  /** Days expired or deleted invites are kept (housekeeping); 0 keeps them for ever. */
  INVITE_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  /** Days the audit log keeps an event (housekeeping); 0 keeps them for ever. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(730),
  /**
   * Months a CV is kept after its expert's last offer activity (decision 051); the privacy policy
   * states this number, so there is no "keep for ever" value.
   */
  CV_RETENTION_MONTHS: z.coerce.number().int().min(1).max(600).default(24),
  /** `off` leaves the CV retention sweep to `npm run cv-retention:sweep` from cron. */
  CV_RETENTION_SCHEDULE: z.enum(["on", "off"]).default("on"),
  /** Proxies in front of the server that append to X-Forwarded-For; 0 = clients connect directly. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Set by `npm run dev` and `npm run demo` only: the outbox page and a generated session secret. */
  DEV_TOOLS: z.enum(["0", "1"]).default("0"),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
  /** One client address's share of MAX_CONNECTIONS (an IPv6 client counted by its /64). */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).default(50),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** The outer bound for receiving a whole request; a slow body is refused by its rate first. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(600_000),
  /** A request body slower than this (after BODY_GRACE_MS) is refused with 408; 0 = no minimum. */
  MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(500),
  BODY_GRACE_MS: z.coerce.number().int().min(100).default(20_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** CV uploads (the expert forms, the experts API) one process reads at once; more get 503. */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Public pages kept in the process for visitors (app/server/edge/page-cache.server.ts); 0 = off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** The page cache's size: all stored pages together, compressed as sent. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(256).default(16),
  /** GET /metrics also answers `Authorization: Bearer <this>` from any address; unset: loopback only. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "at least 16 characters").optional()),
  /** When the server backs up its SQLite database (a cron expression, UTC); `off`: never. */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .default("0 * * * *")
    .refine(isScheduleOrOff, "a cron expression such as `0 * * * *`, or `off`"),
  BACKUP_DIR: z.string().trim().min(1).default("data/backups"),
  /** Retention: the newest backup of each of this many latest hours, and of days (UTC). */
  BACKUP_KEEP_HOURLY: z.coerce.number().int().min(0).max(10_000).default(24),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(10_000).default(14),
  /** Each backup is also uploaded here (s3://bucket/prefix), with the same retention. */
  BACKUP_S3_URL: optionalText.pipe(
    z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, "s3://bucket/prefix")
      .optional(),
  ),
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  /** S3-compatible storage other than AWS (MinIO, Hetzner, UpCloud ...): its endpoint URL. */
  BACKUP_S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  BACKUP_S3_REGION: z.string().trim().default("us-east-1"),
  /** Error reports go to this Sentry-compatible DSN; unset: errors are only logged. */
  SENTRY_DSN: optionalText.pipe(z.string().url().optional()),
  /** Matomo's base address (where matomo.js and matomo.php are); analytics needs both this and the site id. */
  MATOMO_URL: optionalText.pipe(z.string().url().optional()),
  MATOMO_SITE_ID: optionalText.pipe(z.string().regex(/^\d+$/, "a number").optional()),
  /** An external consent manager's script; it replaces the built-in banner. */
  CONSENT_SCRIPT_URL: optionalText.pipe(z.string().url().optional()),
});

function isScheduleOrOff(value: string) {
  if (value === "off") return true;
  try {
    new Cron(value, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export type Env = Omit<z.infer<typeof EnvSchema>, "APP_URL" | "PORT"> & {
  APP_URL: string;
  SESSION_SECRETS: string[];
};

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
  const { PORT, ...rest } = parsed.data;
  // `PORT=4000 npm run demo` must not write localhost:3000 into mail links, canonical URLs and
  // the sitemap: without an APP_URL the address is the one this server answers on.
  const port = /^\d{1,5}$/.test(PORT?.trim() ?? "") ? PORT!.trim() : "3000";
  const env = { ...rest, APP_URL: rest.APP_URL ?? `http://localhost:${port}` };
  let secrets: string[] | undefined;
  // Resolved on first use: the scripts that only need the database never need a secret, while
  // startup() reads it at once so a server without one stops before it listens.
  cached = Object.defineProperty({ ...env } as Env, "SESSION_SECRETS", {
    get: () => (secrets ??= sessionSecrets(env)),
    enumerable: true,
  });
  return cached;
}

type ParsedEnv = z.infer<typeof EnvSchema>;

/** Known to everyone who has read this repository (the old built-in value, .env.example's), so never accepted in production. */
const PUBLIC_SECRETS = new Set([
  "development-only-secret-do-not-use-in-production",
  "change-me-to-a-long-random-string",
]);
const TEST_SECRET = "test-only-secret-for-the-vitest-suites";
export const MIN_SECRET_LENGTH = 32;

function sessionSecrets(env: ParsedEnv): string[] {
  const secrets = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (env.NODE_ENV === "production") {
    // Whatever APP_ENV says: a production build that anyone can reach must not sign cookies
    // with a secret someone else knows or can guess.
    if (secrets.length === 0 && env.DEV_TOOLS !== "1") {
      throw new ConfigError(
        `SESSION_SECRET is not set. Set it to a random value of at least ${MIN_SECRET_LENGTH} characters (several, comma separated, to rotate keys).`,
      );
    }
    if (secrets.some((s) => PUBLIC_SECRETS.has(s) || s.length < MIN_SECRET_LENGTH)) {
      throw new ConfigError(
        `SESSION_SECRET is too weak: each secret must be a random value of at least ${MIN_SECRET_LENGTH} characters.`,
      );
    }
  }
  if (secrets.length > 0) return secrets;
  if (env.NODE_ENV === "test") return [TEST_SECRET];
  if (env.DEV_TOOLS === "1") return [developmentSecret(env)];
  throw new ConfigError(
    "SESSION_SECRET is not set. Set it, or use `npm run dev` / `npm run demo`, which generate one.",
  );
}

/**
 * dev and demo generate a random secret once and keep it beside the database, so sessions
 * survive restarts and even a demo reachable on the network has no public secret.
 */
function developmentSecret(env: ParsedEnv): string {
  const dir = isPostgresUrl(env.DATABASE_URL)
    ? path.resolve("data")
    : path.dirname(sqlitePathFromUrl(env.DATABASE_URL));
  const file = path.join(dir === "." ? path.resolve("data") : dir, ".dev-session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch {
    // not generated yet
  }
  const secret = crypto.randomBytes(32).toString("hex");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/** The outbox and the generated secret: only under `npm run dev` / `npm run demo`. */
export function devToolsEnabled() {
  return getEnv().DEV_TOOLS === "1";
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
