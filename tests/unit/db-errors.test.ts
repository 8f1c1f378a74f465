import { describe, expect, it } from "vitest";
import { describeDbError, isDatabaseUnavailable } from "~/db/errors.server";

describe("database error messages", () => {
  it("says what to fix for common misconfigurations", () => {
    expect(describeDbError({ code: "ECONNREFUSED" })).toMatch(/Cannot reach the PostgreSQL server/);
    expect(describeDbError({ code: "3D000" })).toMatch(/does not exist/);
    expect(describeDbError({ message: "x", cause: { code: "28P01" } })).toMatch(
      /refused the user or password/,
    );
  });

  it("recognises an outage so the request fails fast with 503", () => {
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("syntax error"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable: every way a connection is lost", () => {
  it.each([
    [
      "pg_terminate_backend",
      pgError("57P01", "terminating connection due to administrator command"),
    ],
    [
      "a crashed server",
      pgError("57P02", "terminating connection because of crash of another server process"),
    ],
    ["a server starting up", pgError("57P03", "the database system is starting up")],
    [
      "an idle session timeout",
      pgError("57P05", "terminating connection due to idle-session timeout"),
    ],
    ["a connection exception", pgError("08000", "connection exception")],
    ["a missing connection", pgError("08003", "connection does not exist")],
    ["a connection failure", pgError("08006", "connection failure")],
    ["too many connections", pgError("53300", "sorry, too many clients already")],
    ["a socket reset", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["a broken pipe", Object.assign(new Error("write EPIPE"), { code: "EPIPE" })],
    [
      "an unreachable host",
      Object.assign(new Error("connect EHOSTUNREACH"), { code: "EHOSTUNREACH" }),
    ],
    ["a socket closed mid-query", new Error("Connection terminated unexpectedly")],
    [
      "a query on a broken client",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["a query on a closed client", new Error("Client was closed and is not queryable")],
    ["a pool in shutdown", new Error("Cannot use a pool after calling end on the pool")],
    [
      "pg-pool's connect timeout",
      new Error("Connection terminated due to connection timeout", {
        cause: new Error("Connection terminated unexpectedly"),
      }),
    ],
    ["a wrapped refusal", new Error("query failed", { cause: { code: "ECONNREFUSED" } })],
    [
      "every address of a host refused",
      Object.assign(new AggregateError([{ code: "ECONNREFUSED" }, { code: "ECONNREFUSED" }]), {}),
    ],
    [
      "a SQLite lock held too long",
      Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    ],
    [
      "a SQLite snapshot conflict",
      Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY_SNAPSHOT" }),
    ],
  ])("%s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe("isDatabaseUnavailable: never what the input caused", () => {
  it.each([
    [
      "a value quoting the wording",
      pgError("22P02", 'invalid input syntax for type integer: "Connection terminated"'),
    ],
    ["a NUL byte", pgError("22021", 'invalid byte sequence for encoding "UTF8": 0x00')],
    [
      "a number out of range",
      pgError("22003", 'value "2147483648" is out of range for type integer'),
    ],
    ["a duplicate", pgError("23505", "duplicate key value violates unique constraint")],
    ["a missing reference", pgError("23503", "insert or update violates foreign key constraint")],
    [
      "a protocol error from too many parameters",
      pgError("08P01", "bind message supplies 0 parameters"),
    ],
    ["a statement too complex", pgError("54001", "stack depth limit exceeded")],
    [
      "a SQLite constraint",
      Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" }),
    ],
    ["an error about connections in general", new Error("Too many connections were listed")],
    ["a thrown response", new Response("Not found", { status: 404 })],
    ["a string", "Connection terminated"],
  ])("%s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
