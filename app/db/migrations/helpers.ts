import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";
import { engineOf } from "../client.server";

/** Auto-numbered integer primary key on both engines. */
export function withSerialId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
) {
  return engineOf(db) === "postgres"
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export function bytesType(db: Kysely<unknown>) {
  return engineOf(db) === "postgres" ? sql`bytea` : sql`blob`;
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export function sqlPositive(column: string) {
  return sql`${sql.ref(column)} > 0`;
}

export function sqlRef(column: string) {
  return sql.ref(column);
}
