import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";

/*
 * Keyset paging (docs/decisions/053-api-cursor-paging-and-strict-queries.md): a page starts after
 * the sort key of the last row a client saw, not at an offset, so rows added or removed before
 * that point never shift the rest of the walk (no repeats, no gaps), and a page far down a long
 * list costs what the first one does.
 */

/** Where a page starts and how long it is; `after` null is the first page. */
export type KeysetRequest<K> = { limit: number; after: K | null };

/** One page of a list walked by its sort key. */
export type KeysetPage<T, K> = {
  items: T[];
  /** The key of the page's last row when more rows follow; null on the last page. */
  next: K | null;
  /** Rows in the whole list; a lower bound when `totalIsEstimate`. */
  total: number;
  totalIsEstimate: boolean;
};

/**
 * SQL: the row comes after `key` in an order over `columns` all ascending (or all descending),
 * as a row-value comparison both engines answer from an index on those columns.
 */
export function rowAfter(
  columns: ReadonlyArray<RawBuilder<unknown> | Expression<unknown>>,
  key: readonly unknown[],
  direction: "asc" | "desc",
): RawBuilder<SqlBool> {
  const op = sql.raw(direction === "asc" ? ">" : "<");
  return sql<SqlBool>`(${sql.join(columns)}) ${op} (${sql.join(key.map((v) => sql`${v}`))})`;
}

/**
 * The page from `limit + 1` rows read in order: the extra row only says that another page
 * follows, so the last page is known without a count and never answered twice.
 */
export function keysetPage<Row, T, K>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => K,
  view: (row: Row) => T,
  count: { total: number; totalIsEstimate?: boolean },
): KeysetPage<T, K> {
  const shown = rows.slice(0, limit);
  return {
    items: shown.map(view),
    next: rows.length > limit && shown.length ? keyOf(shown[shown.length - 1]!) : null,
    total: count.total,
    totalIsEstimate: count.totalIsEstimate ?? false,
  };
}
