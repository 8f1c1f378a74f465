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

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin shutdown
  "57P03", // cannot connect now
  "53300", // too many connections
  "SQLITE_BUSY",
]);

/** True when the database cannot be reached right now, so the request should fail fast with 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== "object") return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  return (
    typeof e.message === "string" &&
    /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)
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
