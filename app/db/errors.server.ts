/** Turns a driver error into a sentence an operator can act on (never a stack trace). */
export function describeDbError(error: unknown): string {
  const e = error as { code?: string; message?: string; cause?: { code?: string } };
  switch (e?.code ?? e?.cause?.code) {
    case "ECONNREFUSED":
      return "Cannot reach the PostgreSQL server in DATABASE_URL (connection refused). Is it running, and are host and port right?";
    case "ENOTFOUND":
      return "The host name in DATABASE_URL cannot be resolved. Check DATABASE_URL.";
    case "28P01":
    case "28000":
      return "PostgreSQL refused the user or password in DATABASE_URL.";
    case "3D000":
      return "The database named in DATABASE_URL does not exist. Create it (createdb) or fix DATABASE_URL.";
    case "SQLITE_CANTOPEN":
      return "The SQLite file in DATABASE_URL cannot be opened. Check that its directory exists and is writable.";
    case "SQLITE_READONLY":
      return "The SQLite file in DATABASE_URL is read-only. Give the server's user write access.";
    default:
      return `Database error: ${e?.message ?? String(error)}`;
  }
}

/**
 * SQLSTATEs that mean the connection or the server is gone or refusing, never anything about the
 * statement or its values (class 08 but not 08P01, which a malformed bind can cause; class 57P).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  "08000", // connection exception
  "08001", // client unable to establish connection
  "08003", // connection does not exist
  "08004", // server rejected the connection
  "08006", // connection failure
  "08007", // transaction resolution unknown
  "25P03", // idle in transaction session timeout: the server closed the connection
  "53300", // too many connections
  "57P01", // admin shutdown, pg_terminate_backend
  "57P02", // crash shutdown
  "57P03", // cannot connect now: starting up, shutting down, recovering
  "57P04", // database dropped
  "57P05", // idle session timeout
]);

/** Socket and resolver errors on the way to the database server. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * What pg and pg-pool throw, without a code, when a connection breaks or cannot be made. Anchored
 * at the start: a server message that merely quotes a value ("invalid input syntax ...:
 * \"Connection terminated\"") carries a SQLSTATE and never gets here.
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|Connection ended unexpectedly)/i;

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isUnavailableError(e: { code?: unknown; message?: unknown }): boolean {
  const code = typeof e.code === "string" ? e.code : undefined;
  // Another writer holds SQLite's lock past busy_timeout (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT...).
  if (code?.startsWith("SQLITE_BUSY")) return true;
  // System codes first: EPIPE has a SQLSTATE's shape.
  if (code && UNAVAILABLE_SYSTEM_CODES.has(code)) return true;
  if (code && SQLSTATE.test(code)) return UNAVAILABLE_SQLSTATES.has(code);
  return typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message);
}

/**
 * True when the database cannot be reached right now (connection lost, refused, server restarting
 * or failing over), so the request fails fast with 503. Looks through `cause` (pg-pool wraps its
 * connect timeout) and AggregateError (a host name with several addresses). False for anything a
 * statement or its values caused: those are the caller's to handle.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isUnavailableError(e)) return true;
  if (e.cause && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return (
    Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  );
}

/**
 * A unique constraint violation on either engine: better-sqlite3 reports
 * SQLITE_CONSTRAINT_UNIQUE (or SQLITE_CONSTRAINT_PRIMARYKEY), pg reports SQLSTATE 23505.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/**
 * A foreign key violation on either engine (SQLite SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL
 * 23503): a row the insert refers to was deleted after it was checked.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}
