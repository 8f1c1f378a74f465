import type { Kysely } from "kysely";
import { bytesType } from "./helpers";

/*
 * CVs move from one 15 MB column value to rows of at most 1 MiB (expert_cv_chunks). Writing one
 * large value made SQLite hold two copies of it at once (the bound value and the record built
 * from it) beside the upload's own buffer: a 15 MB CV raised the server's peak RSS by 65 MB.
 * Chunks are written and read one at a time, so a download streams too.
 * The chunk size is fixed here rather than imported: a migration must not change with the app.
 */
const CHUNK_BYTES = 1024 * 1024;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("expert_cv_chunks")
    .addColumn("expert_id", "text", (c) => c.notNull().references("experts.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("data", bytesType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("expert_cv_chunks_pk", ["expert_id", "seq"])
    .execute();
  const ids = await db
    .selectFrom("experts")
    .select("id")
    .where("cv_data", "is not", null)
    .execute();
  for (const { id } of ids) {
    const row = await db
      .selectFrom("experts")
      .select("cv_data")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const data = Buffer.from(row.cv_data as Uint8Array);
    for (let seq = 0; seq * CHUNK_BYTES < data.length; seq++)
      await db
        .insertInto("expert_cv_chunks")
        .values({
          expert_id: id,
          seq,
          data: data.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
        })
        .execute();
  }
  await db.schema.alterTable("experts").dropColumn("cv_data").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("experts").addColumn("cv_data", bytesType(db)).execute();
  const ids = await db.selectFrom("expert_cv_chunks").select("expert_id").distinct().execute();
  for (const { expert_id } of ids) {
    const chunks = await db
      .selectFrom("expert_cv_chunks")
      .select("data")
      .where("expert_id", "=", expert_id)
      .orderBy("seq")
      .execute();
    await db
      .updateTable("experts")
      .set({ cv_data: Buffer.concat(chunks.map((c) => Buffer.from(c.data as Uint8Array))) })
      .where("id", "=", expert_id)
      .execute();
  }
  await db.schema.dropTable("expert_cv_chunks").execute();
}
