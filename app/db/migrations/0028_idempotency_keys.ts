import type { Kysely } from "kysely";
import { notNull } from "./helpers";

/*
 * Idempotency keys of the JSON API's creating calls (issue 38, decision 052). One row per caller
 * and key: the primary key is what makes two concurrent first uses of a key write once (the
 * second insert fails and that call is refused). `fingerprint` is a hash of the call (method,
 * path, body), so a reused key with another body is told apart; `status`, `body` and `location`
 * are the first answer, null while that call is still running. Rows are swept 24 hours after
 * `created_at` by the hourly housekeeping.
 *
 * A new table only, so the previous release keeps working during a rolling deploy. Nothing here
 * depends on another migration of the same issue.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", notNull)
    .addColumn("fingerprint", "text", notNull)
    .addColumn("status", "integer")
    .addColumn("body", "text")
    .addColumn("location", "text")
    .addColumn("created_at", "text", notNull)
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["user_id", "key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created_idx")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
