import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from "kysely";
import pg from "pg";
import { getEnv, isPostgresUrl, sqlitePathFromUrl } from "~/env.server";
import { logger } from "~/utils/logger.server";
import { timeQuery } from "./query-timing.server";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";
export type DB = Kysely<Database>;

export class DatabaseConfigError extends Error {}

/**
 * SQLite write transactions must start IMMEDIATE: a deferred `begin` that later upgrades to a
 * write lock fails with SQLITE_BUSY instead of waiting for busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

function openSqlite(url: string) {
  const file = sqlitePathFromUrl(url);
  if (file !== ":memory:") {
    const dir = path.dirname(file);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.accessSync(dir, fs.constants.W_OK);
    } catch {
      throw new DatabaseConfigError(
        `The data directory ${dir} does not exist or is not writable. Create it and give the server's user write access, or point DATABASE_URL at a writable file.`,
      );
    }
  }
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a committed offer or registration survives a power cut; the cost is small here.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 500;

/*
 * Kysely's SQLite driver prepares every query anew; preparing (parsing and planning the SQL) was
 * 4% of a dashboard page's server time. The same SQL text gets the same statement back, unless
 * that statement is still being iterated (a streamed query), which better-sqlite3 refuses to
 * share. Least recently used statements are dropped past STATEMENT_CACHE_SIZE: lists of ids make
 * many texts.
 */
export function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

function openPostgres(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: getEnv().DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // Lets remix-serve's SIGTERM handling finish: idle clients do not keep the process alive.
    allowExitOnIdle: true,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        // int8 (count(*)) as a number, like SQLite returns it
        oid === 20
          ? (v: string) => Number(v)
          : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  // pg-pool listens for errors only while a client is idle. A connection lost while checked out
  // (mid-query, inside a transaction, held by Kysely between queries) then emits an unhandled
  // 'error' and ends the process. This listener stays for the client's whole life; pg has marked
  // the client unqueryable, so its queries reject (a 503 upstream) and pg-pool discards it on
  // release instead of lending it out again. New clients are made on demand: no restart needed.
  pool.on("connect", (client) => {
    client.on("error", (error) =>
      logger.warn("postgres connection lost", { error: error.message }),
    );
  });
  // The idle-client case reaches the pool too; the client's own listener has logged it already.
  pool.on("error", () => {});
  return pool;
}

export function createDb(url: string): { db: DB; engine: Engine; pool?: pg.Pool } {
  if (isPostgresUrl(url)) {
    const pool = openPostgres(url);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: timeQuery }),
      engine: "postgres",
      // Its in-use, idle and waiting counts are read at each metrics scrape.
      pool,
    };
  }
  if (/^[a-z]+:\/\//i.test(url)) {
    throw new DatabaseConfigError(
      `DATABASE_URL must be a postgres:// URL or a SQLite file (file:./data/app.db); got a ${url.split(":")[0]}: URL.`,
    );
  }
  const sqlite = openSqlite(url);
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
      log: timeQuery,
    }),
    engine: "sqlite",
  };
}

export function engineOf(db: Pick<Kysely<unknown>, "getExecutor">): Engine {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes("postgres")
    ? "postgres"
    : "sqlite";
}
