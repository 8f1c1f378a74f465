import { sql, type Kysely } from "kysely";
import { engineOf } from "~/db/client.server";
import type { Database } from "~/db/schema";

/*
 * A CV is stored as rows of at most CV_CHUNK_BYTES (migration 0011). One 15 MB value made SQLite
 * hold two more copies of it while writing the row; a chunk at a time it holds two of 1 MiB.
 */
export const CV_CHUNK_BYTES = 1024 * 1024;

/**
 * SQLite's page cache while a CV is written. A transaction's pages stay in the cache until it is
 * full (better-sqlite3 builds SQLite with 16 MB), so a 15 MB CV grew the server by 15 MB on its
 * own, kept afterwards, and pushed out the pages the lists read. With a small cache SQLite spills
 * the CV's pages to the WAL as it goes.
 */
const SQLITE_CV_CACHE_KIB = 2048;

/** Replaces the expert's stored CV; run it in the transaction that writes the expert's row. */
export async function writeCvChunks(db: Kysely<Database>, expertId: string, data: Uint8Array) {
  if (engineOf(db) !== "sqlite" || data.length <= SQLITE_CV_CACHE_KIB * 1024) {
    return insertCvChunks(db, expertId, data);
  }
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const cacheSize = Number(rows[0]?.cache_size ?? -2000);
  await sql`pragma cache_size = ${sql.raw(String(-SQLITE_CV_CACHE_KIB))}`.execute(db);
  try {
    await insertCvChunks(db, expertId, data);
  } finally {
    await sql`pragma cache_size = ${sql.raw(String(Math.trunc(cacheSize)))}`.execute(db);
  }
}

async function insertCvChunks(db: Kysely<Database>, expertId: string, data: Uint8Array) {
  await db.deleteFrom("expert_cv_chunks").where("expert_id", "=", expertId).execute();
  for (let seq = 0, start = 0; start < data.length; seq++, start += CV_CHUNK_BYTES) {
    const end = Math.min(start + CV_CHUNK_BYTES, data.length);
    await db
      .insertInto("expert_cv_chunks")
      // A view on the upload's buffer, not a copy.
      .values({
        expert_id: expertId,
        seq,
        data: Buffer.from(data.buffer, data.byteOffset + start, end - start),
      })
      .execute();
  }
}

/** The expert's stored CV as one buffer, or null without one. */
export async function readCvChunks(db: Kysely<Database>, expertId: string): Promise<Buffer | null> {
  const chunks = await db
    .selectFrom("expert_cv_chunks")
    .select("data")
    .where("expert_id", "=", expertId)
    .orderBy("seq")
    .execute();
  return chunks.length ? Buffer.concat(chunks.map((c) => c.data)) : null;
}
